import os from "node:os";
import type { BrokerOptions, ServiceBroker } from "moleculer";
import { loadConfig } from "../shared/config";
import { closeDatabase } from "../shared/db";
import { acceptsConnections } from "../shared/net/port";
import { loadOperatorKey } from "../shared/operator-auth";
import { OPERATOR_COMMANDS, OPERATOR_SERVICES, parseCommandLine, render, usageText, UsageError } from "./operators";
import { startOperatorClient, type OperatorClient } from "./operators/client";
import type { Runtime } from "./runtime";

/** What moleculer-repl hands a custom command whose `parse` keeps commander's raw tokens. */
interface ReplParams {
	argv: string[];
}

/** The operator commands as REPL commands: the same parsing, checks and output as the CLI (`--json` too). */
function replCommands(client: () => Pick<OperatorClient, "ready">) {
	return Object.entries(OPERATOR_COMMANDS).map(([name, command]) => ({
		command: `${name} [args...]`,
		description: command.usage,
		allowUnknownOptions: true,
		parse(this: unknown, cmd: { args: string[]; params?: ReplParams }) {
			cmd.params = { argv: cmd.args };
		},
		async action(broker: ServiceBroker, params: ReplParams) {
			try {
				const line = parseCommandLine([name, ...(params.argv ?? [])]);
				if (line.help) return console.log(usageText(command, ""));
				await client().ready(command.services);
				console.log(render(command, await line.command.run(broker, line.params), line.json));
			} catch (err) {
				if (err instanceof UsageError) console.error(`${err.message}\n${usageText(command, "")}`);
				else console.error(err instanceof Error ? `${(err as { type?: string }).type ?? "error"}: ${err.message}` : err);
			}
		},
	}));
}

/**
 * `npm run repl`, in one of three ways:
 * - with a transporter: a client node on the running system's bus (no services, no port, no claims);
 * - without one, when a trial already listens on PORT: an operator console on its database (the
 *   services the commands need, no gateway, no background work), saying so;
 * - without one otherwise: the single-process trial itself (every service, as `npm start`) with the REPL attached.
 * Each way, the operator commands and `call` sign the operator actions they call (shared/operator-auth.ts).
 */
async function main(): Promise<void> {
	const config = loadConfig();
	let client: Pick<OperatorClient, "ready"> = { ready: async () => undefined };
	// Cast: Moleculer's typings of a custom command miss moleculer-repl's: `allowUnknownOptions`, and the params `parse` makes.
	const replOptions = { customCommands: replCommands(() => client) } as unknown as BrokerOptions["replOptions"];
	const options: Partial<BrokerOptions> = { replOptions };
	const nodeID = `repl-${os.hostname()}-${process.pid}`;
	let broker: ServiceBroker;
	if (config.transporter || config.bus) {
		process.env.LEADMAP_METRICS_PORT = "0";
		const joined = await startOperatorClient([], nodeID, options);
		client = joined;
		broker = joined.broker;
		console.error(`joined the bus as client node ${nodeID}: it serves nothing; the operator commands call the running services`);
	} else {
		const runsGateway = !config.services || config.services.includes("gateway");
		let runtime: Runtime | null = null;
		// Moleculer-repl stops the broker on Ctrl-D and exits: the database connections and an embedded server go with it.
		const stopped = async () => {
			await closeDatabase();
			if (runtime?.embedded?.owned) await runtime.embedded.stop();
		};
		if (runsGateway && (await acceptsConnections(config.port))) {
			process.env.LEADMAP_METRICS_PORT = "0";
			console.error(
				`A Leadmap trial (or something else) already listens on port ${config.port}: this REPL does not start a second one. ` +
					`It runs as an operator console on the same database (${config.databaseUrl ? "DATABASE_URL" : `embedded, ${config.dataDir}`}): ` +
					"the operator commands work, nothing is served and nothing runs in the background. " +
					"To run the trial inside the REPL, stop it and run `npm run repl` again.",
			);
			const console_ = await startOperatorClient(OPERATOR_SERVICES, nodeID, { ...options, stopped });
			broker = console_.broker;
		} else {
			const { createRuntime } = await import("./runtime");
			runtime = await createRuntime(
				config.services,
				{ ...options, nodeID, stopped },
				{ operatorKey: loadOperatorKey(config, "the REPL signs its operator calls with it") },
			);
			broker = runtime.broker;
			await broker.start();
		}
	}
	for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void broker.stop().then(() => process.exit(0)));
	broker.repl();
}

main().catch((err) => {
	console.error(err instanceof Error ? err.message : err);
	process.exit(1);
});
