import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { Client } from "pg";
import { placeServer, serverBinaries, type Binaries, type Placement } from "./embedded-postgres-placement";

export interface EmbeddedDatabase {
	url: string;
	/** true when this process started the server and must stop it */
	owned: boolean;
	/** the PostgreSQL data directory: `<data dir>/postgres`, or elsewhere when root had to move it */
	clusterDir: string;
	stop(): Promise<void>;
}

const DATABASE = "leadmap";
/** The server's messages are matched below: keep them in English. */
const MESSAGES_LOCALE = "C";

export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const srv = net.createServer();
		srv.unref();
		srv.on("error", reject);
		srv.listen(0, "127.0.0.1", () => {
			const { port } = srv.address() as net.AddressInfo;
			srv.close(() => resolve(port));
		});
	});
}

function readOrCreatePassword(dataDir: string): string {
	const file = path.join(dataDir, "postgres-password");
	if (existsSync(file)) return readFileSync(file, "utf8").trim();
	const password = randomBytes(18).toString("base64url");
	writeFileSync(file, password + "\n", { mode: 0o600 });
	return password;
}

/** The port of a server already running on this cluster (its postmaster.pid says so), if it answers. */
async function runningServerPort(clusterDir: string, password: string): Promise<number | null> {
	const pidFile = path.join(clusterDir, "postmaster.pid");
	if (!existsSync(pidFile)) return null;
	const lines = readFileSync(pidFile, "utf8").split("\n");
	const pid = Number(lines[0]);
	const port = Number(lines[3]);
	try {
		process.kill(pid, 0);
	} catch {
		return null;
	}
	const client = new Client({ host: "127.0.0.1", port, user: "postgres", password, database: "postgres" });
	try {
		await client.connect();
		return port;
	} catch {
		return null;
	} finally {
		await client.end().catch(() => undefined);
	}
}

async function ensureDatabase(port: number, password: string, name: string): Promise<void> {
	const client = new Client({ host: "127.0.0.1", port, user: "postgres", password, database: "postgres" });
	await client.connect();
	try {
		const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
		if (!exists.rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
	} finally {
		await client.end();
	}
}

function spawnServerProgram(file: string, args: string[], placement: Placement): ChildProcess {
	const ids = placement.account ? { uid: placement.account.uid, gid: placement.account.gid } : {};
	return spawn(file, args, { ...ids, env: { ...process.env, LC_MESSAGES: MESSAGES_LOCALE }, stdio: ["ignore", "pipe", "pipe"] });
}

function spawnFailure(file: string, placement: Placement, err: Error): Error {
	const who = placement.account ? `user ${placement.account.name}` : "this user";
	return new Error(`cannot run ${file} as ${who}: ${err.message}`);
}

/** initdb reads the superuser's password from a file the server's user can read, removed right after. */
async function initCluster(binaries: Binaries, placement: Placement, password: string): Promise<void> {
	const { clusterDir, account } = placement;
	const scratch = mkdtempSync(path.join(path.dirname(clusterDir), ".initdb-"));
	const passwordFile = path.join(scratch, "password");
	writeFileSync(passwordFile, password + "\n", { mode: 0o600 });
	if (account) for (const file of [scratch, passwordFile]) chownSync(file, account.uid, account.gid);
	const args = [`--pgdata=${clusterDir}`, "--auth=password", "--username=postgres", `--pwfile=${passwordFile}`, `--lc-messages=${MESSAGES_LOCALE}`];
	try {
		await new Promise<void>((resolve, reject) => {
			const child = spawnServerProgram(binaries.initdb, args, placement);
			let output = "";
			child.stdout!.on("data", (d) => (output += d));
			child.stderr!.on("data", (d) => (output += d));
			child.on("error", (err) => reject(spawnFailure(binaries.initdb, placement, err)));
			child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`initdb failed (exit ${code}): ${output.trim()}`))));
		});
	} finally {
		rmSync(scratch, { recursive: true, force: true });
	}
}

/** Resolves once the server accepts connections; its output is kept only to explain a failed start. */
function startServer(binaries: Binaries, placement: Placement, port: number): Promise<() => Promise<void>> {
	const args = ["-D", placement.clusterDir, "-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"];
	return new Promise((resolve, reject) => {
		const child = spawnServerProgram(binaries.postgres, args, placement);
		const exited = new Promise<void>((r) => child.once("exit", () => r()));
		// A process that exits without stopping it (process.exit after a failed start) still stops its server.
		const stopOnExit = () => child.kill("SIGINT");
		process.once("exit", stopOnExit);
		child.once("close", () => process.removeListener("exit", stopOnExit));
		let output: string | null = "";
		child.stdout!.resume();
		child.stderr!.on("data", (d) => {
			if (output === null) return;
			output += d;
			if (!output.includes("database system is ready to accept connections")) return;
			output = null;
			resolve(async () => {
				if (child.exitCode === null && child.signalCode === null) child.kill("SIGINT");
				await exited;
			});
		});
		child.on("error", (err) => reject(spawnFailure(binaries.postgres, placement, err)));
		child.on("close", (code) => reject(new Error(`PostgreSQL exited at start (exit ${code}): ${(output ?? "").trim()}`)));
	});
}

/**
 * Starts (or joins) the PostgreSQL server of this data dir: real PostgreSQL binaries
 * from the npm registry on a free local port, so a newcomer needs no server and
 * 5432 may stay taken. `log` hears where the cluster is and as whom it runs.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void = () => undefined): Promise<EmbeddedDatabase> {
	mkdirSync(dataDir, { recursive: true, mode: 0o755 });
	const password = readOrCreatePassword(dataDir);
	const urlFor = (port: number) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
	const placement = placeServer(dataDir);
	const { clusterDir } = placement;

	const runningPort = await runningServerPort(clusterDir, password);
	if (runningPort) {
		await ensureDatabase(runningPort, password, DATABASE);
		return { url: urlFor(runningPort), owned: false, clusterDir, stop: async () => undefined };
	}

	const binaries = serverBinaries(placement);
	for (const note of placement.notes) log(note);
	if (!existsSync(path.join(clusterDir, "PG_VERSION"))) await initCluster(binaries, placement, password);
	const port = await freePort();
	const stop = await startServer(binaries, placement, port);
	log(`listening on 127.0.0.1:${port}, cluster in ${clusterDir}`);
	try {
		await ensureDatabase(port, password, DATABASE);
	} catch (err) {
		await stop();
		throw err;
	}
	return { url: urlFor(port), owned: true, clusterDir, stop };
}
