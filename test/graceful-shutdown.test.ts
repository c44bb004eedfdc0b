import http from "node:http";
import net from "node:net";
import { call } from "../shared/bus";
import { api } from "./support/app";
import { startCluster, type Cluster } from "./support/cluster";
import { waitFor } from "./support/wait";
import { allSearchLeads, waitForSearch } from "./support/searches";

/**
 * SIGTERM, as Kubernetes and compose stop a container, on the compiled code with every
 * node its own process over NATS. The lease and the scrapers' poll are longer than any
 * test here may wait: a job that moves on moved because its scraper gave it back, and
 * was taken up because the release woke the other scraper.
 */
const LONGER_THAN_THE_TEST_MS = 10 * 60_000;
let cluster: Cluster;

beforeAll(async () => {
	cluster = await startCluster({
		leaseMs: LONGER_THAN_THE_TEST_MS,
		logLevels: { gateway: "debug" },
		env: { LEADMAP_SCRAPER_POLL_MS: String(LONGER_THAN_THE_TEST_MS) },
	});
}, 300_000);
afterAll(() => cluster?.stop());

const createAccount = () => call(cluster.client, "keys.createAccount", { plan: "pro", accessStatus: "active" });

test("a scraper SIGTERMed mid-search gives its job back: the other scraper finishes it at once, no duplicates, one credit per result", async () => {
	const { key, accountId } = await createAccount();
	// Slow enough that a loaded machine SIGTERMs the scraper well before the search could end.
	await call(cluster.client, "simulator.setFaults", { latencyMs: 1000 });
	const created = await api(cluster, "POST", "/v1/searches", { key, body: { keyword: "restaurant", location: "Berlin", options: { maxResults: 2000 } } });
	const id = created.body.id;
	await waitForSearch(cluster, key, id, (s) => s.resultCount >= 100);
	const holder = await waitFor("the scraper holding the lease", () => cluster.leaseHolder(id));
	holder.child.kill("SIGTERM");
	expect(await holder.exited).toBe(0);
	expect((await api(cluster, "GET", `/v1/searches/${id}`, { key })).body.resultCount).toBeLessThan(2000);
	await call(cluster.client, "simulator.setFaults", {});

	const done = await waitForSearch(cluster, key, id, undefined, 240_000);
	expect(done).toMatchObject({ status: "completed", resultCount: 2000, error: null });
	const leads = await allSearchLeads(cluster, key, id);
	expect(new Set(leads.map((l) => l.id)).size).toBe(2000);
	expect(new Set(leads.map((l) => l.cid)).size).toBe(2000);
	expect((await api(cluster, "GET", "/v1/usage", { key })).body.credits.balance).toBe(10_000 - 2000);
	const [owned] = await cluster.sql("SELECT count(*)::int AS n FROM credit_ledger WHERE account_id = $1 AND kind = 'own'", [accountId]);
	expect(owned.n).toBe(2000);
	// Given back at shutdown, the job spent no attempt: only the claim that finished it counts.
	const [row] = await cluster.sql("SELECT attempts FROM searches WHERE id = $1", [id]);
	expect(row.attempts).toBe(1);
}, 300_000);

/** A GET on a connection of its own, answered with its status and body. */
function get(url: string, key: string): Promise<{ status: number; body: any }> {
	return new Promise((resolve, reject) => {
		const req = http.get(url, { headers: { authorization: `Bearer ${key}` }, agent: false }, (res) => {
			let text = "";
			res.on("data", (chunk) => (text += chunk));
			res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
		});
		req.on("error", reject);
	});
}

function refusesConnections(url: string): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = net.connect(Number(new URL(url).port), "127.0.0.1");
		socket.once("connect", () => {
			socket.destroy();
			resolve(false);
		});
		socket.once("error", () => resolve(true));
	});
}

/** Calls the gateway has sent over the bus so far, by its own debug log. */
const sentCalls = (output: string) => (output.match(/=> Send '(keys|billing)\.[A-Za-z]+' request/g) ?? []).length;

test("a gateway SIGTERMed with requests in flight stops accepting, answers them all, and exits 0", async () => {
	const { key } = await createAccount();
	expect((await api(cluster, "GET", "/v1/usage", { key })).status).toBe(200);
	const gateway = cluster.nodes.get("gateway")!;
	const core = cluster.nodes.get("core")!;
	// Core paused: the gateway's calls wait on the bus, so its requests stay in flight for as long as the test needs.
	core.child.kill("SIGSTOP");
	let inFlight: Promise<{ status: number; body: any }>[] = [];
	try {
		const before = sentCalls(gateway.output());
		inFlight = Array.from({ length: 5 }, () => get(`${cluster.url}/v1/usage`, key));
		await waitFor("the gateway to take the five requests", () => sentCalls(gateway.output()) - before >= 5);
		gateway.child.kill("SIGTERM");
		await waitFor("the gateway to stop accepting connections", () => refusesConnections(cluster.url));
	} finally {
		core.child.kill("SIGCONT");
	}
	const answers = await Promise.all(inFlight);
	for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { plan: "pro" } });
	expect(await gateway.exited).toBe(0);
}, 120_000);
