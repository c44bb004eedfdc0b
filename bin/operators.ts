import type { ServiceBroker } from "moleculer";
// The contracts of the actions called here (their types only).
import type {} from "../services/billing/billing.contract";
import type {} from "../services/keys/keys.contract";
import { call, type ActionName } from "../shared/bus";
import { ACCESS_STATUSES, PLAN_NAMES, type AccessStatus, type PlanName } from "../shared/plans";

/**
 * Actions only an operator may call (the CLI, the REPL, the first start): money, plans,
 * limits, accounts and keys for any account. Never `published`, never a gateway alias
 * target (test/operator-actions.test.ts); reachable only by whoever holds the bus credentials.
 */
export const OPERATOR_ACTIONS: readonly string[] = [
	"billing.grant", "billing.setPlan", "billing.setRateLimit", "billing.openAccount",
	"keys.createAccount", "keys.issue", "keys.setEnabled", "keys.countAccounts",
] satisfies ActionName[];

/** The operator commands, shared by `npm run cli` and the REPL. Each returns the lines to print. */
export interface OperatorCommand {
	usage: string;
	/** every flag the command takes; any other is refused, so a typo never goes unnoticed */
	flags: readonly string[];
	run(broker: ServiceBroker, flags: Record<string, string>): Promise<string[]>;
}

/** A mistake in how a command was typed: the CLI prints it with the usage and exits 2, having done nothing. */
export class UsageError extends Error {}

function planFlag(flags: Record<string, string>, fallback?: string): PlanName | null | undefined {
	const plan = flags.plan ?? fallback;
	if (plan === undefined) return undefined;
	if (plan === "none") return null;
	if (!(PLAN_NAMES as string[]).includes(plan)) throw new UsageError(`--plan must be one of ${PLAN_NAMES.join(", ")} or none`);
	return plan as PlanName;
}

function statusFlag(flags: Record<string, string>, fallback?: AccessStatus): AccessStatus | undefined {
	const status = flags.status ?? fallback;
	if (status === undefined) return undefined;
	if (!(ACCESS_STATUSES as readonly string[]).includes(status)) throw new UsageError(`--status must be one of ${ACCESS_STATUSES.join(", ")}`);
	return status as AccessStatus;
}

