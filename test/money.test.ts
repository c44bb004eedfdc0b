import { randomUUID } from "node:crypto";
import { ServiceBroker } from "moleculer";
import { brokerOptions } from "../moleculer.config";
import { SERVICE_SCHEMAS } from "../bin/services";
import type { ChargeResult, Usage } from "../services/billing/billing.contract";
import type { UpsertedBusiness } from "../services/dataset/dataset.contract";
import type { Job } from "../services/searches/searches.contract";
import { ALL_GROUPS, api, SERVICES_MODE, startApp, type ApiResponse, type TestApp } from "./support/app";
import { allSearchLeads, waitForSearch } from "./support/searches";

/** Money (DESIGN §7): never a credit too many or too few, never a lead unpaid, never a deadlock. */

const WITHOUT_SCRAPER = ALL_GROUPS.filter((g) => !g.includes("scraper-google"));
let app: TestApp;
beforeAll(async () => {
	app = await startApp({ groups: WITHOUT_SCRAPER, simulator: true });
});
afterAll(() => app.stop());

const sql = <T = any>(text: string, params: unknown[] = []) => app.sql<T>(text, params);

/** A scraper "process": its own broker over the bus in services mode, a service of the app's broker otherwise. */
async function startScraper(): Promise<() => Promise<void>> {
	if (SERVICES_MODE) {
		const broker = new ServiceBroker(brokerOptions({ nodeID: `scraper-${randomUUID()}` }));
		broker.createService(SERVICE_SCHEMAS["scraper-google"]);
		await broker.start();
		return () => broker.stop();
	}
	const broker = app.brokers[0];
	const service = broker.createService(SERVICE_SCHEMAS["scraper-google"]);
	await broker.waitForServices(["scraper-google"]);
	return () => broker.destroyService(service);
}

/**
 * Makes PostgreSQL refuse inserts into `table` that match `when` (a trigger that raises):
 * a real failure of the real service at that write, counted by a sequence (not rolled back).
 */
async function refuseInserts(table: "credit_ledger" | "leads", when: string) {
	const name = `refuse_${randomUUID().replace(/-/g, "")}`;
	await sql(`CREATE SEQUENCE ${name}`);
	await sql(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
		BEGIN PERFORM nextval('${name}'); RAISE EXCEPTION 'insert refused by the test'; END $$`);
	await sql(`CREATE TRIGGER ${name} BEFORE INSERT ON ${table} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION ${name}()`);
	let lifted = false;
	return {
		async refused(): Promise<number> {
			const [row] = await sql(`SELECT last_value, is_called FROM ${name}`);
			return row.is_called ? Number(row.last_value) : 0;
		},
		async lift(): Promise<void> {
			if (lifted) return;
			lifted = true;
			await sql(`DROP TRIGGER ${name} ON ${table}`);
		},
	};
}

const balanceOf = async (accountId: string) => Number((await sql("SELECT balance FROM billing_accounts WHERE account_id = $1", [accountId]))[0].balance);
/** What counts toward the balance: every ledger row but those charged against a reservation. */
const ledgerSum = async (accountId: string) =>
	Number((await sql("SELECT coalesce(sum(amount), 0) AS s FROM credit_ledger WHERE account_id = $1 AND reservation IS NULL", [accountId]))[0].s);
/** Business id → how many times the account was charged for owning it. */
async function ownershipCharges(accountId: string): Promise<Map<string, number>> {
	const rows = await sql(
		"SELECT substr(idempotency_key, 5) AS business_id, count(*)::int AS n FROM credit_ledger WHERE account_id = $1 AND kind = 'own' GROUP BY 1",
		[accountId],
	);
	return new Map(rows.map((r) => [r.business_id, r.n]));
}

/** The same list in an order of its own, the same for a seed. */
function shuffled<T>(list: T[], seed: number): T[] {
	const out = [...list];
	let s = seed;
	for (let i = out.length - 1; i > 0; i--) {
		s = (s * 1103515245 + 12345) % 2147483648;
		const j = s % (i + 1);
		[out[i], out[j]] = [out[j], out[i]];
	}
	return out;
}

/** Every lead GET /v1/leads shows, as the business ids they are for. */
async function leadBusinessIds(key: string): Promise<string[]> {
	const leads: { provider: string; providerBusinessId: string }[] = [];
	let cursor: string | null = null;
	do {
		const res: ApiResponse = await api(app, "GET", `/v1/leads?limit=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { key });
		expect(res.status).toBe(200);
		leads.push(...res.body.leads);
		cursor = res.body.nextCursor;
	} while (cursor);
	if (!leads.length) return [];
	const rows = await sql(
		"SELECT id FROM businesses b JOIN unnest($1::text[], $2::text[]) AS l(provider, pid) ON b.provider = l.provider AND b.provider_business_id = l.pid",
		[leads.map((l) => l.provider), leads.map((l) => l.providerBusinessId)],
	);
	expect(rows).toHaveLength(leads.length);
	return rows.map((r) => r.id);
}

