import { api, startApp, type TestApp } from "./support/app";
import { startNatsServer, type TestNatsServer } from "./support/nats-server";
import { waitFor } from "./support/wait";
import { call } from "../shared/bus";
import { runSearchIdOf } from "../services/watches/scheduler.store";
import "../services/searches/searches.contract";

/**
 * The watch scheduler with three replicas (three brokers running `watches`, over NATS, on one database): each due
 * watch gets exactly one run, one search, per due time; a missed schedule makes one run, not a backlog; a run
 * claimed by a replica that died is started once, by another, its search made and funded once even when the dead
 * replica had made it. No scraper runs: a run's search stays pending until an operator cancels it.
 */
const GROUPS = [["gateway"], ["keys", "billing", "idempotency", "webhooks"], ["searches", "dataset", "leads"], ["watches"], ["watches"], ["watches"]];
const LEASE_MS = 1_500;

let nats: TestNatsServer | null = null;
let app: TestApp;

beforeAll(async () => {
	const transporter = process.env.LEADMAP_TEST_NATS_URL ?? `nats://${(nats = await startNatsServer("max_payload: 1048576")).address}`;
	app = await startApp({
		transporter,
		groups: GROUPS,
		env: { LEADMAP_WATCH_POLL_MS: "500", LEADMAP_WATCH_LEASE_MS: String(LEASE_MS), LEADMAP_WATCH_BATCH: "7" },
	});
}, 90_000);
afterAll(async () => {
	await app?.stop();
	await nats?.stop();
});

const BODY = { keyword: "bakery", location: "Cancale", options: { maxResults: 10 } };

/** Disabled watches (no run yet), then all made due in one statement, so the three schedulers race for them. */
async function dueWatches(key: string, n: number, intervalDays = 7): Promise<string[]> {
	const ids: string[] = [];
	for (let i = 0; i < n; i++) {
		const res = await api(app, "POST", "/v1/watches", { key, body: { ...BODY, intervalDays, enabled: false } });
		expect(res.status).toBe(201);
		ids.push(res.body.id);
	}
	return ids;
}

async function searchesByWatch(ids: string[]): Promise<Map<string, number>> {
	const rows = await app.sql<{ watch_id: string; n: number }>(
		"SELECT watch_id, count(*)::int AS n FROM searches WHERE watch_id = ANY($1::uuid[]) GROUP BY watch_id",
		[ids],
	);
	return new Map(rows.map((r) => [r.watch_id, r.n]));
}

async function settled(ids: string[], runs: number): Promise<Map<string, number>> {
	return waitFor(`${runs} run(s) of every watch`, async () => {
		const pending = await app.sql("SELECT 1 FROM watches WHERE pending_due_at IS NOT NULL AND id = ANY($1::uuid[])", [ids]);
		const counts = await searchesByWatch(ids);
		return pending.length === 0 && ids.every((id) => (counts.get(id) ?? 0) >= runs) && counts;
	});
}

/** Ends every pending search of these watches (an operator's cancel) and waits until the watches recorded them. */
async function endRuns(ids: string[]): Promise<void> {
	const searches = await app.sql<{ id: string }>("SELECT id FROM searches WHERE watch_id = ANY($1::uuid[]) AND status = 'pending'", [ids]);
	for (const s of searches) await app.call("searches.cancelAny", { id: s.id });
	await waitFor(
		"every run recorded",
		async () => (await app.sql("SELECT 1 FROM watches WHERE active_run_id IS NOT NULL AND id = ANY($1::uuid[])", [ids])).length === 0,
	);
}

