import { call } from "../shared/bus";
import { api } from "./support/app";
import { startCluster, type Cluster } from "./support/cluster";
import { waitFor } from "./support/wait";
import { allSearchLeads, waitForSearch } from "./support/searches";

/**
 * The distributed kill test, on the compiled code: gateway, core, two runs processes, two
 * Google scrapers and the provider simulator as separate processes over NATS. The scraper
 * holding a search's lease is killed outright mid-search, and the runs process holding a
 * research run's: each lease lapses and the other process of its kind finishes the work.
 */
const LEASE_MS = 3_000;
let cluster: Cluster;

beforeAll(async () => {
	cluster = await startCluster({ leaseMs: LEASE_MS, runNodes: 2 });
}, 300_000);
afterAll(() => cluster?.stop());

test("SIGKILL of the scraper holding the lease mid-search: the other finishes it, no duplicates, one credit per result", async () => {
	const { key, accountId } = await call(cluster.client, "keys.createAccount", { plan: "pro", accessStatus: "active" });
	// Slow pages, so the search is surely mid-flight when its scraper dies.
	await call(cluster.client, "simulator.setFaults", { latencyMs: 150 });
	const created = await api(cluster, "POST", "/v1/searches", { key, body: { keyword: "restaurant", location: "Berlin", options: { maxResults: 2000 } } });
	expect(created.status).toBe(201);
	const id = created.body.id;
	await waitForSearch(cluster, key, id, (s) => s.resultCount >= 100);
	const holder = await waitFor("the scraper holding the lease", () => cluster.leaseHolder(id));
	holder.child.kill("SIGKILL");
	expect(await holder.exited).toBeNull();
	const partial = (await api(cluster, "GET", `/v1/searches/${id}`, { key })).body;
	expect(partial).toMatchObject({ status: "running" });
	expect(partial.resultCount).toBeLessThan(2000);
	await call(cluster.client, "simulator.setFaults", {});

	const done = await waitForSearch(cluster, key, id, undefined, 240_000);
	expect(done).toMatchObject({ status: "completed", resultCount: 2000, error: null });
	const leads = await allSearchLeads(cluster, key, id);
	expect(leads).toHaveLength(2000);
	expect(new Set(leads.map((l) => l.id)).size).toBe(2000);
	expect(new Set(leads.map((l) => l.cid)).size).toBe(2000);
	const usage = (await api(cluster, "GET", "/v1/usage", { key })).body;
	expect(usage.credits.balance).toBe(10_000 - 2000);
	const [owned] = await cluster.sql("SELECT count(*)::int AS n FROM credit_ledger WHERE account_id = $1 AND kind = 'own'", [accountId]);
	expect(owned.n).toBe(2000);
	const [row] = await cluster.sql("SELECT attempts FROM searches WHERE id = $1", [id]);
	// The killed scraper's claim and the one after it (a heartbeat late on a loaded machine may add one more).
	expect(row.attempts).toBeGreaterThanOrEqual(2);
}, 300_000);

test("SIGKILL of the runs process holding a research run mid-run: the other finishes it, billed once, never refunded", async () => {
	const { key, accountId } = await call(cluster.client, "keys.createAccount", { plan: "pro", accessStatus: "active" });
	const search = await api(cluster, "POST", "/v1/searches", { key, body: { keyword: "restaurant", location: "Lyon", options: { maxResults: 5 } } });
	await waitForSearch(cluster, key, search.body.id);
	const leads = await allSearchLeads(cluster, key, search.body.id);
	const lead = leads.reduce((a, b) => ((b.reviewCount ?? 0) > (a.reviewCount ?? 0) ? b : a));
	// Slow provider answers (its reviews are read page by page), so the run is surely mid-flight when its process dies.
	await call(cluster.client, "simulator.setFaults", { latencyMs: 1_000 });
	const created = await api(cluster, "POST", `/v1/businesses/${lead.cid}/research`, { key, body: { maxReviews: 200 } });
	expect(created.status).toBe(201);
	const id = created.body.id;
	const holder = await waitFor("the runs process holding the run", () => cluster.runLeaseHolder(id));
	holder.child.kill("SIGKILL");
	expect(await holder.exited).toBeNull();
	await call(cluster.client, "simulator.setFaults", {});

	const run = await waitFor(
		"the run ended",
		async () => {
			const res = await api(cluster, "GET", `/v1/runs/${id}`, { key });
			return ["completed", "failed", "canceled"].includes(res.body.status) ? res.body : null;
		},
		120_000,
	);
	expect(run).toMatchObject({ status: "completed", error: null });
	const ledger = await cluster.sql("SELECT idempotency_key, amount FROM credit_ledger WHERE account_id = $1 AND idempotency_key LIKE $2", [
		accountId,
		`%${id}`,
	]);
	expect(ledger).toEqual([{ idempotency_key: `run:${id}`, amount: "-5" }]);
	expect((await api(cluster, "GET", "/v1/usage", { key })).body.credits.balance).toBe(10_000 - 5 - 5);
	const [row] = await cluster.sql("SELECT attempts, settlement_due FROM business_runs WHERE id = $1", [id]);
	expect(row.attempts).toBeGreaterThanOrEqual(2);
	expect(row.settlement_due).toBe(false);
	expect((await api(cluster, "GET", `/v1/businesses/${lead.cid}/reviews`, { key })).body.analysis).not.toBeNull();
}, 300_000);