/** Every lead of the account was paid for exactly once. */
async function expectEveryLeadPaidOnce(key: string, accountId: string): Promise<{ leads: string[]; charges: Map<string, number> }> {
	const leads = await leadBusinessIds(key);
	const charges = await ownershipCharges(accountId);
	expect(leads.filter((id) => charges.get(id) !== 1)).toEqual([]);
	return { leads, charges };
}

describe("the monthly reset and open reservations", () => {
	const forceReset = (accountId: string) => sql("UPDATE billing_accounts SET resets_at = now() - interval '1 hour' WHERE account_id = $1", [accountId]);

	test("reserve 500 of 1,000, reset, release everything: the balance ends at the allowance, and the ledger sums to it", async () => {
		const { accountId } = await app.createAccount({ plan: "lite" });
		const search = randomUUID();
		expect(await app.call("billing.reserve", { accountId, reservation: search, max: 500 })).toEqual({ reserved: 500 });
		await forceReset(accountId);
		// The 500 held are still the account's: the reset tops up to the allowance counting them.
		expect((await app.call<Usage>("billing.account", { accountId })).credits).toEqual({ balance: 500, monthlyAllowance: 1000 });
		expect(await app.call("billing.release", { accountId, reservation: search })).toEqual({ refunded: 500, used: 0 });
		const balance = await balanceOf(accountId);
		expect(balance).toBe(1000);
		expect(await ledgerSum(accountId)).toBe(balance);
	});

	test("what a search uses before the reset is the old period's, what it uses after is the new one's", async () => {
		const { accountId } = await app.createAccount({ plan: "lite" });
		const search = randomUUID();
		await app.call("billing.reserve", { accountId, reservation: search, max: 500 });
		const before = Array.from({ length: 100 }, (_, i) => `before-${i}`);
		expect((await app.call<ChargeResult>("billing.charge", { accountId, reservation: search, businessIds: before })).remaining).toBe(400);
		await forceReset(accountId);
		expect((await app.call<Usage>("billing.account", { accountId })).credits.balance).toBe(600);
		const after = Array.from({ length: 50 }, (_, i) => `after-${i}`);
		expect((await app.call<ChargeResult>("billing.charge", { accountId, reservation: search, businessIds: after })).remaining).toBe(350);
		await app.call("billing.release", { accountId, reservation: search });
		const balance = await balanceOf(accountId);
		expect(balance).toBe(1000 - 50);
		expect(await ledgerSum(accountId)).toBe(balance);
	});

	test("credits above the allowance (a grant) are kept through a reset, with or without a reservation open", async () => {
		const { accountId } = await app.createAccount({ plan: "lite" });
		await app.call("billing.grant", { accountId, credits: 300, idempotencyKey: `grant-${accountId}` });
		const search = randomUUID();
		await app.call("billing.reserve", { accountId, reservation: search, max: 500 });
		await forceReset(accountId);
		expect((await app.call<Usage>("billing.account", { accountId })).credits.balance).toBe(800);
		await app.call("billing.release", { accountId, reservation: search });
		expect(await balanceOf(accountId)).toBe(1300);
		expect(await ledgerSum(accountId)).toBe(1300);
	});
});

