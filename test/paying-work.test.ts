import type { Middleware } from "moleculer";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { waitFor } from "./support/wait";

/**
 * No work without pay: no provider is read for an account that could not pay, unseen-id lookups
 * have a per-minute quota per account, monitors a per-plan cap, a monitor whose checks cannot be
 * paid is turned off, and many keys of one account are not many plans.
 */
let lookups = 0;
/** Counts every provider read by id, whatever the scraper's action is called. */
const countLookups = {
	localAction(handler: (ctx: unknown) => Promise<unknown>, action: { name: string }) {
		if (!/^scraper-\w+\.(lookup|resolveBusiness)$/.test(action.name)) return handler;
		return (ctx: unknown) => {
			lookups++;
			return handler(ctx);
		};
	},
} as unknown as Middleware;

let app: TestApp;
let cidSeq = 7_500_000_000_000_000_000n;
/** CIDs no provider knows: each read of one is a lookup that finds nothing. */
let unknownSeq = 9_100_000_000_000_000_000n;

beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS, simulator: true, middlewares: [countLookups] });
});
afterAll(() => app.stop());

async function seenBusiness(): Promise<string> {
	const cid = String(cidSeq++);
	await app.call("dataset.upsert", { observations: [{ provider: "google", providerBusinessId: cid, cid, name: `Shop ${cid}` }] });
	return cid;
}
const unseen = () => String(unknownSeq++);

describe("an account that could not pay reads no provider", () => {
	test.each([
		["a zero balance", { credits: 0 }, "insufficient_credits"],
		["an inactive subscription", { accessStatus: "past_due" as const, credits: 100 }, "subscription_inactive"],
	])("%s: research, a monitor and an unlock of unseen ids are 402 before any lookup", async (_what, account, code) => {
		const { key } = await app.createAccount(account);
		const before = lookups;
		const research = await api(app, "POST", `/v1/businesses/${unseen()}/research`, { key });
		const monitor = await api(app, "PUT", `/v1/businesses/${unseen()}/monitor`, { key, body: {} });
		const unlock = await api(app, "POST", "/v1/businesses/unlock", { key, body: { businesses: [{ provider: "google", id: unseen() }] } });
		expect([research.status, monitor.status, unlock.status]).toEqual([402, 402, 402]);
		expect([research.body.error, monitor.body.error, unlock.body.error]).toEqual([code, code, code]);
		expect(lookups).toBe(before);
	});

	test("a zero balance still unlocks what the account owns already, for free", async () => {
		const { key, accountId } = await app.createAccount({ credits: 1 });
		const cid = await seenBusiness();
		const first = await api(app, "POST", "/v1/businesses/unlock", { key, body: { businesses: [{ provider: "google", id: cid }] } });
		expect(first.body.creditsSpent).toBe(1);
		const again = await api(app, "POST", "/v1/businesses/unlock", { key, body: { businesses: [{ provider: "google", id: cid }] } });
		expect(again.status).toBe(200);
		expect(again.body).toMatchObject({ creditsSpent: 0, alreadyOwned: [{ provider: "google", id: cid }] });
		expect((await app.sql("SELECT balance FROM billing_accounts WHERE account_id = $1", [accountId]))[0].balance).toBe("0");
	});
});

test("at most 120 unseen ids a minute per account: a batch needing more is refused whole, before any lookup", async () => {
	const { key } = await app.createAccount({ credits: 1000 });
	const batch = (n: number) => ({ businesses: Array.from({ length: n }, () => ({ provider: "google", id: unseen() })) });
	for (let i = 0; i < 4; i++) expect((await api(app, "POST", "/v1/businesses/unlock", { key, body: batch(25) })).status).toBe(404);
	const before = lookups;
	const refused = await api(app, "POST", "/v1/businesses/unlock", { key, body: batch(25) });
	expect(refused.status).toBe(429);
	expect(refused.body).toEqual({ error: "rate_limit_exceeded" });
	expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
	expect(lookups).toBe(before);
	// What is left of the minute still serves a batch that fits it, research included.
	expect((await api(app, "POST", "/v1/businesses/unlock", { key, body: batch(19) })).status).toBe(404);
	expect((await api(app, "POST", `/v1/businesses/${unseen()}/research`, { key })).status).toBe(404);
	expect((await api(app, "POST", `/v1/businesses/${unseen()}/research`, { key })).status).toBe(429);
	// Another account has its own minute.
	const other = await app.createAccount({ credits: 10 });
	expect((await api(app, "POST", `/v1/businesses/${unseen()}/research`, { key: other.key })).status).toBe(404);
}, 60_000);

