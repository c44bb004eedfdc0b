import { ACCOUNT_COMMANDS } from "./accounts";
import { UsageError, type OperatorCommand } from "./command";
import { DATASET_COMMANDS } from "./dataset";
import { MONITOR_COMMANDS } from "./monitors";
import { PROVIDER_COMMANDS } from "./providers";
import { RUN_COMMANDS } from "./runs";
import { SEARCH_COMMANDS } from "./searches";
import { WATCH_COMMANDS } from "./watches";
import { WEBHOOK_COMMANDS } from "./webhooks";

export { UsageError, type CommandInput, type OperatorCommand } from "./command";

/** The operator commands, shared by `npm run cli` and the REPL. */
export const OPERATOR_COMMANDS: Record<string, OperatorCommand> = {
	...ACCOUNT_COMMANDS,
	...SEARCH_COMMANDS,
	...RUN_COMMANDS,
	...WEBHOOK_COMMANDS,
	...MONITOR_COMMANDS,
	...WATCH_COMMANDS,
	...DATASET_COMMANDS,
	...PROVIDER_COMMANDS,
};

/** Every service some command calls: what the REPL runs locally beside a trial. */
export const OPERATOR_SERVICES: string[] = [...new Set(Object.values(OPERATOR_COMMANDS).flatMap((c) => c.services))];

const HELP = new Set(["--help", "-h", "help"]);
const JSON_FLAG = "--json";

export type CommandLine =
	| { help: true; command: OperatorCommand | null }
	/** `params`: what the command calls its services with, checked */
	| { help: false; name: string; command: OperatorCommand; params: unknown; json: boolean };

/**
 * `accounts:create --plan pro --credits 5` → the command and its input, checked before
 * anything runs: `--help` anywhere asks for help, an unknown command or flag, a missing,
 * extra or malformed argument or flag value is a UsageError. `--json` (every command) asks for the result as JSON.
 */
export function parseCommandLine(argv: string[]): CommandLine {
	const [name, ...rest] = argv;
	const command = name && !HELP.has(name) ? OPERATOR_COMMANDS[name] : undefined;
	if (name && !HELP.has(name) && !command) throw new UsageError(`unknown command: ${name}`);
	if (!command || rest.some((a) => HELP.has(a))) return { help: true, command: command ?? null };
	const json = rest.includes(JSON_FLAG);
	const { flags, positional } = parseFlags(rest.filter((a) => a !== JSON_FLAG));
	refuseUnknownFlags(name, command, flags);
	const argNames = command.args ?? [];
	if (positional.length > argNames.length) throw new UsageError(`unexpected argument: ${positional[argNames.length]}`);
	if (positional.length < argNames.length) throw new UsageError(`<${argNames[positional.length]}> is required`);
	const args = Object.fromEntries(argNames.map((n, i) => [n, positional[i]]));
	return { help: false, name, command, params: command.params({ flags, args }), json };
}

/** A flag the command does not take is a typo until proven otherwise: refused, naming it. */
export function refuseUnknownFlags(name: string, command: OperatorCommand, flags: Record<string, string>): void {
	const unknown = Object.keys(flags).filter((f) => !command.flags.includes(f));
	if (unknown.length) throw new UsageError(`${name} takes no ${unknown.map((f) => "--" + f).join(", ")}`);
}

/** The usage of one command, or of every command; `invocation`: how the commands are typed (the REPL needs no prefix). */
export function usageText(command: OperatorCommand | null, invocation = "npm run cli -- "): string {
	const commands = command ? [command] : Object.values(OPERATOR_COMMANDS);
	return [
		`usage: ${invocation}<command> [arguments] [flags] [--json]`,
		...commands.map((c) => "  " + c.usage),
		"--json prints the result as one JSON document; --help after a command prints its usage and does nothing else",
	].join("\n");
}

/** `--plan pro --credits=5 abc` → flags { plan: "pro", credits: "5" } and positional ["abc"]. */
export function parseFlags(args: string[]): { flags: Record<string, string>; positional: string[] } {
	const flags: Record<string, string> = {};
	const positional: string[] = [];
	for (let i = 0; i < args.length; i++) {
		const arg = args[i];
		if (!arg.startsWith("--")) {
			positional.push(arg);
			continue;
		}
		const eq = arg.indexOf("=");
		if (eq > 0) flags[arg.slice(2, eq)] = arg.slice(eq + 1);
		else if (i + 1 < args.length && !args[i + 1].startsWith("--")) flags[arg.slice(2)] = args[++i];
		else flags[arg.slice(2)] = "true";
	}
	return { flags, positional };
}

/** What a command prints: its result as JSON, or as text. */
export function render(command: OperatorCommand, result: unknown, json: boolean): string {
	return json ? JSON.stringify(result, null, 2) : command.text(result).join("\n");
}
