import { loadConfig } from "../shared/config";
import { OPERATOR_COMMANDS, parseFlags } from "../shared/operators";
import { createRuntime } from "../shared/runtime";

interface ReplParams { rawCommand: string }

/** `accounts:create --name "Acme Inc" --plan pro` → ["--name", "Acme Inc", "--plan", "pro"] */
function tokensOf(rawCommand: string): string[] {
	const tokens = rawCommand.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
	return tokens.slice(1).map((t) => t.replace(/^(["'])(.*)\1$/, "$2"));
}

/** The broker with moleculer-repl and the operator commands as custom REPL commands. */
async function main(): Promise<void> {
	const config = loadConfig();
	const replCommands = Object.entries(OPERATOR_COMMANDS).map(([name, command]) => ({
		command: `${name} [args...]`,
		description: command.usage,
		allowUnknownOptions: true,
		async action(broker: import("moleculer").ServiceBroker, params: ReplParams) {
			try {
				for (const line of await command.run(broker, parseFlags(tokensOf(params.rawCommand)))) console.log(line);
			} catch (err) {
				console.error(err instanceof Error ? err.message : err);
			}
		},
	}));
	const runtime = await createRuntime(config.services, { replCommands } as Record<string, unknown>);
	for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => runtime.stop().then(() => process.exit(0)));
	await runtime.broker.start();
	await runtime.broker.repl();
}

main().catch((err) => {
	console.error(err instanceof Error ? err.message : err);
	process.exit(1);
});
