import { api, startApp, type TestApp } from "./support/app";
import { startNatsServer, type TestNatsServer } from "./support/nats-server";
import { waitFor } from "./support/wait";
import { call } from "../shared/bus";
import "../services/runs/runs.contract";

/**
 * The monitor scheduler with three replicas (three brokers running `monitors`, over NATS,
 * on one database): each due subscription gets exactly one check per due time, a disabled
 * one none, and a check claimed by a replica that died is made once, by another.
 */
const GROUPS = [["gateway"], ["keys", "billing", "idempotency", "webhooks"], ["dataset", "runs"], ["monitors"], ["monitors"], ["monitors"]];
const LEASE_MS = 1_500;

let nats: TestNatsServer | null = null;
let app: TestApp;

beforeAll(async () => {
	const transporter = process.env.LEADMAP_TEST_NATS_URL ?? `nats://${(nats = await startNatsServer("max_payload: 1048576")).address}`;
	app = await startApp({
		transporter,
		groups: GROUPS,
		env: { LEADMAP_MONITOR_POLL_MS: "1000", LEADMAP_MONITOR_LEASE_MS: String(LEASE_MS), LEADMAP_MONITOR_BATCH: "7" },
	});
}, 90_000);
afterAll(async () => {
	await app?.stop();
	await nats?.stop();
});

let seq = 0;
async function seedBusinesses(n: number): Promise<string[]> {
	const observations = Array.from({ length: n }, () => {
		const cid = String(8_100_000_000_000_000_000n + BigInt(Date.now()) * 1000n + BigInt(seq++));
		return { provider: "google", providerBusinessId: cid, cid, name: `Scheduled ${cid}` };
	});
	await app.call("dataset.upsert", { observations });
	return observations.map((o) => o.cid);
}

/** Monitor runs per subscription of these accounts. */
async function checksBySubscription(accountIds: string[]): Promise<Map<string, { total: number; failed: number }>> {
	const rows = await app.sql<{ subscription_id: string; total: number; failed: number }>(
		`SELECT subscription_id, count(*)::int AS total, count(*) FILTER (WHERE status = 'failed')::int AS failed
		 FROM business_runs WHERE kind = 'monitor' AND account_id = ANY($1::uuid[]) GROUP BY subscription_id`,
		[accountIds],
	);
	return new Map(rows.map((r) => [r.subscription_id, { total: r.total, failed: r.failed }]));
}

async function subscribe(key: string, cids: string[], body: object = {}): Promise<string[]> {
	const ids: string[] = [];
	for (const cid of cids) {
		const res = await api(app, "PUT", `/v1/businesses/${cid}/monitor`, { key, body });
		expect(res.status).toBe(201);
		ids.push(res.body.id);
	}
	return ids;
}

test("three replicas: each subscription's baseline check once, then one per due time; a disabled one none", async () => {
	const a = await app.createAccount({ credits: 1000 });
	const b = await app.createAccount({ credits: 1000 });
	const cids = await seedBusinesses(40);
	const enabled = [...(await subscribe(a.key, cids.slice(0, 20))), ...(await subscribe(b.key, cids.slice(20, 35), { intervalDays: 1 }))];
	const disabled = await subscribe(a.key, cids.slice(35), { enabled: false });
	const accounts = [a.accountId, b.accountId];

	const first = await waitFor("every baseline check", async () => {
		const checks = await checksBySubscription(accounts);
		return enabled.every((id) => checks.has(id)) && checks;
	});
	for (const id of enabled) expect(first.get(id)).toEqual({ total: 1, failed: 0 });
	for (const id of disabled) expect(first.has(id)).toBe(false);
	const [sub] = await app.sql("SELECT next_check_at - last_due_at AS step, pending_due_at FROM monitor_subscriptions WHERE id = $1", [enabled[0]]);
	expect(sub).toMatchObject({ step: { days: 7 }, pending_due_at: null });

	// time passes: every enabled subscription falls due again (the disabled ones too, but they stay disabled)
	await app.sql("UPDATE monitor_subscriptions SET next_check_at = now() - interval '1 second' WHERE account_id = ANY($1::uuid[])", [accounts]);
	const second = await waitFor("every second check", async () => {
		const checks = await checksBySubscription(accounts);
		return enabled.every((id) => checks.get(id)?.total === 2) && checks;
	});
	await waitFor(
		"no claim left pending",
		async () =>
			(await app.sql("SELECT 1 FROM monitor_subscriptions WHERE pending_due_at IS NOT NULL AND account_id = ANY($1::uuid[])", [accounts])).length === 0,
	);
	const settled = await checksBySubscription(accounts);
	for (const id of enabled) expect(settled.get(id)?.total).toBe(2);
	for (const id of disabled) expect(second.has(id)).toBe(false);
	const usage = await api(app, "GET", "/v1/usage", { key: a.key });
	expect(usage.body.credits.balance).toBe(1000 - 40);
});