test("a lite account has at most 100 monitors: the 101st is 409 limit_reached, changing one never is", async () => {
	const { key, accountId } = await app.createAccount({ plan: "lite" });
	await app.call("billing.setRateLimit", { accountId, perMinute: 1000 });
	const cids: string[] = [];
	for (let i = 0; i < 100; i++) cids.push(await seenBusiness());
	const puts = await Promise.all(cids.map((cid, i) => api(app, "PUT", `/v1/businesses/${cid}/monitor`, { key, body: { enabled: i % 2 === 0 } })));
	expect(puts.map((r) => r.status)).toEqual(cids.map(() => 201));
	const over = await api(app, "PUT", `/v1/businesses/${await seenBusiness()}/monitor`, { key, body: { enabled: false } });
	expect(over.status).toBe(409);
	expect(over.body).toEqual({ error: "limit_reached" });
	expect((await api(app, "PUT", `/v1/businesses/${cids[1]}/monitor`, { key, body: { intervalDays: 30 } })).status).toBe(200);
	expect((await api(app, "DELETE", `/v1/businesses/${cids[2]}/monitor`, { key })).status).toBe(200);
	expect((await api(app, "PUT", `/v1/businesses/${await seenBusiness()}/monitor`, { key, body: {} })).status).toBe(201);
}, 120_000);

test("a monitor whose checks could not be paid three times in a row is turned off, and a PUT turns it on again", async () => {
	const { key, accountId } = await app.createAccount({ credits: 10 });
	const cid = await seenBusiness();
	expect((await api(app, "PUT", `/v1/businesses/${cid}/monitor`, { key, body: {} })).status).toBe(201);
	const checks = async () =>
		await app.sql("SELECT status, error FROM business_runs WHERE account_id = $1 AND kind = 'monitor' ORDER BY created_at", [accountId]);
	await waitFor("the baseline check", async () => (await checks()).length === 1);
	// The subscription lapses: the next checks cannot be paid.
	await app.call("billing.setPlan", { accountId, accessStatus: "past_due" });
	for (let made = 2; made <= 4; made++) {
		await app.sql("UPDATE monitor_subscriptions SET next_check_at = now() - interval '1 second' WHERE account_id = $1 AND enabled", [accountId]);
		await app.brokers[0].broadcast("monitors.due", { subscriptions: 1 });
		// Made, and its purchase refused (a run is written first, then bought).
		await waitFor(`check ${made}`, async () => (await checks()).filter((c) => c.error === "subscription_inactive").length === made - 1);
	}
	expect((await checks()).slice(1)).toEqual([1, 2, 3].map(() => ({ status: "failed", error: "subscription_inactive" })));
	const off = await waitFor("the monitor turned off", async () => {
		const res = await api(app, "GET", `/v1/businesses/${cid}/monitor`, { key });
		return res.body.enabled === false ? res.body : null;
	});
	expect(off).toMatchObject({ enabled: false, disabledReason: "subscription_inactive" });
	await app.call("billing.setPlan", { accountId, accessStatus: "active" });
	const on = await api(app, "PUT", `/v1/businesses/${cid}/monitor`, { key, body: {} });
	expect(on.body).toMatchObject({ enabled: true, disabledReason: null });
}, 60_000);

test("all keys of an account together make at most three times the account's per-key limit", async () => {
	const { key, accountId } = await app.createAccount({ plan: "pro" });
	await app.call("billing.setRateLimit", { accountId, perMinute: 3 });
	const keys = [key];
	for (let i = 0; i < 3; i++) keys.push((await api(app, "POST", "/v1/keys", { key, body: { name: `k${i}` } })).body.key);
	// Three key creations used the first key's 3 requests; the three new keys make 3 each: 12 in all, over the account's 9.
	const statuses: number[] = [];
	for (const k of keys.slice(1)) for (let i = 0; i < 3; i++) statuses.push((await api(app, "GET", "/v1/usage", { key: k })).status);
	expect(statuses.filter((s) => s === 200)).toHaveLength(9 - 3);
	expect(statuses.filter((s) => s === 429)).toHaveLength(3);
	const refused = await api(app, "GET", "/v1/usage", { key: keys[3] });
	expect(refused.body).toEqual({ error: "rate_limit_exceeded" });
	expect(refused.headers.get("x-ratelimit-limit")).toBe("3");
});
