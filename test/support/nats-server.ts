import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../bin/embedded-postgres";
import { acceptsConnections } from "../../shared/net/port";

const NATS_SERVER = process.env.LEADMAP_TEST_NATS_SERVER || "/usr/sbin/nats-server";

export interface TestNatsServer {
	/** host:port */
	address: string;
	/** the directory of its configuration, for certificate files a test writes */
	dir: string;
	stop(): Promise<void>;
}

/**
 * A nats-server of this test's own on a free port, with the given configuration
 * blocks (authorization, tls, ...). Stopped by its process id.
 */
export async function startNatsServer(configuration: string, files: Record<string, string> = {}): Promise<TestNatsServer> {
	const dir = mkdtempSync(path.join(os.tmpdir(), "leadmap-nats-"));
	for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
	const port = await freePort();
	const configFile = path.join(dir, "nats.conf");
	writeFileSync(configFile, `listen: "127.0.0.1:${port}"\n${configuration}\n`);
	const child: ChildProcess = spawn(NATS_SERVER, ["-c", configFile], { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
	let stderr = "";
	child.stderr!.on("data", (chunk) => (stderr += chunk));
	const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
	for (;;) {
		if (child.exitCode !== null) throw new Error(`nats-server exited: ${stderr}`);
		if (await acceptsConnections(port)) break;
		await new Promise((r) => setTimeout(r, 50));
	}
	return {
		address: `127.0.0.1:${port}`,
		dir,
		async stop() {
			if (child.exitCode === null) child.kill("SIGTERM");
			await exited;
			rmSync(dir, { recursive: true, force: true });
		},
	};
}