describe("a lead is never written unpaid", () => {
	test("pages whose charge fails leave no lead: the search ends failed, nothing owned, every credit back", async () => {
		const { key, accountId } = await app.createAccount({ plan: "pro" });
		const refusal = await refuseInserts("credit_ledger", `NEW.account_id = '${accountId}' AND NEW.kind = 'own'`);
		const stopScraper = await startScraper();
		try {
			const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "restaurant", location: "Lyon", options: { maxResults: 60 } } });
			expect(res.status).toBe(201);
			// Every attempt's first page fails to be charged, until the search has used up its attempts.
			const done = await waitForSearch(app, key, res.body.id);
			expect(done).toMatchObject({ status: "failed", resultCount: 0 });
			expect(await leadBusinessIds(key)).toEqual([]);
			expect(await refusal.refused()).toBeGreaterThan(0);
			expect((await ownershipCharges(accountId)).size).toBe(0);
			expect(await balanceOf(accountId)).toBe(10000);
		} finally {
			await refusal.lift();
			await stopScraper();
		}
	});

	test("a worker lost between the charge and the write: the next one delivers every business charged, none paid twice", async () => {
		// Another account puts the places into the shared dataset.
		const primer = await app.createAccount({ plan: "pro" });
		const stopPrimer = await startScraper();
		let places: UpsertedBusiness[];
		try {
			const res = await api(app, "POST", "/v1/searches", { key: primer.key, body: { keyword: "pharmacy", location: "Lyon", options: { maxResults: 30 } } });
			expect((await waitForSearch(app, primer.key, res.body.id)).status).toBe("completed");
			places = await sql("SELECT b.id, b.provider FROM search_results r JOIN businesses b ON b.id = r.business_id WHERE r.search_id = $1 ORDER BY r.position", [
				res.body.id,
			]);
		} finally {
			await stopPrimer();
		}

		const { key, accountId } = await app.createAccount({ plan: "pro" });
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "pharmacy", location: "Lyon", options: { maxResults: 30 } } });
		const job = await app.call<Job>("searches.claimNextJob", { provider: "google", workerId: "doomed-worker" });
		expect(job.id).toBe(res.body.id);
		const refusal = await refuseInserts("leads", `NEW.account_id = '${accountId}'`);
		try {
			const page = places.slice(0, 10).map((b) => ({ id: b.id, provider: b.provider }));
			await expect(app.call("searches.deliverPage", { id: job.id, workerId: "doomed-worker", businesses: page })).rejects.toThrow();
		} finally {
			await refusal.lift();
		}
		// Charged, not written: the worker is gone and its lease lapses.
		expect([...(await ownershipCharges(accountId)).keys()].sort()).toEqual(
			places
				.slice(0, 10)
				.map((b) => b.id)
				.sort(),
		);
		expect(await leadBusinessIds(key)).toEqual([]);

		const stopScraper = await startScraper();
		try {
			const done = await waitForSearch(app, key, job.id);
			expect(done).toMatchObject({ status: "completed", resultCount: 30 });
			const { leads, charges } = await expectEveryLeadPaidOnce(key, accountId);
			expect(leads.sort()).toEqual([...charges.keys()].sort());
			const delivered = new Set(
				await sql("SELECT business_id FROM search_results WHERE search_id = $1", [job.id]).then((rows) => rows.map((r) => r.business_id)),
			);
			for (const b of places.slice(0, 10)) expect(delivered.has(b.id)).toBe(true);
			expect((await allSearchLeads(app, key, job.id)).length).toBe(30);
			expect(await balanceOf(accountId)).toBe(10000 - 30);
		} finally {
			await stopScraper();
		}
	});
});

