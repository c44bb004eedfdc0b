import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ServiceBroker } from "moleculer";
import { natsConnectionOptions, parseBusConfig } from "../../shared/bus-config";
import { freePort } from "../../bin/embedded-postgres";
import { parse32ByteKey } from "../../shared/key-file";
import { operatorSigningMiddleware } from "../../shared/operator-auth";
import { createTestDatabase, queryDatabase, SERVICES_MODE, TEST_OPERATOR_KEY, TEST_SECRET_KEY } from "./app";
import { COMPILED_START, ensureBuilt } from "./compiled";
import { startNatsServer, type TestNatsServer } from "./nats-server";
import { BusSerializer } from "../../shared/bus-serializer";
import { waitForHealth } from "./service-process";
import { waitFor } from "./wait";

/** What a node's output keeps for a failure's message: its last lines. */
const OUTPUT_KEPT = 200_000;
const CORE = ["keys", "billing", "idempotency", "searches", "dataset", "leads", "exports", "webhooks", "runs", "analysis"];

/** One `node dist/bin/start.js` process of the cluster. */
export interface NodeProcess {
	name: string;
	child: ChildProcess;
	/** its stdout and stderr, the last part of them */
	output(): string;
	/** resolves with its exit code (null when a signal ended it) */
	exited: Promise<number | null>;
}

export interface Cluster {
	/** the gateway's base URL */
	url: string;
	/** a client node on the bus, serving nothing: for operator calls (accounts, the simulator's faults) */
	client: ServiceBroker;
	nodes: Map<string, NodeProcess>;
	sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
	/** the scraper process whose worker holds a search's lease now, or null */
	leaseHolder(searchId: string): Promise<NodeProcess | null>;
	/** the runs process whose worker holds a business run's lease now, or null */
	runLeaseHolder(runId: string): Promise<NodeProcess | null>;
	/** every process killed, the bus stopped: safe to call after a failure, and twice */
	stop(): Promise<void>;
}

/** Every child of every cluster of this test process: killed even when the process leaves without its afterAll. */
const LIVE_CHILDREN = new Set<ChildProcess>();
const killChildren = () => {
	for (const child of LIVE_CHILDREN) child.kill("SIGKILL");
};
process.once("exit", killChildren);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
	process.once(signal, () => {
		killChildren();
		// Then as if nobody had listened: the signal ends the test process as it would have.
		process.kill(process.pid, signal);
	});
}

function spawnNode(name: string, env: NodeJS.ProcessEnv): NodeProcess {
	const child = spawn(process.execPath, [COMPILED_START], { env, stdio: ["ignore", "pipe", "pipe"] });
	LIVE_CHILDREN.add(child);
	let output = "";
	const keep = (chunk: Buffer) => {
		output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
	};
	child.stdout!.on("data", keep);
	child.stderr!.on("data", keep);
	const exited = new Promise<number | null>((resolve) =>
		child.once("exit", (code) => {
			LIVE_CHILDREN.delete(child);
			resolve(code);
		}),
	);
	return { name, child, output: () => output, exited };
}

export interface ClusterOptions {
	/** LEADMAP_JOB_LEASE_MS for every node */
	leaseMs: number;
	/** LOG_LEVEL of each node by name (default: info) */
	logLevels?: Record<string, string>;
	/** more settings for every node */
	env?: Record<string, string>;
	/** run the runs service in this many processes of its own (`runs-1`, …) instead of in core */
	runNodes?: number;
}

interface ClusterPlaces {
	transporter: string;
	namespace: string;
	databaseUrl: string;
	dataDir: string;
	simulator: string;
}

/** What every node is started with; only this: nothing the test process (or an earlier test file of its worker) set leaks in. */
function clusterEnv(places: ClusterPlaces, options: ClusterOptions): NodeJS.ProcessEnv {
	const { transporter, namespace, databaseUrl, dataDir, simulator } = places;
	return {
		PATH: process.env.PATH,
		HOME: process.env.HOME,
		TRANSPORTER: transporter,
		LEADMAP_NAMESPACE: namespace,
		DATABASE_URL: databaseUrl,
		LEADMAP_DATA_DIR: dataDir,
		LEADMAP_DB_POOL: "4",
		LEADMAP_SECRET_KEY: TEST_SECRET_KEY,
		LEADMAP_METRICS_PORT: "0",
		PORT: "0",
		HOST: "127.0.0.1",
		LEADMAP_JOB_LEASE_MS: String(options.leaseMs),
		LEADMAP_SCRAPER_POLL_MS: "300",
		LEADMAP_PROVIDER_BACKOFF_MS: "20",
		LEADMAP_PROVIDER_BACKOFF_MAX_MS: "200",
		LEADMAP_PROVIDER_TIMEOUT_MS: "3000",
		LEADMAP_GOOGLE_URL: `${simulator}/search`,
		LEADMAP_GOOGLE_PLACES_URL: simulator,
		...(SERVICES_MODE ? { REDIS_URL: process.env.LEADMAP_TEST_REDIS_URL, LEADMAP_REDIS_PREFIX: `${namespace}:` } : {}),
		...options.env,
	};
}

