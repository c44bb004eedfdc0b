import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..", "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

export interface CliRun { code: number | null; stdout: string; stderr: string }

/** `npm run cli -- <args>` as an operator runs it: a process of its own, with `env` over this one's. */
export function cli(args: string[], env: Record<string, string>): Promise<CliRun> {
	return new Promise((resolve) => {
		const child = spawn(TSX, ["bin/cli.ts", ...args], { cwd: ROOT, env: { ...process.env, ...env } });
		let stdout = "";
		let stderr = "";
		child.stdout.on("data", (d) => (stdout += d));
		child.stderr.on("data", (d) => (stderr += d));
		child.on("close", (code) => resolve({ code, stdout, stderr }));
	});
}

/** The command's --json result; a failure shows what the CLI said. */
export function json(run: CliRun): any {
	if (run.code !== 0) throw new Error(`exit ${run.code}: ${run.stderr}`);
	return JSON.parse(run.stdout);
}

/**
 * `npm run repl` fed `lines` one at a time, each once the output so far shows `ready` (the
 * previous answer); stdin then closes, which ends the REPL. Answers the whole output.
 */
export function repl(lines: string[], ready: RegExp[], env: Record<string, string>): Promise<CliRun> {
	return new Promise((resolve) => {
		const child = spawn(TSX, ["bin/repl.ts"], { cwd: ROOT, env: { ...process.env, ...env } });
		let stdout = "";
		let stderr = "";
		let next = 0;
		const feed = () => {
			while (next < lines.length && ready[next].test(stdout + stderr)) child.stdin.write(lines[next++] + "\n");
			if (next === lines.length && ready[next]?.test(stdout + stderr) !== false) {
				next++;
				child.stdin.end();
			}
		};
		child.stdout.on("data", (d) => { stdout += d; feed(); });
		child.stderr.on("data", (d) => { stderr += d; feed(); });
		child.on("close", (code) => resolve({ code, stdout, stderr }));
	});
}