test("a check that cannot be paid is a failed run and nothing is charged", async () => {
	const poor = await app.createAccount({ credits: 1 });
	const [paid, unpaid] = await subscribe(poor.key, await seedBusinesses(2));
	// runs writes a check's run, then bills it: the check is known once its marker is cleared
	const checks = await waitFor("both checks", async () => {
		const pending = await app.sql("SELECT 1 FROM monitor_subscriptions WHERE pending_due_at IS NOT NULL AND id = ANY($1::uuid[])", [[paid, unpaid]]);
		const c = await checksBySubscription([poor.accountId]);
		return pending.length === 0 && c.size === 2 && c;
	});
	expect([checks.get(paid)!.failed + checks.get(unpaid)!.failed]).toEqual([1]);
	const failed = await app.sql("SELECT error FROM business_runs WHERE account_id = $1 AND status = 'failed'", [poor.accountId]);
	expect(failed).toEqual([{ error: "insufficient_credits" }]);
	expect((await api(app, "GET", "/v1/usage", { key: poor.key })).body.credits.balance).toBe(0);
});

test("a replica that died after claiming: another one makes the check once its lease lapses, and only once", async () => {
	const acct = await app.createAccount({ credits: 100 });
	const cids = await seedBusinesses(4);
	// Subscribed while no scheduler can claim them, then made due and claimed by the dead replica in one
	// statement (the claim claimDue makes), so that no live replica's poll can claim them in between.
	const ids = await subscribe(acct.key, cids, { enabled: false });
	const claimed = await app.sql(
		`UPDATE monitor_subscriptions SET enabled = true, pending_due_at = now(), last_due_at = now(), claimed_at = now(), claimed_by = 'dead-replica',
			lease_until = now() + make_interval(secs => $2::float8 / 1000), next_check_at = now() + make_interval(days => interval_days)
		 WHERE id = ANY($1::uuid[]) RETURNING id, account_id, business_id`,
		[ids, LEASE_MS],
	);
	expect(claimed).toHaveLength(ids.length);
	// Of the checks it claimed, the dead replica made the runs of half before dying, and never cleared their markers.
	const madeBeforeDying = claimed.slice(0, Math.ceil(claimed.length / 2));
	await call(app.brokerOf("runs"), "runs.createMonitorChecks", {
		checks: madeBeforeDying.map((c) => ({ accountId: c.account_id, businessId: c.business_id, subscriptionId: c.id })),
	});
	const checks = await waitFor("the lapsed claims taken over", async () => {
		const pending = await app.sql("SELECT 1 FROM monitor_subscriptions WHERE pending_due_at IS NOT NULL AND id = ANY($1::uuid[])", [ids]);
		const c = await checksBySubscription([acct.accountId]);
		return pending.length === 0 && ids.every((id) => c.has(id)) && c;
	});
	for (const id of ids) expect(checks.get(id)).toEqual({ total: 1, failed: 0 });
});