/** The process of a given kind whose worker holds a job's lease now: a worker's id names its process, `<node>/<lane>/<slot>/<pid>@<host>`. */
async function holderOf(
	nodes: Map<string, NodeProcess>,
	sql: Cluster["sql"],
	table: "searches" | "business_runs",
	id: string,
	prefix: string,
): Promise<NodeProcess | null> {
	const [row] = await sql<{ lease_owner: string | null }>(`SELECT lease_owner FROM ${table} WHERE id = $1`, [id]);
	const pid = /\/(\d+)@[^/]*$/.exec(row?.lease_owner ?? "")?.[1];
	return [...nodes.values()].find((n) => n.name.startsWith(prefix) && String(n.child.pid) === pid) ?? null;
}

/** A client node on the cluster's bus: it serves nothing, it calls, signing its operator calls as the CLI does. */
async function startBusClient(namespace: string, transporter: string): Promise<ServiceBroker> {
	const client = new ServiceBroker({
		namespace,
		nodeID: `test-client-${process.pid}-${randomBytes(3).toString("hex")}`,
		logger: false,
		serializer: new BusSerializer(),
		transporter: { type: "NATS", options: natsConnectionOptions(parseBusConfig({ TRANSPORTER: transporter })!) },
		skipProcessEventRegistration: true,
		requestTimeout: 30_000,
		middlewares: [operatorSigningMiddleware(parse32ByteKey(TEST_OPERATOR_KEY, "TEST_OPERATOR_KEY"))],
	});
	await client.start();
	return client;
}

/**
 * The distributed system as production runs it, from the compiled code: the provider
 * simulator, core (every stateful service), two Google scrapers and the gateway, each
 * its own `node dist/bin/start.js` with LEADMAP_SERVICES, over a nats-server of its own
 * with authorization, on a fresh database of the test run's PostgreSQL.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
	await ensureBuilt();
	const nodes = new Map<string, NodeProcess>();
	const dataDir = mkdtempSync(path.join(os.tmpdir(), "leadmap-cluster-"));
	let nats: TestNatsServer | null = null;
	let client: ServiceBroker | null = null;
	let stopping: Promise<void> | null = null;
	const stop = () =>
		(stopping ??= (async () => {
			await client?.stop().catch(() => undefined);
			for (const node of nodes.values()) if (node.child.exitCode === null && node.child.signalCode === null) node.child.kill("SIGKILL");
			await Promise.all([...nodes.values()].map((n) => n.exited));
			await nats?.stop();
			rmSync(dataDir, { recursive: true, force: true });
		})());
	try {
		const password = randomBytes(12).toString("hex");
		nats = await startNatsServer(`authorization { user: "leadmap", password: "${password}" }\nmax_payload: 1048576`);
		const transporter = `nats://leadmap:${password}@${nats.address}`;
		const namespace = `k${randomBytes(5).toString("hex")}`;
		const databaseUrl = await createTestDatabase({ migrated: true });
		const [simulatorPort, gatewayPort] = [await freePort(), await freePort()];
		const common = clusterEnv({ transporter, namespace, databaseUrl, dataDir, simulator: `http://127.0.0.1:${simulatorPort}` }, options);
		const start = (name: string, services: string[], env: NodeJS.ProcessEnv = {}) => {
			const node = spawnNode(name, { ...common, LOG_LEVEL: options.logLevels?.[name] ?? "info", LEADMAP_SERVICES: services.join(","), ...env });
			nodes.set(name, node);
			return node;
		};
		start("simulator", ["simulator"], { LEADMAP_SIMULATOR_PORT: String(simulatorPort) });
		const runNodes = options.runNodes ?? 0;
		// The operator key only where operator actions run, as compose and k8s give it.
		const operator = { LEADMAP_OPERATOR_KEY: TEST_OPERATOR_KEY };
		start("core", runNodes ? CORE.filter((s) => s !== "runs") : CORE, operator);
		for (let i = 1; i <= runNodes; i++) start(`runs-${i}`, ["runs"], operator);
		start("scraper-1", ["scraper-google"]);
		start("scraper-2", ["scraper-google"]);
		const gateway = start("gateway", ["gateway"], { PORT: String(gatewayPort) });
		const url = `http://127.0.0.1:${gatewayPort}`;
		client = await startBusClient(namespace, transporter);
		const bus = client;
		await waitFor(
			"every node on the bus",
			() => {
				const down = [...nodes.values()].filter((n) => n.child.exitCode !== null);
				if (down.length) throw new Error(`${down.map((n) => n.name).join(", ")} exited:\n${down.map((n) => n.output()).join("\n")}`);
				// Every process is a node of its own (and the client one more).
				return bus.registry.nodes.list({ onlyAvailable: true, withServices: false }).length === nodes.size + 1;
			},
			120_000,
		);
		await bus.waitForServices([...CORE, "gateway", "scraper-google", "simulator"], 60_000);
		await waitForHealth(url, gateway.child);
		const sql = <T = any>(text: string, params: unknown[] = []) => queryDatabase<T>(databaseUrl, text, params);
		return {
			url,
			client,
			nodes,
			sql,
			stop,
			leaseHolder: (searchId) => holderOf(nodes, sql, "searches", searchId, "scraper-"),
			runLeaseHolder: (runId) => holderOf(nodes, sql, "business_runs", runId, runNodes ? "runs-" : "core"),
		};
	} catch (err) {
		await stop();
		throw err;
	}
}
