import { reloadConfig } from "../shared/config";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { ActionGate } from "./support/gate";
import { waitFor } from "./support/wait";

/**
 * The money of business runs under load and races, without a worker (runs stay pending): a pool
 * of two connections and twenty cancels at once, a monthly reset with runs pending, and a
 * purchase that lands after its run ended.
 */
const WITHOUT_SCRAPERS = ALL_GROUPS.filter((g) => !g.includes("scraper-google"));
const purchases = new ActionGate("billing.purchase");
let app: TestApp;
let cidSeq = 7_300_000_000_000_000_000n;

beforeAll(async () => {
	app = await startApp({
		groups: WITHOUT_SCRAPERS,
		middlewares: [purchases.middleware],
		// Two connections for every service of the process, and a bounded wait for one: a request that would
		// wait on the pool longer than that answers 503, so "every request answered" means "none stalled"
		// (a transaction held across a bus call stalls them for the bus's 30 s; a loaded machine takes a few).
		// The unpaid-run grace stays its default (above the bus timeout, as documented): a create that is
		// slow on a loaded machine is not a create that died. Only the test of the sweep shortens it.
		env: { LEADMAP_DB_POOL: "2", LEADMAP_DB_ACQUIRE_TIMEOUT_MS: "5000", LEADMAP_RESERVATION_GRACE_MS: "120000" },
	});
});
afterAll(async () => {
	purchases.open();
	await app.stop();
});

async function googleBusiness(): Promise<string> {
	const cid = String(cidSeq++);
	await app.call("dataset.upsert", { observations: [{ provider: "google", providerBusinessId: cid, cid, name: `Shop ${cid}` }] });
	return cid;
}

const usage = async (key: string) => (await api(app, "GET", "/v1/usage", { key })).body;
const ledgerSum = async (accountId: string) =>
	Number((await app.sql("SELECT coalesce(sum(amount), 0) AS s FROM credit_ledger WHERE account_id = $1 AND reservation IS NULL", [accountId]))[0].s);

async function pendingRuns(key: string, n: number): Promise<string[]> {
	const ids: string[] = [];
	for (let i = 0; i < n; i++) {
		const res = await api(app, "POST", `/v1/businesses/${await googleBusiness()}/research`, { key });
		expect(res.status).toBe(201);
		ids.push(res.body.id);
	}
	return ids;
}

test("twenty cancels at once on a pool of two: every other request keeps answering, every run ends canceled and is refunded once", async () => {
	const { key, accountId } = await app.createAccount({ credits: 1000 });
	const other = await app.createAccount({ credits: 100 });
	const ids = await pendingRuns(key, 20);
	expect((await usage(key)).credits.balance).toBe(1000 - 20 * 6);

	const cancels = ids.map((id) => api(app, "POST", `/v1/runs/${id}/cancel`, { key }));
	const others = Array.from({ length: 20 }, (_, i) => api(app, "GET", i % 2 ? "/v1/usage" : "/v1/searches", { key: other.key }));
	const [cancelled, answered] = await Promise.all([Promise.all(cancels), Promise.all(others)]);

	expect(cancelled.map((r) => r.status)).toEqual(ids.map(() => 202));
	expect(answered.map((r) => r.status)).toEqual(answered.map(() => 200));
	// Refunded before the 202: the runs are canceled and their price is back now.
	for (const id of ids) expect((await api(app, "GET", `/v1/runs/${id}`, { key })).body.status).toBe("canceled");
	expect((await usage(key)).credits.balance).toBe(1000 - 20);
	const refunds = await app.sql("SELECT idempotency_key FROM credit_ledger WHERE account_id = $1 AND kind = 'refund'", [accountId]);
	expect(refunds.map((r) => r.idempotency_key).sort()).toEqual(ids.map((id) => `refund:${id}`).sort());
	expect(await ledgerSum(accountId)).toBe(1000 - 20);
	const [{ due }] = await app.sql("SELECT count(*)::int AS due FROM business_runs WHERE account_id = $1 AND settlement_due", [accountId]);
	expect(due).toBe(0);
}, 120_000);

test("a monthly reset with paid runs pending counts their price as held: canceling them after it leaves the balance at the allowance", async () => {
	const { key, accountId } = await app.createAccount({ plan: "lite" });
	const ids = await pendingRuns(key, 10);
	expect((await usage(key)).credits).toEqual({ balance: 1000 - 60, monthlyAllowance: 1000 });
	await app.sql("UPDATE billing_accounts SET resets_at = now() - interval '1 hour' WHERE account_id = $1", [accountId]);
	await app.brokers[0].broadcast("billing.changed", { accountId });
	// The reset tops up to the allowance what is neither in the balance nor held by the pending runs (5 each).
	expect((await usage(key)).credits.balance).toBe(1000 - 50);
	for (const id of ids) expect((await api(app, "POST", `/v1/runs/${id}/cancel`, { key })).status).toBe(202);
	const after = (await usage(key)).credits.balance;
	expect(after).toBe(1000);
	expect(await ledgerSum(accountId)).toBe(after);
}, 60_000);

test("a purchase that lands after the sweep failed its run is refused: nothing is charged for a run that ended", async () => {
	const { key, accountId } = await app.createAccount({ credits: 100 });
	const cid = await googleBusiness();
	// The sweep reads the grace at each pass: 1.5 s here, so the run whose purchase is held fails soon.
	process.env.LEADMAP_RESERVATION_GRACE_MS = "1500";
	reloadConfig();
	purchases.close();
	try {
		const held = purchases.held;
		const created = api(app, "POST", `/v1/businesses/${cid}/research`, { key });
		await waitFor("the purchase on its way", () => purchases.held > held);
		const [run] = await waitFor("the sweep failing the unpaid run", async () =>
			(await app.sql("SELECT id FROM business_runs WHERE account_id = $1 AND status = 'failed' AND error = 'reservation_failed'", [accountId])).length
				? app.sql("SELECT id FROM business_runs WHERE account_id = $1", [accountId])
				: null,
		);
		purchases.open();
		const res = await created;
		expect(res.body).toMatchObject({ id: run.id, status: "failed", error: "reservation_failed" });
		expect((await usage(key)).credits.balance).toBe(100);
		const charged = await app.sql("SELECT idempotency_key FROM credit_ledger WHERE account_id = $1 AND amount < 0", [accountId]);
		expect(charged).toEqual([]);
	} finally {
		purchases.open();
		process.env.LEADMAP_RESERVATION_GRACE_MS = "120000";
		reloadConfig();
	}
}, 60_000);
