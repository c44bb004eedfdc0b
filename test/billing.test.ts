import { randomUUID } from "node:crypto";
import { api, startApp, type TestApp } from "./support/app";
import type { ChargeResult, Usage } from "../services/billing/billing.contract";

let app: TestApp;
beforeAll(async () => {
	app = await startApp();
});
afterAll(() => app.stop());

const sql = <T = any>(text: string, params: unknown[] = []) => app.sql<T>(text, params);

const usage = (accountId: string) => app.call<Usage>("billing.account", { accountId });
const balanceOf = async (accountId: string) => (await sql("SELECT balance FROM billing_accounts WHERE account_id = $1", [accountId]))[0].balance;
const ledgerSum = async (accountId: string) =>
	(await sql("SELECT coalesce(sum(amount), 0) AS s FROM credit_ledger WHERE account_id = $1 AND reservation IS NULL", [accountId]))[0].s;

describe("GET /v1/usage", () => {
	test.each([
		["lite", 1000, 60],
		["pro", 10000, 300],
		["max", 50000, 1200],
	] as const)("the %s plan: allowance %i, %i requests a minute", async (plan, allowance, rate) => {
		const { key } = await app.createAccount({ plan });
		const res = await api(app, "GET", "/v1/usage", { key });
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			plan,
			accessStatus: "active",
			credits: { balance: allowance, monthlyAllowance: allowance },
			rateLimitPerMinute: rate,
			resetsAt: expect.any(String),
		});
		expect(Object.keys(res.body).sort()).toEqual(["accessStatus", "credits", "plan", "rateLimitPerMinute", "resetsAt"]);
		const resets = Date.parse(res.body.resetsAt);
		expect(resets - Date.now()).toBeGreaterThan(27 * 86_400_000);
	});

	test("an account without a plan: no allowance, no reset, the lite key limit; --credits sets the starting balance", async () => {
		const { key } = await app.createAccount({ plan: null, credits: 7, accessStatus: "trialing" });
		const res = await api(app, "GET", "/v1/usage", { key });
		expect(res.body).toEqual({
			plan: null,
			accessStatus: "trialing",
			credits: { balance: 7, monthlyAllowance: 0 },
			rateLimitPerMinute: 60,
			resetsAt: null,
		});
	});

	test("usage asked many times at once answers one reading to all; a grant made meanwhile is seen by the next ask", async () => {
		const { accountId } = await app.createAccount({ plan: "lite" });
		const asked = Array.from({ length: 20 }, () => usage(accountId));
		const granted = app.call("billing.grant", { accountId, credits: 5, idempotencyKey: randomUUID() });
		const balances = new Set((await Promise.all(asked)).map((u) => u.credits.balance));
		expect(balances.size).toBe(1);
		expect([1000, 1005]).toContain([...balances][0]);
		await granted;
		expect((await usage(accountId)).credits.balance).toBe(1005);
	});

	test("a contract rate limit replaces the plan's and goes back to it", async () => {
		const { key, accountId } = await app.createAccount({ plan: "lite" });
		await app.call("billing.setRateLimit", { accountId, perMinute: 5000 });
		expect((await api(app, "GET", "/v1/usage", { key })).body.rateLimitPerMinute).toBe(5000);
		expect((await api(app, "GET", "/v1/usage", { key })).headers.get("x-ratelimit-limit")).toBe("5000");
		await app.call("billing.setRateLimit", { accountId, perMinute: null });
		expect((await api(app, "GET", "/v1/usage", { key })).body.rateLimitPerMinute).toBe(60);
		await expect(app.call("billing.setRateLimit", { accountId, perMinute: 0 })).rejects.toMatchObject({ type: "VALIDATION_ERROR" });
	});

	test("the monthly reset tops the balance up to the allowance and moves resetsAt a month on", async () => {
		const { key, accountId } = await app.createAccount({ plan: "lite", credits: 10 });
		await sql("UPDATE billing_accounts SET resets_at = now() - interval '1 hour' WHERE account_id = $1", [accountId]);
		const before = Date.now();
		const res = await api(app, "GET", "/v1/usage", { key });
		expect(res.body.credits).toEqual({ balance: 1000, monthlyAllowance: 1000 });
		expect(Date.parse(res.body.resetsAt)).toBeGreaterThan(before + 27 * 86_400_000);
		expect(await ledgerSum(accountId)).toBe(await balanceOf(accountId));
	});
});

