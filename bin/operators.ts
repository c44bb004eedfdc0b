import { randomUUID } from "node:crypto";
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
	run(broker: ServiceBroker, flags: Record<string, string>): Promise<string[]>;
}

function planFlag(flags: Record<string, string>): PlanName | null {
	const plan = flags.plan ?? "pro";
	if (plan === "none") return null;
	if (!(PLAN_NAMES as string[]).includes(plan)) throw new Error(`--plan must be one of ${PLAN_NAMES.join(", ")} or none`);
	return plan as PlanName;
}

function statusFlag(flags: Record<string, string>): AccessStatus {
	const status = flags.status ?? "active";
	if (!(ACCESS_STATUSES as readonly string[]).includes(status)) throw new Error(`--status must be one of ${ACCESS_STATUSES.join(", ")}`);
	return status as AccessStatus;
}

function intFlag(flags: Record<string, string>, name: string, required: boolean): number | undefined {
	const raw = flags[name];
	if (raw === undefined) {
		if (required) throw new Error(`--${name} is required`);
		return undefined;
	}
	const n = Number(raw);
	if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number >= 0`);
	return n;
}

function requiredFlag(flags: Record<string, string>, name: string): string {
	const value = flags[name];
	if (!value) throw new Error(`--${name} is required`);
	return value;
}

export const OPERATOR_COMMANDS: Record<string, OperatorCommand> = {
	"accounts:create": {
		usage: "accounts:create --plan lite|pro|max|none [--credits N] [--status active|trialing|past_due|canceled] [--name NAME]",
		async run(broker, flags) {
			const result = await call(broker, "keys.createAccount", {
				name: flags.name ?? null, plan: planFlag(flags), accessStatus: statusFlag(flags), credits: intFlag(flags, "credits", false),
			});
			return [`account ${result.accountId}`, result.key];
		},
	},
	"accounts:plan": {
		usage: "accounts:plan --account ID --plan lite|pro|max|none [--status active|trialing|past_due|canceled]",
		async run(broker, flags) {
			const usage = await call(broker, "billing.setPlan", {
				accountId: requiredFlag(flags, "account"), plan: planFlag(flags), accessStatus: statusFlag(flags),
			});
			return [JSON.stringify(usage)];
		},
	},
	"accounts:rate-limit": {
		usage: "accounts:rate-limit --account ID --per-minute N|plan",
		async run(broker, flags) {
			const raw = requiredFlag(flags, "per-minute");
			const perMinute = raw === "plan" ? null : intFlag(flags, "per-minute", true)!;
			const usage = await call(broker, "billing.setRateLimit", { accountId: requiredFlag(flags, "account"), perMinute });
			return [`rate limit ${usage.rateLimitPerMinute}/min`];
		},
	},
	"keys:create": {
		usage: "keys:create --account ID [--name NAME]",
		async run(broker, flags) {
			const result = await call(broker, "keys.issue", {
				accountId: requiredFlag(flags, "account"), name: flags.name ?? null,
			});
			return [`key ${result.apiKey.id}`, result.key];
		},
	},
	"keys:disable": {
		usage: "keys:disable --key KEY_ID",
		async run(broker, flags) {
			await call(broker, "keys.setEnabled", { id: requiredFlag(flags, "key"), enabled: false });
			return [`key ${flags.key} disabled`];
		},
	},
	"credits:grant": {
		usage: "credits:grant --account ID --credits N [--reference REF]",
		async run(broker, flags) {
			const credits = intFlag(flags, "credits", true)!;
			const usage = await call(broker, "billing.grant", {
				accountId: requiredFlag(flags, "account"), credits, idempotencyKey: flags.reference ?? randomUUID(),
			});
			return [`balance ${usage.credits.balance}`];
		},
	},
};

/** `--plan pro --credits 5` → { plan: "pro", credits: "5" } */
export function parseFlags(args: string[]): Record<string, string> {
	const flags: Record<string, string> = {};
	for (let i = 0; i < args.length; i++) {
		const arg = args[i];
		if (!arg.startsWith("--")) throw new Error(`unexpected argument: ${arg}`);
		const eq = arg.indexOf("=");
		if (eq > 0) flags[arg.slice(2, eq)] = arg.slice(eq + 1);
		else if (i + 1 < args.length && !args[i + 1].startsWith("--")) flags[arg.slice(2)] = args[++i];
		else flags[arg.slice(2)] = "true";
	}
	return flags;
}
