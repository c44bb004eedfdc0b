import { existsSync, renameSync, writeFileSync } from "node:fs";
import { call } from "../shared/bus";
import path from "node:path";
import { loadConfig } from "../shared/config";
import { operatorMeta } from "../shared/operator-auth";
import { createRuntime, type Runtime } from "./runtime";

/** Embedded first start: one account and its key, printed once and kept in `<data dir>/first-api-key` (0600). */
async function bootstrapFirstAccount(runtime: Runtime, dataDir: string): Promise<void> {
	const file = path.join(dataDir, "first-api-key");
	// Operator actions, signed with the key this single process generated (or was given).
	const accounts = await call(runtime.broker, "keys.countAccounts", undefined, { meta: operatorMeta("keys.countAccounts", undefined) });
	if (accounts > 0) {
		if (existsSync(file)) runtime.broker.logger.info(`The first API key is in ${file}`);
		return;
	}
	const first = { name: "first account", plan: "pro", accessStatus: "active" } as const;
	const { accountId, key } = await call(runtime.broker, "keys.createAccount", first, { meta: operatorMeta("keys.createAccount", first) });
	process.stdout.write(`\nFirst account ${accountId} created. Its API key (shown once, also in ${file}):\n${key}\n\n`);
	// Printed first, then the file, written whole or not at all: a script waiting for the file never reads half a key.
	const partial = `${file}.${process.pid}.tmp`;
	writeFileSync(partial, key + "\n", { mode: 0o600 });
	renameSync(partial, file);
}

async function main(): Promise<void> {
	const config = loadConfig();
	// This process handles the signals itself: Moleculer's own handlers would exit before the runtime closes.
	const runtime = await createRuntime(config.services, { skipProcessEventRegistration: true }, { serveProbes: true });
	const shutdown = (signal: string) => {
		runtime.broker.logger.info(`${signal}: stopping`);
		runtime.stop().then(
			() => process.exit(0),
			() => process.exit(1),
		);
	};
	process.once("SIGINT", () => shutdown("SIGINT"));
	process.once("SIGTERM", () => shutdown("SIGTERM"));
	await runtime.broker.start();
	if (runtime.embedded && runtime.broker.getLocalService("keys")) await bootstrapFirstAccount(runtime, config.dataDir);
	if (runtime.broker.getLocalService("gateway")) runtime.broker.logger.info(`Leadmap API on http://127.0.0.1:${config.port}/v1`);
}

main().catch((err) => {
	console.error("Leadmap failed to start:", err instanceof Error ? err.message : err);
	process.exit(1);
});