function intFlag(flags: Record<string, string>, name: string, required: boolean): number | undefined {
	const raw = flags[name];
	if (raw === undefined) {
		if (required) throw new UsageError(`--${name} is required`);
		return undefined;
	}
	const n = Number(raw);
	if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} must be a whole number >= 0`);
	return n;
}

function requiredFlag(flags: Record<string, string>, name: string): string {
	const value = flags[name];
	if (!value || value === "true") throw new UsageError(`--${name} is required`);
	return value;
}

export const OPERATOR_COMMANDS: Record<string, OperatorCommand> = {
	"accounts:create": {
		usage: "accounts:create [--plan lite|pro|max|none (default pro)] [--credits N] [--status active|trialing|past_due|canceled] [--name NAME]",
		flags: ["plan", "credits", "status", "name"],
		async run(broker, flags) {
			const result = await call(broker, "keys.createAccount", {
				name: flags.name ?? null, plan: planFlag(flags, "pro")!, accessStatus: statusFlag(flags, "active")!, credits: intFlag(flags, "credits", false),
			});
			return [`account ${result.accountId}`, result.key];
		},
	},
	"accounts:plan": {
		usage: "accounts:plan --account ID [--plan lite|pro|max|none] [--status active|trialing|past_due|canceled]  (what is left out stays)",
		flags: ["account", "plan", "status"],
		async run(broker, flags) {
			const accountId = requiredFlag(flags, "account");
			const plan = planFlag(flags);
			const accessStatus = statusFlag(flags);
			if (plan === undefined && accessStatus === undefined) throw new UsageError("give --plan, --status or both");
			const usage = await call(broker, "billing.setPlan", { accountId, plan, accessStatus });
			return [JSON.stringify(usage)];
		},
	},
	"accounts:rate-limit": {
		usage: "accounts:rate-limit --account ID --per-minute N|plan",
		flags: ["account", "per-minute"],
		async run(broker, flags) {
			const raw = requiredFlag(flags, "per-minute");
			const perMinute = raw === "plan" ? null : intFlag(flags, "per-minute", true)!;
			const usage = await call(broker, "billing.setRateLimit", { accountId: requiredFlag(flags, "account"), perMinute });
			return [`rate limit ${usage.rateLimitPerMinute}/min`];
		},
	},
	"keys:create": {
		usage: "keys:create --account ID [--name NAME]",
		flags: ["account", "name"],
		async run(broker, flags) {
			const result = await call(broker, "keys.issue", {
				accountId: requiredFlag(flags, "account"), name: flags.name ?? null,
			});
			return [`key ${result.apiKey.id}`, result.key];
		},
	},
	"keys:disable": {
		usage: "keys:disable --key KEY_ID",
		flags: ["key"],
		async run(broker, flags) {
			await call(broker, "keys.setEnabled", { id: requiredFlag(flags, "key"), enabled: false });
			return [`key ${flags.key} disabled`];
		},
	},
	"credits:grant": {
		usage: "credits:grant --account ID --credits N --reference REF  (the same reference again grants nothing more: safe to retry)",
		flags: ["account", "credits", "reference"],
		async run(broker, flags) {
			const credits = intFlag(flags, "credits", true)!;
			const usage = await call(broker, "billing.grant", {
				accountId: requiredFlag(flags, "account"), credits, idempotencyKey: requiredFlag(flags, "reference"),
			});
			return [`balance ${usage.credits.balance}`];
		},
	},
};

const HELP = new Set(["--help", "-h", "help"]);

export type CommandLine =
	| { help: true; command: OperatorCommand | null }
	| { help: false; name: string; command: OperatorCommand; flags: Record<string, string> };

/**
 * `accounts:create --plan pro --credits 5` → the command and its flags, checked before
 * anything runs: `--help` anywhere asks for help, an unknown command or flag is a UsageError.
 */
export function parseCommandLine(args: string[]): CommandLine {
	const [name, ...rest] = args;
	const command = name && !HELP.has(name) ? OPERATOR_COMMANDS[name] : undefined;
	if (name && !HELP.has(name) && !command) throw new UsageError(`unknown command: ${name}`);
	if (!command || rest.some((a) => HELP.has(a))) return { help: true, command: command ?? null };
	const flags = parseFlags(rest);
	refuseUnknownFlags(name, command, flags);
	return { help: false, name, command, flags };
}

/** A flag the command does not take is a typo until proven otherwise: refused, naming it. */
export function refuseUnknownFlags(name: string, command: OperatorCommand, flags: Record<string, string>): void {
	const unknown = Object.keys(flags).filter((f) => !command.flags.includes(f));
	if (unknown.length) throw new UsageError(`${name} takes no ${unknown.map((f) => "--" + f).join(", ")}`);
}

/** The usage of one command, or of every command. */
export function usageText(command: OperatorCommand | null): string {
	const commands = command ? [command] : Object.values(OPERATOR_COMMANDS);
	return `usage: npm run cli -- <command> [flags]\n${commands.map((c) => "  " + c.usage).join("\n")}`;
}

/** `--plan pro --credits 5` → { plan: "pro", credits: "5" } */
export function parseFlags(args: string[]): Record<string, string> {
	const flags: Record<string, string> = {};
	for (let i = 0; i < args.length; i++) {
		const arg = args[i];
		if (!arg.startsWith("--")) throw new UsageError(`unexpected argument: ${arg}`);
		const eq = arg.indexOf("=");
		if (eq > 0) flags[arg.slice(2, eq)] = arg.slice(eq + 1);
		else if (i + 1 < args.length && !args[i + 1].startsWith("--")) flags[arg.slice(2)] = args[++i];
		else flags[arg.slice(2)] = "true";
	}
	return flags;
}
