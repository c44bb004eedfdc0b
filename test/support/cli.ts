import { spawn } from "node:child_process";
import path from "node:path";
import { DIST, ensureBuilt } from "./compiled";

const ROOT = path.resolve(__dirname, "..", "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
/**
 * The service as `npm start` runs it: one node process with tsx as its loader (`node --import tsx`), so a
 * SIGTERM reaches the service's own handler. Through tsx's CLI it would be relayed, and tsx kills a child
 * that does not acknowledge the signal within 30 ms, which a busy machine misses.
 */
export const START_COMMAND: readonly [string, readonly string[]] = [process.execPath, ["--import", "tsx", "bin/start.ts"]];

/** The compiled CLI, as the image and k8s/leadmap-cli's pod run it (`node dist/bin/cli.js`). */
const COMPILED_CLI = path.join(DIST, "bin", "cli.js");

export interface CliRun {
	code: number | null;
	stdout: string;
	stderr: string;
}

function run(command: string, args: string[], env: Record<string, string>): Promise<CliRun> {
	return new Promise((resolve) => {
		const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env } });
		let stdout = "";
		let stderr = "";
		child.stdout.on("data", (d) => (stdout += d));
		child.stderr.on("data", (d) => (stderr += d));
		child.on("close", (code) => resolve({ code, stdout, stderr }));
	});
}

/**
 * The operator CLI as the image runs it: `node dist/bin/cli.js <args>`, a process of its own, with
 * `env` over this one's. The compiled code (built once per test run) starts in a fraction of the
 * CPU tsx needs to compile the sources on every start, which adds up over the tests' many runs.
 */
/**
 * A file's first hook, before it starts anything: builds the compiled CLI if the run has not yet
 * (minutes on a loaded machine), so no test's time and no running app wait for it.
 */
export function buildCliFirst(): void {
	beforeAll(() => ensureBuilt(), 300_000);
}

export async function cli(args: string[], env: Record<string, string>): Promise<CliRun> {
	await ensureBuilt();
	return run(process.execPath, [COMPILED_CLI, ...args], env);
}

/** `npm run cli -- <args>` as an operator runs it from a checkout: the sources, through tsx. */
export function cliFromSources(args: string[], env: Record<string, string>): Promise<CliRun> {
	return run(TSX, ["bin/cli.ts", ...args], env);
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
		child.stdout.on("data", (d) => {
			stdout += d;
			feed();
		});
		child.stderr.on("data", (d) => {
			stderr += d;
			feed();
		});
		child.on("close", (code) => resolve({ code, stdout, stderr }));
	});
}
