import { accessSync, constants, readFileSync } from "node:fs";
import type * as Nats from "nats";
import type { ConnectionOptions } from "nats";

/**
 * The NATS bus is a trust boundary: whoever connects can call every action a service
 * would, and read what crosses the bus. Operator actions (billing.grant, keys.issue, …)
 * need the operator key besides (shared/operator-auth.ts).
 */
export type BusAuth =
	{ kind: "user"; user: string; password: string } | { kind: "token"; token: string } | { kind: "nkey"; seed: string } | { kind: "creds"; file: string };

export interface BusTls {
	caFile?: string;
	certFile?: string;
	keyFile?: string;
}

export interface BusConfig {
	/** host:port of every server */
	servers: string[];
	auth: BusAuth | null;
	/** null: plain TCP (unless the server demands TLS) */
	tls: BusTls | null;
}

export const NATS_VARIABLES = [
	"LEADMAP_NATS_USER",
	"LEADMAP_NATS_PASSWORD",
	"LEADMAP_NATS_TOKEN",
	"LEADMAP_NATS_NKEY_SEED",
	"LEADMAP_NATS_CREDS",
	"LEADMAP_NATS_TLS",
	"LEADMAP_NATS_TLS_CA",
	"LEADMAP_NATS_TLS_CERT",
	"LEADMAP_NATS_TLS_KEY",
] as const;

/** TRANSPORTER and LEADMAP_NATS_* as shared/config.ts validated them (blank: unset). */
export type BusVariables = Readonly<Partial<Record<"TRANSPORTER" | (typeof NATS_VARIABLES)[number], string>>>;

const NATS_SCHEMES = new Set(["nats:", "tls:"]);

function isNatsUrlList(transporter: string): boolean {
	return /^(nats|tls):\/\//i.test(transporter.trim());
}

interface ParsedServer {
	host: string;
	tls: boolean;
	/** the credentials the URL carries, decoded: user and password, or a token */
	auth: BusAuth | null;
}

function parseServer(raw: string): ParsedServer {
	// The messages never repeat the URL: it may carry the bus password.
	let url: URL;
	let user: string;
	let password: string;
	try {
		url = new URL(raw.trim());
		user = decodeURIComponent(url.username);
		password = decodeURIComponent(url.password);
	} catch {
		throw new Error("TRANSPORTER: an entry is not a valid nats:// URL");
	}
	if (!NATS_SCHEMES.has(url.protocol) || !url.hostname) throw new Error(`TRANSPORTER: ${url.protocol}//${url.host} is not a nats:// URL`);
	if (!user && password) throw new Error("TRANSPORTER: a password needs a user (nats://user:password@host)");
	const auth: BusAuth | null = password ? { kind: "user", user, password } : user ? { kind: "token", token: user } : null;
	return { host: `${url.hostname}:${url.port || 4222}`, tls: url.protocol === "tls:", auth };
}

/** One method at most: from the URL or from LEADMAP_NATS_*. */
function busAuth(env: BusVariables, urlAuth: BusAuth | null): BusAuth | null {
	const methods: BusAuth[] = urlAuth ? [urlAuth] : [];
	const user = env.LEADMAP_NATS_USER;
	const password = env.LEADMAP_NATS_PASSWORD;
	if (user || password) {
		if (!user || !password) throw new Error("LEADMAP_NATS_USER and LEADMAP_NATS_PASSWORD go together");
		methods.push({ kind: "user", user, password });
	}
	if (env.LEADMAP_NATS_TOKEN) methods.push({ kind: "token", token: env.LEADMAP_NATS_TOKEN });
	if (env.LEADMAP_NATS_NKEY_SEED) {
		const seed = env.LEADMAP_NATS_NKEY_SEED.trim();
		if (!/^SU[A-Z2-7]{56}$/.test(seed)) throw new Error("LEADMAP_NATS_NKEY_SEED must be a user NKey seed (SU… , 58 characters)");
		methods.push({ kind: "nkey", seed });
	}
	if (env.LEADMAP_NATS_CREDS) methods.push({ kind: "creds", file: env.LEADMAP_NATS_CREDS });
	if (methods.length > 1) {
		throw new Error(
			"NATS credentials are given more than once: use one of the URL's user:password or token, " +
				"LEADMAP_NATS_USER/PASSWORD, LEADMAP_NATS_TOKEN, LEADMAP_NATS_NKEY_SEED or LEADMAP_NATS_CREDS",
		);
	}
	return methods[0] ?? null;
}

