import { loadConfig } from "../shared/config";
import { OPERATOR_COMMANDS, refuseUnknownFlags } from "./operators";
import { createRuntime } from "./runtime";

interface ReplParams { options: Record<string, unknown> }

/** moleculer-repl parses `--name "Acme Inc" --per-minute 5` into options (camelCased); back to CLI flags. */
function flagsOf(options: Record<string, unknown>): Record<string, string> {
	return Object.fromEntries(Object.entries(options)
		.filter(([, v]) => v !== undefined)
		.map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), String(v)]));
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
				const flags = flagsOf(params.options ?? {});
				refuseUnknownFlags(name, command, flags);
				for (const line of await command.run(broker, flags)) console.log(line);
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
