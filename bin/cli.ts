import { OPERATOR_COMMANDS, parseFlags } from "./operators";
import { createRuntime } from "./runtime";

/**
 * Operator CLI. Runs the keys and billing services in its own broker (never the
 * gateway), on the same database the service uses: with the embedded default it
 * joins the server a running service started in LEADMAP_DATA_DIR, or starts it.
 */
async function main(): Promise<number> {
	const [name, ...rest] = process.argv.slice(2);
	const command = name ? OPERATOR_COMMANDS[name] : undefined;
	if (!command) {
		console.error(`usage: npm run cli -- <command>\n${Object.values(OPERATOR_COMMANDS).map((c) => "  " + c.usage).join("\n")}`);
		return 2;
	}
	const flags = parseFlags(rest);
	process.env.LOG_LEVEL ??= "warn";
	const runtime = await createRuntime(["keys", "billing"], { nodeID: `cli-${process.pid}` });
	for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => runtime.stop().then(() => process.exit(130)));
	try {
		await runtime.broker.start();
		for (const line of await command.run(runtime.broker, flags)) console.log(line);
		return 0;
	} finally {
		await runtime.stop();
	}
}

main().then((code) => process.exit(code), (err) => {
	console.error(err instanceof Error ? err.message : err);
	process.exit(1);
});