describe("unlocks racing search pages", () => {
	test("unlock batches and search pages of one account over the same businesses, each in an order of its own, never deadlock", async () => {
		const opening = 1_000_000;
		const { accountId } = await app.createAccount({ plan: null, credits: opening });
		const businesses = Array.from({ length: 3000 }, () => randomUUID());
		const searches = Array.from({ length: 10 }, () => randomUUID());
		for (const reservation of searches) await app.call("billing.reserve", { accountId, reservation, max: 3000 });
		// Batches as large as the actions take: the longer a statement, the likelier two overlap.
		const work = Array.from({ length: 200 }, (_, i) => {
			const batch = shuffled(businesses, i + 1).slice(0, 1000);
			return i % 2
				? app.call("billing.spend", { accountId, keys: batch.map((id) => `own:${id}`) })
				: app.call("billing.charge", { accountId, reservation: searches[i % searches.length], businessIds: batch });
		});
		const outcomes = await Promise.allSettled(work);
		const failures = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected").map((o) => `${o.reason.code}: ${o.reason.message}`);
		expect(failures).toEqual([]);
		for (const reservation of searches) await app.call("billing.release", { accountId, reservation });
		const charges = await ownershipCharges(accountId);
		for (const n of charges.values()) expect(n).toBe(1);
		const balance = await balanceOf(accountId);
		expect(balance).toBe(opening - charges.size);
		expect(await ledgerSum(accountId)).toBe(balance);
	});

	test("200 concurrent unlocks over the rows of four running searches: no deadlock, no 5xx, every credit accounted", async () => {
		const stopScraper = await startScraper();
		try {
			// Another account puts the places into the shared dataset, so they can be unlocked by reference.
			const primer = await app.createAccount({ plan: "pro" });
			const primed = await api(app, "POST", "/v1/searches", {
				key: primer.key,
				body: { keyword: "restaurant", location: "Paris", options: { maxResults: 400 } },
			});
			expect((await waitForSearch(app, primer.key, primed.body.id, undefined, 120_000)).status).toBe("completed");
			const refs = (await allSearchLeads(app, primer.key, primed.body.id)).map((l) => ({ provider: l.provider, id: l.providerBusinessId }));

			const opening = 20_000;
			const { key, accountId } = await app.createAccount({ plan: null, credits: opening });
			await app.call("billing.setRateLimit", { accountId, perMinute: 100_000 });
			const deadlocksBefore = await deadlocks();
			// Slow enough that the unlocks meet the searches' pages.
			app.simulator!.setFaults({ latencyMs: 40 });
			const searches = await Promise.all(
				[1, 2, 3, 4].map(() => api(app, "POST", "/v1/searches", { key, body: { keyword: "restaurant", location: "Paris", options: { maxResults: 400 } } })),
			);
			for (const s of searches) expect(s.status).toBe(201);
			// Waves of 20 unlocks, each of places just ahead of where a running search is, in an order of their own.
			const unlocks: ApiResponse[] = [];
			for (let wave = 0; wave < 10; wave++) {
				const states = await Promise.all(searches.map((s) => api(app, "GET", `/v1/searches/${s.body.id}`, { key })));
				const running = states.map((s) => s.body).filter((s) => s.status === "running");
				const at = running.length ? Math.min(...running.map((s) => s.resultCount)) : 0;
				const ahead = refs.slice(Math.min(at, refs.length - 200), at + 200);
				unlocks.push(
					...(await Promise.all(
						Array.from({ length: 20 }, (_, i) =>
							api(app, "POST", "/v1/businesses/unlock", { key, body: { businesses: shuffled(ahead, wave * 20 + i + 1).slice(0, 100) } }),
						),
					)),
				);
			}
			const finished = await Promise.all(searches.map((s) => waitForSearch(app, key, s.body.id, undefined, 120_000)));
			app.simulator!.setFaults({});
			for (const u of unlocks) {
				expect(JSON.stringify(u.body)).not.toMatch(/40P01|deadlock/i);
				expect(u.status).toBe(200);
			}
			for (const s of finished) expect(s).toMatchObject({ status: "completed", resultCount: 400 });
			// A page that met a deadlock would have failed its worker's attempt and been tried again.
			const attempts = await sql("SELECT attempts FROM searches WHERE account_id = $1", [accountId]);
			for (const a of attempts) expect(a.attempts).toBe(1);

			const charges = await ownershipCharges(accountId);
			for (const n of charges.values()) expect(n).toBe(1);
			const balance = await balanceOf(accountId);
			expect(balance + charges.size).toBe(opening);
			expect(await ledgerSum(accountId)).toBe(balance);
			const { leads } = await expectEveryLeadPaidOnce(key, accountId);
			expect(leads.sort()).toEqual([...charges.keys()].sort());
			const unlocked = unlocks.reduce((n, u) => n + u.body.creditsSpent, 0);
			expect(unlocked).toBeGreaterThan(0);
			expect(await deadlocks()).toBe(deadlocksBefore);
		} finally {
			await stopScraper();
		}
	});

	const deadlocks = async () => Number((await sql("SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()"))[0].deadlocks);
});