function busTls(env: BusVariables, schemeAsksTls: boolean): BusTls | null {
	const flag = env.LEADMAP_NATS_TLS;
	if (flag !== undefined && flag !== "" && flag !== "0" && flag !== "1") throw new Error(`LEADMAP_NATS_TLS must be 0 or 1, got ${flag}`);
	const caFile = env.LEADMAP_NATS_TLS_CA || undefined;
	const certFile = env.LEADMAP_NATS_TLS_CERT || undefined;
	const keyFile = env.LEADMAP_NATS_TLS_KEY || undefined;
	if (Boolean(certFile) !== Boolean(keyFile)) throw new Error("LEADMAP_NATS_TLS_CERT and LEADMAP_NATS_TLS_KEY go together (a client certificate and its key)");
	const wanted = flag === "1" || schemeAsksTls || Boolean(caFile || certFile);
	if (!wanted) return null;
	if (flag === "0") throw new Error("LEADMAP_NATS_TLS=0 contradicts tls:// or the LEADMAP_NATS_TLS_* files");
	return { caFile, certFile, keyFile };
}

/**
 * The NATS bus from TRANSPORTER (`nats://[user:password@|token@]host:port`, comma-separated
 * for a cluster; `tls://` asks for TLS) and LEADMAP_NATS_*; null when TRANSPORTER is not NATS.
 * A contradictory or half-given setting throws: the process must not start on a guess.
 */
export function parseBusConfig(env: BusVariables): BusConfig | null {
	const transporter = env.TRANSPORTER?.trim() || "";
	const natsVariables = NATS_VARIABLES.filter((name) => env[name]);
	if (!transporter || !isNatsUrlList(transporter)) {
		if (natsVariables.length) throw new Error(`${natsVariables.join(", ")} configure a NATS bus, but TRANSPORTER is not a nats:// URL`);
		return null;
	}
	const servers = transporter
		.split(",")
		.filter((s) => s.trim())
		.map(parseServer);
	const credentials = new Set(servers.map((s) => JSON.stringify(s.auth)));
	if (credentials.size > 1) throw new Error("TRANSPORTER: every server URL must carry the same credentials");
	return {
		servers: servers.map((s) => s.host),
		auth: busAuth(env, servers[0].auth),
		tls: busTls(
			env,
			servers.some((s) => s.tls),
		),
	};
}

/** What the example files (k8s secret.example.env, docs/deployment.md's steps) put where a secret goes. */
const PLACEHOLDER = /CHANGE_ME/i;

/**
 * Why a production process (NODE_ENV=production) must not join this bus, or null: a bus
 * other than NATS, a NATS without credentials, or a password or token left as the examples' placeholder.
 */
export function productionBusProblem(transporter: string | null, bus: BusConfig | null): string | null {
	if (!transporter) return null;
	const production = "in production (NODE_ENV=production) a process joins only a NATS bus that demands credentials";
	if (!bus) return `TRANSPORTER is not a nats:// URL: ${production}`;
	if (!bus.auth) {
		return (
			`the bus has no credentials (TRANSPORTER carries none and no LEADMAP_NATS_* gives any): ${production}; ` +
			"set LEADMAP_NATS_USER and LEADMAP_NATS_PASSWORD (or a token, an NKey seed or a .creds file) as the NATS server expects them"
		);
	}
	const secret = bus.auth.kind === "user" ? bus.auth.password : bus.auth.kind === "token" ? bus.auth.token : "";
	if (PLACEHOLDER.test(secret)) {
		return (
			"the bus password is still the example's placeholder (CHANGE_ME): in production (NODE_ENV=production) a process refuses it; " +
			"generate one (openssl rand -hex 24) and give it to the NATS server and every Leadmap process"
		);
	}
	return null;
}

function readable(file: string, variable: string): string {
	try {
		accessSync(file, constants.R_OK);
	} catch {
		throw new Error(`${variable}: cannot read ${file}`);
	}
	return file;
}

/** Options for Moleculer's NATS transporter, which hands them to the nats client. */
export function natsConnectionOptions(bus: BusConfig): ConnectionOptions {
	const options: ConnectionOptions = { servers: bus.servers };
	const auth = bus.auth;
	if (auth?.kind === "user") Object.assign(options, { user: auth.user, pass: auth.password });
	else if (auth?.kind === "token") options.token = auth.token;
	// the nats client is loaded only where the bus needs its authenticators (Moleculer loads it for the transporter)
	else if (auth?.kind === "nkey") options.authenticator = (require("nats") as typeof Nats).nkeyAuthenticator(new TextEncoder().encode(auth.seed));
	else if (auth?.kind === "creds")
		options.authenticator = (require("nats") as typeof Nats).credsAuthenticator(readFileSync(readable(auth.file, "LEADMAP_NATS_CREDS")));
	if (bus.tls) {
		const { caFile, certFile, keyFile } = bus.tls;
		options.tls = {
			...(caFile && { caFile: readable(caFile, "LEADMAP_NATS_TLS_CA") }),
			...(certFile && { certFile: readable(certFile, "LEADMAP_NATS_TLS_CERT") }),
			...(keyFile && { keyFile: readable(keyFile, "LEADMAP_NATS_TLS_KEY") }),
		};
	}
	return options;
}
