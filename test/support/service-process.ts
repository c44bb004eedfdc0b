import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** Polls /health until the service started as `child` answers; fails at once if it exits. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 45_000): Promise<void> {
	const end = Date.now() + timeoutMs;
	while (Date.now() < end) {
		if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`);
		try {
			if ((await fetch(`${url}/health`)).ok) return;
		} catch {
			// not listening yet
		}
		await new Promise((r) => setTimeout(r, 200));
	}
	throw new Error("the service did not answer /health");
}

/** PostgreSQL removes its pid file as it exits; give it a moment after our process has gone. */
export async function serverGone(clusterDir: string): Promise<boolean> {
	const pidFile = path.join(clusterDir, "postmaster.pid");
	for (let i = 0; i < 100 && existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 50));
	return !existsSync(pidFile);
}
