import { parseCommandLine, usageText, UsageError, type CommandLine } from "./operators";
import { createRuntime } from "./runtime";

/**
 * Operator CLI. The command line is checked first (`--help`, unknown commands and flags
 * do nothing else); then it runs the keys and billing services in its own broker (never
 * the gateway), on the same database the service uses: with the embedded default it
 * joins the server a running service started in LEADMAP_DATA_DIR, or starts it.
 */
async function main(): Promise<number> {
	let line: CommandLine;
	try {
		line = parseCommandLine(process.argv.slice(2));
	} catch (err) {
		if (!(err instanceof UsageError)) throw err;
		console.error(`${err.message}\n${usageText(null)}`);
		return 2;
	}
	if (line.help) {
		console.log(usageText(line.command));
		return line.command || process.argv.length > 2 ? 0 : 2;
	}
	process.env.LOG_LEVEL ??= "warn";
	const runtime = await createRuntime(["keys", "billing"], { nodeID: `cli-${process.pid}` });
	for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => runtime.stop().then(() => process.exit(130)));
	try {
		await runtime.broker.start();
		for (const out of await line.command.run(runtime.broker, line.flags)) console.log(out);
		return 0;
	} catch (err) {
		if (!(err instanceof UsageError)) throw err;
		console.error(`${err.message}\n${usageText(line.command)}`);
		return 2;
	} finally {
		await runtime.stop();
	}
}

main().then((code) => process.exit(code), (err) => {
	console.error(err instanceof Error ? err.message : err);
	process.exit(1);
});
