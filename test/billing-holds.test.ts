import { randomUUID } from "node:crypto";
import { startApp, type TestApp } from "./support/app";
import type { InspectAccountResult, PurchaseEachResult, PurchaseResult } from "../services/billing/billing.contract";

let app: TestApp;
beforeAll(async () => {
	app = await startApp();
});
afterAll(() => app.stop());

const sql = <T = any>(text: string, params: unknown[] = []) => app.sql<T>(text, params);

const RUN_CREDITS = 5;
const balanceOf = async (accountId: string) => Number((await sql("SELECT balance FROM billing_accounts WHERE account_id = $1", [accountId]))[0].balance);
const ledgerSum = async (accountId: string) =>
	Number((await sql("SELECT coalesce(sum(amount), 0) AS s FROM credit_ledger WHERE account_id = $1 AND reservation IS NULL", [accountId]))[0].s);
const ledgerRows = async (accountId: string, key: string) =>
	Number((await sql("SELECT count(*) AS n FROM credit_ledger WHERE account_id = $1 AND idempotency_key = $2", [accountId, key]))[0].n);
const forceReset = (accountId: string) => sql("UPDATE billing_accounts SET resets_at = now() - interval '1 hour' WHERE account_id = $1", [accountId]);
/** Makes the monthly reset due and applies it (an uncached read does): the balance after it. */
const applyReset = async (accountId: string) => {
	await forceReset(accountId);
	return (await app.call<InspectAccountResult>("billing.inspectAccount", { accountId })).account.credits.balance;
};

/** A research run's purchase: its price (refundable) and the business (not). */
const buyRun = (accountId: string, runId = randomUUID()) =>
	app.call<PurchaseResult>("billing.purchase", {
		accountId,
		items: [
			{ key: `run:${runId}`, credits: RUN_CREDITS, refundable: true },
			{ key: `own:${randomUUID()}`, credits: 1 },
		],
	});
const refundRun = (accountId: string, runId: string) =>
	app.call<{ refunded: number }>("billing.refund", { accountId, key: `refund:${runId}`, of: `run:${runId}` });
const closeRun = (accountId: string, runId: string) => app.call<{ closed: boolean }>("billing.closePurchase", { accountId, key: `run:${runId}` });

async function buyRuns(accountId: string, n: number): Promise<string[]> {
	const runs = Array.from({ length: n }, () => randomUUID());
	for (const run of runs) await buyRun(accountId, run);
	return runs;
}

describe("the monthly reset and refundable purchases", () => {
	test("10 runs paid before the reset and refunded after it: the balance ends within the allowance, and the ledger sums to it", async () => {
		const { accountId } = await app.createAccount({ plan: "lite" });
		const runs = await buyRuns(accountId, 10);
		expect(await balanceOf(accountId)).toBe(1000 - 60);
		// The 50 the runs hold are still the account's: the reset tops up to the allowance counting them.
		expect(await applyReset(accountId)).toBe(1000 - 50);
		for (const run of runs) expect(await refundRun(accountId, run)).toEqual({ refunded: RUN_CREDITS });
		const balance = await balanceOf(accountId);
		expect(balance).toBeLessThanOrEqual(1000);
		expect(balance).toBe(1000);
		expect(await ledgerSum(accountId)).toBe(balance);
	});

	test("runs closed before the reset are no longer held: the reset tops up for them, and the rest refunded after lands on the allowance", async () => {
		const { accountId } = await app.createAccount({ plan: "lite" });
		const runs = await buyRuns(accountId, 10);
		for (const run of runs.slice(0, 5)) expect(await closeRun(accountId, run)).toEqual({ closed: true });
		expect(await applyReset(accountId)).toBe(1000 - 25);
		for (const run of runs.slice(5)) expect(await refundRun(accountId, run)).toEqual({ refunded: RUN_CREDITS });
		expect(await balanceOf(accountId)).toBe(1000);
		expect(await ledgerSum(accountId)).toBe(1000);
	});

	test("an account opened above its allowance keeps the difference across a reset and refunds: refunds are never capped", async () => {
		const { accountId } = await app.createAccount({ plan: "lite", credits: 1020 });
		const runs = await buyRuns(accountId, 10);
		expect(await applyReset(accountId)).toBe(1020 - 60);
		for (const run of runs) await refundRun(accountId, run);
		// Only the businesses (10 credits, not refundable) are gone.
		expect(await balanceOf(accountId)).toBe(1020 - 10);
		expect(await ledgerSum(accountId)).toBe(1020 - 10);
	});
});

