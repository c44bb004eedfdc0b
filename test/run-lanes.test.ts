import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { ActionGate } from "./support/gate";
import { waitFor } from "./support/wait";

/**
 * Who runs when: an account's research runs are capped by its plan and claims take turns across
 * accounts (fewest running first), and monitor checks have a lane of their own, so a research
 * backlog never holds a check back. Every provider read is held at a gate, so runs stay running.
 */
const lookups = new ActionGate("scraper-google.lookup");
let app: TestApp;
let cidSeq = 7_400_000_000_000_000_000n;

beforeAll(async () => {
	lookups.close();
	app = await startApp({
		groups: ALL_GROUPS,
		simulator: true,
		middlewares: [lookups.middleware],
		env: { LEADMAP_RESEARCH_CONCURRENCY: "4", LEADMAP_MONITOR_CHECK_CONCURRENCY: "2" },
	});
});
afterAll(async () => {
	lookups.open();
	await app.stop();
});

async function googleBusiness(): Promise<{ cid: string; id: string }> {
	const cid = String(cidSeq++);
	const [row] = await app.call<{ id: string }[]>("dataset.upsert", {
		observations: [{ provider: "google", providerBusinessId: cid, cid, name: `Shop ${cid}` }],
	});
	return { cid, id: row.id };
}

async function research(key: string, n: number): Promise<string[]> {
	const ids: string[] = [];
	for (let i = 0; i < n; i++) ids.push((await api(app, "POST", `/v1/businesses/${(await googleBusiness()).cid}/research`, { key })).body.id);
	return ids;
}

const statusesOf = async (accountId: string, kind = "research") =>
	(await app.sql("SELECT status FROM business_runs WHERE account_id = $1 AND kind = $2", [accountId, kind])).map((r) => r.status as string);
const count = (statuses: string[], status: string) => statuses.filter((s) => s === status).length;

test("a lite account runs two research runs at once, the rest wait; another account's run is taken before that backlog", async () => {
	const busy = await app.createAccount({ plan: "lite", credits: 1000 });
	await research(busy.key, 6);
	await waitFor("the plan's two runs running", async () => count(await statusesOf(busy.accountId), "running") === 2);
	const quiet = await app.createAccount({ plan: "lite", credits: 1000 });
	await research(quiet.key, 1);
	// The lane has room (four at once): the quiet account's run is claimed, the busy one's backlog still waits on its cap.
	await waitFor("the other account's run running", async () => count(await statusesOf(quiet.accountId), "running") === 1);
	const busyNow = await statusesOf(busy.accountId);
	expect(count(busyNow, "running")).toBe(2);
	expect(count(busyNow, "pending")).toBe(4);
}, 60_000);

test("monitor checks have a lane of their own: a full research lane never holds a check back", async () => {
	const pro = await app.createAccount({ plan: "pro", credits: 1000 });
	await research(pro.key, 5);
	// The research lane is full now (four at once, all held at the provider read).
	await waitFor("a full research lane", async () => {
		const [{ n }] = await app.sql("SELECT count(*)::int AS n FROM business_runs WHERE kind = 'research' AND status = 'running'");
		return n === 4;
	});
	const watcher = await app.createAccount({ plan: "lite", credits: 100 });
	const b = await googleBusiness();
	const put = await api(app, "PUT", `/v1/businesses/${b.cid}/monitor`, { key: watcher.key, body: {} });
	expect(put.status).toBe(201);
	await waitFor("the baseline check running", async () => count(await statusesOf(watcher.accountId, "monitor"), "running") === 1);
}, 60_000);