describe("reserve, charge, release", () => {
	test("a reservation holds min(max, balance), charges per business once, and releases the rest", async () => {
		const { accountId } = await app.createAccount({ plan: null, credits: 50 });
		const search = randomUUID();
		expect(await app.call("billing.reserve", { accountId, reservation: search, max: 200 })).toEqual({ reserved: 50 });
		expect((await usage(accountId)).credits.balance).toBe(0);
		expect(await app.call("billing.reserve", { accountId, reservation: search, max: 200 })).toEqual({ reserved: 50 });

		const page1 = await app.call<ChargeResult>("billing.charge", { accountId, reservation: search, businessIds: ["b1", "b2", "b2", "b3"] });
		expect(page1).toEqual({ charged: ["b1", "b2", "b3"], alreadyOwned: [], overBudget: [], remaining: 47 });
		const retry = await app.call<ChargeResult>("billing.charge", { accountId, reservation: search, businessIds: ["b1", "b2", "b3", "b4"] });
		expect(retry).toEqual({ charged: ["b4"], alreadyOwned: ["b1", "b2", "b3"], overBudget: [], remaining: 46 });

		expect(await app.call("billing.release", { accountId, reservation: search })).toEqual({ refunded: 46, used: 4 });
		expect(await app.call("billing.release", { accountId, reservation: search })).toEqual({ refunded: 0, used: 4 });
		expect((await usage(accountId)).credits.balance).toBe(46);
		expect(await ledgerSum(accountId)).toBe("46");
	});

	test("a business owned through one search is not charged by the next", async () => {
		const { accountId } = await app.createAccount({ plan: null, credits: 10 });
		const [s1, s2] = [randomUUID(), randomUUID()];
		await app.call("billing.reserve", { accountId, reservation: s1, max: 5 });
		await app.call("billing.charge", { accountId, reservation: s1, businessIds: ["x1", "x2"] });
		await app.call("billing.release", { accountId, reservation: s1 });
		await app.call("billing.reserve", { accountId, reservation: s2, max: 5 });
		const res = await app.call<ChargeResult>("billing.charge", { accountId, reservation: s2, businessIds: ["x2", "x3"] });
		expect(res.charged).toEqual(["x3"]);
		expect(res.alreadyOwned).toEqual(["x2"]);
		await app.call("billing.release", { accountId, reservation: s2 });
		expect((await usage(accountId)).credits.balance).toBe(7);
	});

	test("results beyond the reservation are over budget and not charged", async () => {
		const { accountId } = await app.createAccount({ plan: null, credits: 2 });
		const s = randomUUID();
		await app.call("billing.reserve", { accountId, reservation: s, max: 100 });
		const res = await app.call<ChargeResult>("billing.charge", { accountId, reservation: s, businessIds: ["a", "b", "c"] });
		expect(res).toEqual({ charged: ["a", "b"], alreadyOwned: [], overBudget: ["c"], remaining: 0 });
	});

	test("nothing to reserve is 402 insufficient_credits", async () => {
		const { accountId } = await app.createAccount({ plan: null, credits: 0 });
		await expect(app.call("billing.reserve", { accountId, reservation: randomUUID(), max: 10 })).rejects.toMatchObject({
			code: 402,
			type: "insufficient_credits",
		});
	});
});

describe("spend (unlock batches)", () => {
	test("all or nothing: 402 and nothing written when the balance cannot cover the batch", async () => {
		const { accountId } = await app.createAccount({ plan: null, credits: 3 });
		await expect(app.call("billing.spend", { accountId, keys: ["own:a", "own:b", "own:c", "own:d"] })).rejects.toMatchObject({
			code: 402,
			type: "insufficient_credits",
		});
		expect((await usage(accountId)).credits.balance).toBe(3);
		expect(await app.call("billing.spend", { accountId, keys: ["own:a", "own:b", "own:a"] })).toEqual({ charged: ["own:a", "own:b"], alreadyPaid: [] });
		expect(await app.call("billing.spend", { accountId, keys: ["own:a", "own:c"] })).toEqual({ charged: ["own:c"], alreadyPaid: ["own:a"] });
		expect((await usage(accountId)).credits.balance).toBe(0);
		expect(await app.call("billing.spend", { accountId, keys: ["own:a", "own:b"] })).toEqual({ charged: [], alreadyPaid: ["own:a", "own:b"] });
	});

	test("a grant with the same idempotency key counts once", async () => {
		const { accountId } = await app.createAccount({ plan: null, credits: 0 });
		await app.call("billing.grant", { accountId, credits: 25, idempotencyKey: "invoice-1" });
		await app.call("billing.grant", { accountId, credits: 25, idempotencyKey: "invoice-1" });
		expect((await usage(accountId)).credits.balance).toBe(25);
	});
});

describe("concurrency", () => {
	test("200 parallel reservations against a balance of 100 never take it below zero; the ledger sums to the balance", async () => {
		const { accountId } = await app.createAccount({ plan: null, credits: 100 });
		const results = await Promise.allSettled(
			Array.from({ length: 200 }, (_, i) => app.call<{ reserved: number }>("billing.reserve", { accountId, reservation: `r${i}`, max: 1 + (i % 3) })),
		);
		const reserved = results
			.filter((r) => r.status === "fulfilled")
			.reduce((s, r) => s + (r as PromiseFulfilledResult<{ reserved: number }>).value.reserved, 0);
		const refused = results.filter((r) => r.status === "rejected");
		expect(reserved).toBe(100);
		for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 402, type: "insufficient_credits" });
		expect(await balanceOf(accountId)).toBe("0");
		expect(await ledgerSum(accountId)).toBe("0");
	});

	test("concurrent unlocks and searches of one account never overspend and charge each business once", async () => {
		const { accountId } = await app.createAccount({ plan: null, credits: 60 });
		const work: Promise<unknown>[] = [];
		for (let i = 0; i < 20; i++) {
			work.push(app.call("billing.spend", { accountId, keys: [`own:u${i % 10}`, `own:u${(i + 1) % 10}`, "own:shared"] }));
			const s = `s${i}`;
			work.push(
				(async () => {
					await app.call("billing.reserve", { accountId, reservation: s, max: 5 });
					await app.call("billing.charge", { accountId, reservation: s, businessIds: [`b${i}`, `b${i + 1}`, "shared"] });
					await app.call("billing.release", { accountId, reservation: s });
				})(),
			);
		}
		await Promise.allSettled(work);
		const balance = Number(await balanceOf(accountId));
		expect(balance).toBeGreaterThanOrEqual(0);
		expect(String(balance)).toBe(await ledgerSum(accountId));
		const owned = await sql("SELECT idempotency_key, count(*) AS n FROM credit_ledger WHERE account_id = $1 AND kind = 'own' GROUP BY 1", [accountId]);
		for (const row of owned) expect(row.n).toBe("1");
		const spent = owned.length;
		expect(balance).toBe(60 - spent);
	});
});