describe("closed purchases", () => {
	test("a refund of a key never paid closes it: a later purchase of it is 409 purchase_closed and charges nothing", async () => {
		const { accountId } = await app.createAccount({ plan: "lite" });
		const run = randomUUID();
		expect(await refundRun(accountId, run)).toEqual({ refunded: 0 });
		const business = `own:${randomUUID()}`;
		await expect(
			app.call("billing.purchase", {
				accountId,
				items: [
					{ key: `run:${run}`, credits: RUN_CREDITS, refundable: true },
					{ key: business, credits: 1 },
				],
			}),
		).rejects.toMatchObject({ code: 409, type: "purchase_closed" });
		expect(await balanceOf(accountId)).toBe(1000);
		expect(await ledgerRows(accountId, `run:${run}`)).toBe(0);
		expect(await ledgerRows(accountId, business)).toBe(0);
		// Nothing was paid, so nothing is held: the reset tops up to the allowance.
		expect(await applyReset(accountId)).toBe(1000);
	});

	test("purchaseEach refuses a closed key with purchase_closed and buys the other items of the batch", async () => {
		const [{ accountId: a }, { accountId: b }] = [await app.createAccount({ plan: "lite" }), await app.createAccount({ plan: "lite" })];
		const [closed, open, other] = [randomUUID(), randomUUID(), randomUUID()];
		await refundRun(a, closed);
		const { results } = await app.call<PurchaseEachResult>("billing.purchaseEach", {
			items: [
				{ accountId: a, key: `run:${closed}`, credits: 1, refundable: true },
				{ accountId: a, key: `run:${open}`, credits: 1, refundable: true },
				{ accountId: b, key: `run:${other}`, credits: 1, refundable: true },
			],
		});
		expect(results).toEqual([
			{ key: `run:${closed}`, charged: false, error: "purchase_closed" },
			{ key: `run:${open}`, charged: true, error: null },
			{ key: `run:${other}`, charged: true, error: null },
		]);
		expect(await ledgerRows(a, `run:${closed}`)).toBe(0);
		expect([await balanceOf(a), await balanceOf(b)]).toEqual([999, 999]);
		// The bought checks are held: refunded after a reset, they land on the allowance.
		expect(await applyReset(a)).toBe(999);
		expect(await refundRun(a, open)).toEqual({ refunded: 1 });
		expect(await balanceOf(a)).toBe(1000);
	});

	test("closePurchase: a later purchase is refused, closing again is fine, and a refund after it gives back what was paid, once", async () => {
		const { accountId } = await app.createAccount({ plan: "lite" });
		const run = randomUUID();
		await buyRun(accountId, run);
		expect(await closeRun(accountId, run)).toEqual({ closed: true });
		expect(await closeRun(accountId, run)).toEqual({ closed: false });
		await expect(buyRun(accountId, run)).rejects.toMatchObject({ code: 409, type: "purchase_closed" });
		expect(await balanceOf(accountId)).toBe(1000 - 6);
		expect(await refundRun(accountId, run)).toEqual({ refunded: RUN_CREDITS });
		expect(await refundRun(accountId, run)).toEqual({ refunded: 0 });
		expect(await balanceOf(accountId)).toBe(1000 - 1);
		expect(await ledgerSum(accountId)).toBe(1000 - 1);
	});

	test("closePurchase of a key never bought closes it; an unknown account is 404", async () => {
		const { accountId } = await app.createAccount({ plan: "lite" });
		const run = randomUUID();
		expect(await closeRun(accountId, run)).toEqual({ closed: true });
		await expect(buyRun(accountId, run)).rejects.toMatchObject({ code: 409, type: "purchase_closed" });
		await expect(closeRun(randomUUID(), run)).rejects.toMatchObject({ code: 404 });
	});
});

describe("plansOf", () => {
	test("the plan of each account that exists, by id; an unknown id is left out", async () => {
		const [lite, pro, none] = [
			await app.createAccount({ plan: "lite" }),
			await app.createAccount({ plan: "pro" }),
			await app.createAccount({ plan: null, credits: 5 }),
		];
		const plans = await app.call("billing.plansOf", { accountIds: [lite.accountId, pro.accountId, none.accountId, randomUUID()] });
		expect(plans).toEqual({ [lite.accountId]: "lite", [pro.accountId]: "pro", [none.accountId]: null });
	});

	test.each([
		["no ids", []],
		["an id that is not a uuid", ["not-a-uuid"]],
		["more than 500 ids", Array.from({ length: 501 }, () => randomUUID())],
	])("%s is a validation error", async (_, accountIds) => {
		await expect(app.call("billing.plansOf", { accountIds })).rejects.toMatchObject({ type: "VALIDATION_ERROR" });
	});
});
