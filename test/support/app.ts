import { NATS_VARIABLES } from "../../shared/bus-config";
import { randomBytes } from "node:crypto";
import { appendFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { ServiceBroker, type Middleware, type ServiceSchema } from "moleculer";
import { Client } from "pg";
import type { DestinationStream } from "pino";
import { brokerOptions } from "../../moleculer.config";
import { loadConfig } from "../../shared/config";
import { loggerOptions } from "../../shared/logging";
import { closeDatabase } from "../../shared/db";
import { loadOperatorKey, operatorMeta } from "../../shared/operator-auth";
import type { CreateAccountParams, CreateAccountResult } from "../../services/keys/keys.contract";
import { SERVICE_SCHEMAS } from "../../bin/services";
import { startNodeMetricsServer } from "../../bin/runtime";
import { prometheusMetrics } from "../../shared/metrics";
import { startSimulatorDns } from "../../sandbox/dns";
import { createSimulatorServer, type SimulatorServer } from "../../sandbox/server";
import { startSimulatorSmtp } from "../../sandbox/smtp";
import { assertDocumented } from "./openapi-validator";

export const SERVICES_MODE = process.env.LEADMAP_TEST_MODE === "services";
/** Encrypts webhook secrets; one per test file, so an app restarted on the same database still opens them. */
export const TEST_SECRET_KEY = randomBytes(32).toString("base64");
/** Signs operator calls (LEADMAP_OPERATOR_KEY): `app.call` and `app.createAccount` sign theirs, as the CLI does; CLIs the tests spawn inherit it. */
export const TEST_OPERATOR_KEY = randomBytes(32).toString("base64");

export interface TestApp {
	/** the provider simulator, when started with `simulator: true` */
	simulator: SimulatorServer | null;
	url: string;
	/** every gateway's base URL (several only in services mode with several gateway groups) */
	urls: string[];
	brokers: ServiceBroker[];
	/** with `probes: true`: each broker's /metrics, /live and /ready server, in the order of `brokers` */
	probeUrls: string[];
	/** the broker that runs the given service */
	brokerOf(service: string): ServiceBroker;
	/** a call as the operator makes it: signed with the operator key (ignored by an action that is not an operator action) */
	call<T = unknown>(action: string, params?: unknown, meta?: Record<string, unknown>): Promise<T>;
	createAccount(params?: Partial<CreateAccountParams>): Promise<CreateAccountResult>;
	databaseUrl: string;
	/** a query straight to this app's database, for what the API does not show */
	sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
	stop(): Promise<void>;
}

/**
 * A fresh database on the test server, for one test file: empty, or (`migrated`) a copy of the run's
 * template that global setup migrated once, so a file's app finds its schema up to date instead of
 * running every migration again (tests of migrating itself ask for an empty one).
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<string> {
	const admin = process.env.LEADMAP_TEST_PG_ADMIN_URL;
	if (!admin) throw new Error("LEADMAP_TEST_PG_ADMIN_URL is not set: run the tests through jest's globalSetup");
	const name = `lm_test_${randomBytes(6).toString("hex")}`;
	const template = options.migrated ? process.env.LEADMAP_TEST_TEMPLATE_DB : undefined;
	const client = new Client({ connectionString: admin });
	await client.connect();
	try {
		await createDatabase(client, name, template);
	} finally {
		await client.end();
	}
	// global teardown drops every database of the run
	if (process.env.LEADMAP_TEST_DB_LOG) appendFileSync(process.env.LEADMAP_TEST_DB_LOG, name + "\n");
	const url = new URL(admin);
	url.pathname = `/${name}`;
	return url.toString();
}

/** Copies from a template may meet one another's brief hold on it (55006): they wait their turn. */
async function createDatabase(client: Client, name: string, template: string | undefined): Promise<void> {
	for (let attempt = 1; ; attempt++) {
		try {
			await client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
			return;
		} catch (err) {
			if ((err as { code?: string }).code !== "55006" || attempt >= 50) throw err;
			await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
		}
	}
}

/** One query on a connection of its own, for what the API does not show. */
export async function queryDatabase<T = any>(databaseUrl: string, text: string, params: unknown[] = []): Promise<T[]> {
	const client = new Client({ connectionString: databaseUrl });
	await client.connect();
	try {
		return (await client.query(text, params)).rows;
	} finally {
		await client.end();
	}
}

export interface StartOptions {
	/** service groups: one broker each in services mode; ignored (one broker) otherwise */
	groups?: string[][];
	env?: Record<string, string>;
	extraSchemas?: ServiceSchema[];
	/** broker middlewares added to every broker, after the project's own (e.g. to count calls) */
	middlewares?: Middleware[];
	/** start the provider simulator and point the providers at it */
	simulator?: boolean;
	/** with the simulator: its merchant websites, DNS and SMTP peers, for enrichment */
	sites?: boolean;
	/** a NATS URL: the groups run as separate brokers over it even outside services mode */
	transporter?: string;
	/** metrics on, and each broker's /metrics, /live and /ready server on a port of its own (as each process has) */
	probes?: boolean;
	/** where every broker's log lines go instead of stdout (the logger LOG_LEVEL and LEADMAP_LOG_FORMAT configure) */
	logTo?: DestinationStream;
}

const PER_APP_ENV = [
	"LEADMAP_DNS_SERVERS",
	"LEADMAP_SMTP_PORT",
	"LEADMAP_ALLOW_PRIVATE_TARGETS",
	"LEADMAP_SMTP_RETRY_DELAY_MS",
	"LEADMAP_ENRICH_HOST_DELAY_MS",
	"LEADMAP_ENRICH_TIMEOUT_MS",
	"LEADMAP_ENRICH_LEAD_BUDGET_MS",
	"LEADMAP_EXTRA_CA_CERTS",
	"GOOGLE_PLACES_API_KEY",
	"PROXY_URLS",
	"LEADMAP_AUTH_CACHE_ENTRIES",
	...NATS_VARIABLES,
	"LEADMAP_CORS_ORIGINS",
];

export const ALL_GROUPS = [
	["gateway"],
	["keys", "billing", "idempotency", "webhooks", "monitors", "watches"],
	["searches", "dataset", "leads", "exports", "runs", "analysis"],
	["scraper-google", "scraper-bing", "scraper-apple", "enrichment"],
];
const DEFAULT_GROUPS = [["gateway"], ["keys", "idempotency"], ["billing"]];

/**
 * Starts the real services with a gateway on an ephemeral port. In services mode
 * every group is its own broker over NATS (a namespace per test file), with Redis
 * for the rate limits, exactly as separate processes would be.
 */
export async function startApp(options: StartOptions = {}): Promise<TestApp> {
	const databaseUrl = process.env.DATABASE_URL && options.env?.KEEP_DB ? process.env.DATABASE_URL : await createTestDatabase({ migrated: true });
	const namespace = `t${randomBytes(5).toString("hex")}`;
	// What an earlier test file of this worker may have set must not reach this one.
	for (const name of PER_APP_ENV) delete process.env[name];
	Object.assign(
		process.env,
		{
			DATABASE_URL: databaseUrl,
			PORT: "0",
			HOST: "127.0.0.1",
			LOG_LEVEL: process.env.LEADMAP_TEST_LOG ?? "none",
			LEADMAP_NAMESPACE: namespace,
			LEADMAP_REDIS_PREFIX: `${namespace}:`,
			LEADMAP_DB_POOL: "4",
			// A loaded CI machine may keep a connection busy for seconds; tests of the 503 set their own.
			LEADMAP_DB_ACQUIRE_TIMEOUT_MS: "20000",
			LEADMAP_JOB_LEASE_MS: "3000",
			LEADMAP_SCRAPER_POLL_MS: "300",
			LEADMAP_JOB_POLL_MS: "300",
			LEADMAP_PROVIDER_BACKOFF_MS: "20",
			LEADMAP_PROVIDER_BACKOFF_MAX_MS: "200",
			LEADMAP_PROVIDER_TIMEOUT_MS: "3000",
			LEADMAP_SECRET_KEY: TEST_SECRET_KEY,
			LEADMAP_OPERATOR_KEY: TEST_OPERATOR_KEY,
		},
		options.env,
	);
	let simulator: SimulatorServer | null = null;
	const peers: { close(): Promise<void> }[] = [];
	if (options.simulator) {
		simulator = createSimulatorServer(options.sites ? { merchantSites: { zone: "sites.leadmap.test", slowMs: 1_500 } } : {});
		const base = await simulator.listenOn(0, "127.0.0.1");
		if (options.sites && simulator.sites) {
			const dns = await startSimulatorDns({ sites: simulator.sites });
			const smtp = await startSimulatorSmtp({ sites: simulator.sites });
			peers.push(dns, smtp);
			Object.assign(process.env, {
				LEADMAP_DNS_SERVERS: dns.server,
				LEADMAP_SMTP_PORT: String(smtp.port),
				LEADMAP_ALLOW_PRIVATE_TARGETS: "1",
				LEADMAP_SMTP_RETRY_DELAY_MS: "200",
				LEADMAP_ENRICH_HOST_DELAY_MS: "20",
				LEADMAP_ENRICH_TIMEOUT_MS: "2000",
			});
		}
		process.env.LEADMAP_GOOGLE_URL = `${base}/search`;
		process.env.LEADMAP_GOOGLE_PLACES_URL = base;
		process.env.LEADMAP_BING_URL = base;
		process.env.LEADMAP_APPLE_URL = base;
		process.env.APPLE_MAPS_JWT ??= "sandbox";
	}
	if (SERVICES_MODE) process.env.REDIS_URL = process.env.LEADMAP_TEST_REDIS_URL;
	else delete process.env.REDIS_URL;
	const transporter = options.transporter ?? (SERVICES_MODE ? process.env.LEADMAP_TEST_NATS_URL : undefined);
	if (transporter) process.env.TRANSPORTER = transporter;
	else delete process.env.TRANSPORTER;
	const groups = transporter ? (options.groups ?? DEFAULT_GROUPS) : [[...new Set((options.groups ?? DEFAULT_GROUPS).flat())]];
	const brokers = groups.map((names, i) => {
		const logger = options.logTo ? { logger: loggerOptions(loadConfig(), options.logTo) } : {};
		const base = brokerOptions({ nodeID: `${namespace}-${i}-${names.join("+")}`, ...(options.probes ? { metrics: prometheusMetrics() } : {}), ...logger });
		const broker = new ServiceBroker({ ...base, middlewares: [...(base.middlewares ?? []), ...(options.middlewares ?? [])] });
		for (const name of names) broker.createService(SERVICE_SCHEMAS[name]);
		return broker;
	});
	for (const schema of options.extraSchemas ?? []) brokers[0].createService(schema);
	const probeServers = options.probes ? await Promise.all(brokers.map((b, i) => startNodeMetricsServer(b, groups[i], 0))) : [];
	await Promise.all(brokers.map((b) => b.start()));
	const allServices = [...new Set(groups.flat())];
	await Promise.all(brokers.map((b) => b.waitForServices(allServices, 20_000)));

	const brokerOf = (service: string) => brokers.find((b) => b.getLocalService(service)) ?? brokers[0];
	const urls = brokers
		.map((b) => b.getLocalService("gateway") as unknown as { server: { address(): AddressInfo } } | undefined)
		.filter((g) => g !== undefined)
		.map((g) => `http://127.0.0.1:${g!.server.address().port}`);
	const url = urls[0] ?? "";
	const caller = brokers[0];
	const operatorKey = loadOperatorKey(loadConfig());
	const operatorCall = <T>(action: string, params: unknown, meta: Record<string, unknown> = {}) =>
		caller.call<T, unknown>(action, params, { meta: { ...operatorMeta(action, params, operatorKey), ...meta } });
	return {
		simulator,
		url,
		urls,
		brokers,
		probeUrls: probeServers.map((s) => `http://127.0.0.1:${s.port}`),
		brokerOf,
		databaseUrl,
		sql: (text, params = []) => queryDatabase(databaseUrl, text, params),
		call: (action, params = {}, meta = {}) => operatorCall(action, params, meta),
		createAccount: (params = {}) => operatorCall<CreateAccountResult>("keys.createAccount", { plan: "pro", accessStatus: "active", ...params }),
		async stop() {
			for (const b of [...brokers].reverse()) await b.stop();
			for (const server of probeServers) await server.close();
			await closeDatabase();
			await simulator?.shutdown();
			for (const peer of peers) await peer.close();
		},
	};
}

export interface ApiResponse<T = any> {
	status: number;
	body: T;
	headers: Headers;
}

/**
 * A small fetch wrapper: JSON in, JSON (or text) out. Every answer is checked against the
 * OpenAPI document (its status documented, its body matching the schema) unless `undocumented`.
 */
export async function api<T = any>(
	app: { url: string },
	method: string,
	path: string,
	opts: {
		key?: string | null;
		body?: unknown;
		rawBody?: string;
		headers?: Record<string, string>;
		undocumented?: boolean;
	} = {},
): Promise<ApiResponse<T>> {
	const headers: Record<string, string> = { ...opts.headers };
	if (opts.key) headers.authorization = `Bearer ${opts.key}`;
	let body: string | undefined;
	if (opts.rawBody !== undefined) body = opts.rawBody;
	else if (opts.body !== undefined) body = JSON.stringify(opts.body);
	if (body !== undefined && !headers["content-type"]) headers["content-type"] = "application/json";
	const res = await fetch(app.url + path, { method, headers, body });
	const text = await res.text();
	let parsed: unknown = text;
	try {
		parsed = text ? JSON.parse(text) : null;
	} catch {
		// not JSON: keep the text
	}
	if (!opts.undocumented) assertDocumented(method, path, res.status, res.headers.get("content-type"), parsed);
	return { status: res.status, body: parsed as T, headers: res.headers };
}