test("three replicas: one search per watch and due time, the disabled ones none", async () => {
	const a = await app.createAccount({ plan: "max", credits: 1000 });
	const b = await app.createAccount({ plan: "max", credits: 1000 });
	const watches = [...(await dueWatches(a.key, 12)), ...(await dueWatches(b.key, 9, 1))];
	const off = await dueWatches(a.key, 3);
	await app.sql("UPDATE watches SET enabled = true, next_run_at = now() WHERE id = ANY($1::uuid[])", [watches]);

	const first = await settled(watches, 1);
	for (const id of watches) expect(first.get(id)).toBe(1);
	for (const id of off) expect(first.has(id)).toBe(false);
	const [step] = await app.sql("SELECT next_run_at - last_due_at AS step FROM watches WHERE id = $1", [watches[0]]);
	expect(step.step).toEqual({ days: 7 });

	// the runs end; time passes: every enabled watch falls due again
	await endRuns(watches);
	await app.sql("UPDATE watches SET next_run_at = now() - interval '1 second' WHERE id = ANY($1::uuid[])", [[...watches, ...off]]);
	const second = await settled(watches, 2);
	for (const id of watches) expect(second.get(id)).toBe(2);
	for (const id of off) expect(second.has(id)).toBe(false);
	// each run reserved its own credits once: ten for each of the account's two runs of each watch
	const [reserved] = await app.sql("SELECT sum(reserved)::int AS n FROM searches WHERE watch_id = ANY($1::uuid[])", [watches]);
	expect(reserved.n).toBe(watches.length * 2 * 10);
}, 120_000);

test("a schedule missed for weeks makes one run, and the next one an interval from now", async () => {
	const acct = await app.createAccount({ plan: "pro", credits: 100 });
	const [id] = await dueWatches(acct.key, 1, 1);
	await app.sql("UPDATE watches SET enabled = true, next_run_at = now() - interval '30 days' WHERE id = $1", [id]);
	const counts = await settled([id], 1);
	expect(counts.get(id)).toBe(1);
	const [row] = await app.sql(
		"SELECT next_run_at > now() + interval '23 hours' AS ahead, next_run_at < now() + interval '25 hours' AS within FROM watches WHERE id = $1",
		[id],
	);
	expect(row).toEqual({ ahead: true, within: true });
	await endRuns([id]);
	expect((await searchesByWatch([id])).get(id)).toBe(1);
});

test("a replica that died after claiming: another starts the run once its lease lapses, the search made once", async () => {
	const acct = await app.createAccount({ plan: "max", credits: 1000 });
	const ids = await dueWatches(acct.key, 6);
	// Enabled and claimed by the dead replica in one statement (the claim claimDue makes), so that no live replica claims them first.
	const claimed = await app.sql<{ id: string; account_id: string; query: object; due_text: string }>(
		`UPDATE watches SET enabled = true, pending_due_at = now(), last_due_at = now(), claimed_at = now(), claimed_by = 'dead-replica',
			lease_until = now() + make_interval(secs => $2::float8 / 1000), next_run_at = now() + make_interval(days => interval_days)
		 WHERE id = ANY($1::uuid[]) RETURNING id, account_id, query, pending_due_at::text AS due_text`,
		[ids, LEASE_MS],
	);
	expect(claimed).toHaveLength(ids.length);
	// Of the runs it claimed, the dead replica had started half (their searches made and funded) and never settled them.
	const madeBeforeDying = claimed.slice(0, ids.length / 2);
	const { runs } = await call(app.brokerOf("searches"), "searches.startWatchRuns", {
		runs: madeBeforeDying.map((c) => ({ searchId: runSearchIdOf(c.id, c.due_text), watchId: c.id, accountId: c.account_id, query: c.query as typeof BODY })),
	});
	expect(runs.every((r) => r.search?.status === "pending")).toBe(true);
	const balanceBefore = (await api(app, "GET", "/v1/usage", { key: acct.key })).body.credits.balance;

	const counts = await settled(ids, 1);
	for (const id of ids) expect(counts.get(id)).toBe(1);
	const made = await app.sql<{ id: string; watch_id: string; reserved: number }>(
		"SELECT id, watch_id, reserved FROM searches WHERE watch_id = ANY($1::uuid[])",
		[ids],
	);
	for (const c of madeBeforeDying) expect(made.find((s) => s.watch_id === c.id)!.id).toBe(runSearchIdOf(c.id, c.due_text));
	// the half started before the takeover was not funded again: only the other half reserved now
	expect((await api(app, "GET", "/v1/usage", { key: acct.key })).body.credits.balance).toBe(balanceBefore - (ids.length / 2) * 10);
	const runRows = await app.sql("SELECT watch_id FROM watch_runs WHERE watch_id = ANY($1::uuid[])", [ids]);
	expect(runRows).toHaveLength(ids.length);
});
