import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../shared/embedded-postgres";

const NATS_SERVER = process.env.LEADMAP_TEST_NATS_SERVER || "/usr/sbin/nats-server";

export interface TestNatsServer {
	/** host:port */
	address: string;
	/** the directory of its configuration, for certificate files a test writes */
	dir: string;
	stop(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = net.connect(port, "127.0.0.1");
		socket.once("connect", () => {
			socket.destroy();
			resolve(true);
		});
		socket.once("error", () => resolve(false));
	});
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
		if (await accepts(port)) break;
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
