import { ServiceUnavailableError, startOperatorClient } from "./operators/client";
import { OPERATOR_COMMANDS, parseCommandLine, render, usageText, UsageError, type CommandLine } from "./operators";

/**
 * Operator CLI. The command line is checked first, whole (`--help`, an unknown command, a
 * flag or argument unknown, missing or malformed do nothing else); then the command runs through an operator client: over the
 * bus when a transporter is set (this process serves nothing), else with the services it
 * needs in this process, without background work, on the same database the service uses.
 * Results go to stdout; logs and errors to stderr. Exit 0 done, 1 failed, 2 mistyped.
 */
async function main(): Promise<number> {
	let line: CommandLine;
	try {
		line = parseCommandLine(process.argv.slice(2));
	} catch (err) {
		if (!(err instanceof UsageError)) throw err;
		console.error(`${err.message}\n${usageText(OPERATOR_COMMANDS[process.argv[2]] ?? null)}`);
		return 2;
	}
	if (line.help) {
		process.stdout.write(usageText(line.command) + "\n");
		return line.command || process.argv.length > 2 ? 0 : 2;
	}
	process.env.LOG_LEVEL ??= "warn";
	// A client never serves: no metrics or health port beside the node it runs next to.
	process.env.LEADMAP_METRICS_PORT = "0";
	// Whatever logs through the console (Moleculer's logger, a library) writes to stderr: stdout is for results.
	console.log = console.info = console.debug = console.error;
	const client = await startOperatorClient(line.command.services, `cli-${process.pid}`);
	for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void client.stop().then(() => process.exit(130)));
	try {
		await client.ready(line.command.services);
		const result = await line.command.run(client.broker, line.params);
		process.stdout.write(render(line.command, result, line.json) + "\n");
		return 0;
	} catch (err) {
		if (err instanceof ServiceUnavailableError) {
			console.error(err.message);
			return 1;
		}
		throw err;
	} finally {
		await client.stop();
	}
}

main().then(
	(code) => process.exit(code),
	(err) => {
		const type = (err as { type?: string })?.type;
		console.error(err instanceof Error ? `${type ? `${type}: ` : ""}${err.message}` : err);
		process.exit(1);
	},
);
