import net from "node:net";
import type { Context, ServiceSchema } from "moleculer";
import { buildCliFirst, cli, cliFromSources, json, repl } from "./support/cli";
import { ALL_GROUPS, api, createTestDatabase, startApp, TEST_SECRET_KEY, type TestApp } from "./support/app";
import { startNatsServer, type TestNatsServer } from "./support/nats-server";
import { waitForSearch } from "./support/searches";
import { waitFor } from "./support/wait";
import { createHook, insertPendingDelivery } from "./support/webhook-app";
import { createTestCertificate, startReceiver, type TestCertificate, type TestReceiver } from "./support/webhook-receiver";

/**
 * The operator CLI as an operator runs it: separate processes (the compiled CLI the image runs,
 * and once the sources through tsx, as `npm run cli` runs them), over the bus of a running
 * system (distributed mode), or on its database alone (single-process mode).
 */

/** Every node that joins the app's bus, with the services it announces. */
const joined = new Map<string, string[]>();
const nodeWatcher: ServiceSchema = {
	name: "node-watcher",
	events: {
		"$node.connected"(ctx: Context<{ node: { id: string; services: { name: string }[] } }>) {
			joined.set(
				ctx.params.node.id,
				ctx.params.node.services.map((s) => s.name),
			);
		},
	},
};

let nats: TestNatsServer | null = null;
let app: TestApp;
let cert: TestCertificate;
let receiver: TestReceiver;
let busEnv: Record<string, string>;
let accountId: string;
let key: string;
let failedSearch: any;

buildCliFirst();

beforeAll(async () => {
	cert = await createTestCertificate();
	receiver = await startReceiver(cert);
	let transporter = process.env.LEADMAP_TEST_NATS_URL;
	if (!transporter) {
		nats = await startNatsServer(`authorization { user: "ops", password: "ops-secret" }`);
		transporter = `nats://ops:ops-secret@${nats.address}`;
	}
	app = await startApp({
		groups: ALL_GROUPS,
		simulator: true,
		transporter,
		extraSchemas: [nodeWatcher],
		env: {
			LEADMAP_ALLOW_PRIVATE_TARGETS: "1",
			LEADMAP_EXTRA_CA_CERTS: cert.caFile,
			LEADMAP_WEBHOOK_POLL_MS: "200",
			// a failed attempt is retried much later: a delivery that failed once stays pending for the whole test
			LEADMAP_WEBHOOK_BACKOFF_MS: "600000",
			LEADMAP_WEBHOOK_TIMEOUT_MS: "2000",
		},
	});
	// A distributed CLI needs the bus only: a database it cannot reach proves it never touches one.
	busEnv = {
		TRANSPORTER: transporter,
		LEADMAP_NAMESPACE: process.env.LEADMAP_NAMESPACE!,
		DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
		LOG_LEVEL: "info",
		LEADMAP_CLI_WAIT_MS: "20000",
	};
	({ accountId, key } = await app.createAccount({ plan: "pro" }));
	await createHook(app, key, receiver.url("/failed", "localhost"), ["search.failed"]);
	app.simulator!.setFaults({ consent: { first: 1000 } });
	const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "bakery", location: "Lyon", options: { maxResults: 5 } } });
	failedSearch = await waitForSearch(app, key, res.body.id);
	app.simulator!.setFaults({});
	await receiver.waitFor(1, "/failed");
}, 120_000);

afterAll(async () => {
	await app?.stop();
	await receiver?.close();
	await nats?.stop();
});

test("over the bus: --json results on stdout alone, logs on stderr, and the CLI node serves nothing", async () => {
	const other = await app.createAccount({ plan: "lite" });
	const [list, show, ledger, keys, searches, search, deliveries, queues, text] = await Promise.all([
		cli(["accounts:list", "--plan", "pro", "--json"], busEnv),
		cli(["accounts:show", accountId, "--json"], busEnv),
		cli(["ledger", "--account", accountId, "--json"], busEnv),
		cli(["keys:list", "--account", accountId, "--json"], busEnv),
		cli(["searches:list", "--account", accountId, "--status", "failed", "--json"], busEnv),
		cli(["searches:show", "--json", failedSearch.id], busEnv),
		cli(["webhooks:deliveries", "--account", accountId, "--json"], busEnv),
		cli(["queues", "--json"], busEnv),
		cli(["accounts:show", accountId], busEnv),
	]);
	const listed = json(list);
	expect(listed.data.map((a: any) => a.accountId)).toContain(accountId);
	expect(listed.data.map((a: any) => a.accountId)).not.toContain(other.accountId);
	expect(listed.data.every((a: any) => a.plan === "pro")).toBe(true);
	expect(json(show)).toMatchObject({
		accountId,
		plan: "pro",
		accessStatus: "active",
		activeKeys: 1,
		reservations: [],
		recentSearches: [{ id: failedSearch.id, status: "failed" }],
	});
	const entries = json(ledger).data;
	expect(entries.map((e: any) => e.key)).toEqual([`release:${failedSearch.id}`, `reserve:${failedSearch.id}`, "open"]);
	expect(json(keys).data).toHaveLength(1);
	expect(json(searches).data.map((s: any) => s.id)).toEqual([failedSearch.id]);
	expect(json(search)).toMatchObject({ id: failedSearch.id, accountId, status: "failed", error: "provider_blocked", retriedAs: null });
	expect(json(deliveries).data).toMatchObject([{ eventType: "search.failed", status: "delivered", attempts: 1 }]);
	expect(json(queues).map((q: any) => q.provider)).toEqual(["google", "bing", "apple"]);
	// Logs went to stderr (LOG_LEVEL=info), nothing but the result to stdout.
	expect(list.stderr).toMatch(/ServiceBroker/);
	expect(text.stdout).toMatch(/^account: +[0-9a-f-]{36}\n/);

	// Every CLI process joined the bus announcing no service at all.
	const cliNodes = [...joined].filter(([id]) => id.startsWith("cli-"));
	expect(cliNodes.length).toBeGreaterThanOrEqual(9);
	for (const [id, services] of cliNodes) expect({ id, services }).toEqual({ id, services: [] });
}, 120_000);

test("over the bus: grants, revokes, retries and replays are each applied once however often they run", async () => {
	const other = await app.createAccount({ plan: "lite", credits: 10 });
	const spare = await cli(["keys:create", "--account", accountId, "--json"], busEnv);
	const spareKey = json(spare);
	const grant = ["credits:grant", "--account", other.accountId, "--credits", "7", "--reference", "ops-42", "--json"];
	const retry = ["searches:retry", failedSearch.id, "--json"];
	const [grant1, grant2, retry1, retry2, revoke1] = await Promise.all([
		cli(grant, busEnv),
		cli(grant, busEnv),
		cli(retry, busEnv),
		cli(retry, busEnv),
		cli(["keys:revoke", spareKey.apiKey.id], busEnv),
	]);
	expect([json(grant1).credits.balance, json(grant2).credits.balance]).toEqual([17, 17]);
	const retries = [json(retry1), json(retry2)];
	expect(retries[0].search.id).toBe(retries[1].search.id);
	expect(retries.map((r) => r.replayed).sort()).toEqual([false, true]);
	expect(retries[0].search).toMatchObject({ accountId, keyword: "bakery", location: "Lyon", maxResults: 5 });
	expect(revoke1.stdout.trim()).toBe(`key ${spareKey.apiKey.id} revoked`);
	const revoke2 = await cli(["keys:revoke", spareKey.apiKey.id], busEnv);
	expect(revoke2.stdout.trim()).toBe(`key ${spareKey.apiKey.id} was revoked already`);
	expect((await api(app, "GET", "/v1/usage", { key: spareKey.key })).status).toBe(401);

	// The retry runs as any search: its own reservation, spent on its results, the rest given back.
	const retried = await waitForSearch(app, key, retries[0].search.id);
	expect(retried.status).toBe("completed");
	const ledger = json(await cli(["ledger", "--account", accountId, "--json"], busEnv)).data;
	const ofRetry = ledger.filter((e: any) => e.key.endsWith(retried.id) || e.reservation === retried.id);
	expect(ofRetry.filter((e: any) => e.kind === "reserve")).toHaveLength(1);
	expect(ofRetry.filter((e: any) => e.kind === "release")).toHaveLength(1);
	expect(-ofRetry.reduce((sum: number, e: any) => sum + (e.kind === "own" ? 0 : e.amount), 0)).toBe(retried.resultCount);
	const shown = json(await cli(["searches:show", failedSearch.id, "--json"], busEnv));
	expect(shown.retriedAs).toBe(retried.id);

	// A search that did not fail is not retried; one that ended is not canceled.
	const [notFailed, notCancelable] = await Promise.all([cli(["searches:retry", retried.id], busEnv), cli(["searches:cancel", retried.id], busEnv)]);
	expect(notFailed.code).toBe(1);
	expect(notFailed.stderr).toContain("search_not_retryable");
	expect(notCancelable.code).toBe(1);
	expect(notCancelable.stderr).toContain("search_not_cancelable");
}, 180_000);

test("over the bus: a replay sends a finished delivery again under its ids; a pending one is left alone", async () => {
	const [delivered] = json(await cli(["webhooks:deliveries", "--account", accountId, "--status", "delivered", "--json"], busEnv)).data;
	const first = receiver.requests("/failed")[0];
	const replay = json(await cli(["webhooks:replay", delivered.id, "--json"], busEnv));
	expect(replay).toMatchObject({ replayed: true, delivery: { id: delivered.id, status: "pending", attempts: 0 } });
	const [, again] = await receiver.waitFor(2, "/failed");
	expect(again.headers["x-leadmap-delivery"]).toBe(delivered.id);
	expect(JSON.parse(again.body).id).toBe(JSON.parse(first.body).id);

	// A delivery waiting for its next attempt (a 500, retried in 10 minutes) is pending: a replay changes nothing.
	const hook = await createHook(app, key, receiver.url("/down", "localhost"), ["search.completed"]);
	receiver.script("/down", [500]);
	const { deliveryId } = await insertPendingDelivery(app, { accountId, endpointId: hook.id });
	await receiver.waitFor(1, "/down");
	let pending: any;
	for (;;) {
		[pending] = json(await cli(["webhooks:deliveries", "--account", accountId, "--webhook", hook.id, "--json"], busEnv)).data;
		if (pending.attempts === 1 && pending.lastStatus === 500) break;
	}
	const untouched = json(await cli(["webhooks:replay", deliveryId, "--json"], busEnv));
	expect(untouched).toMatchObject({ replayed: false, delivery: { status: "pending", attempts: 1, nextAttemptAt: pending.nextAttemptAt } });
}, 120_000);

test("over the bus: a command whose service is not there fails naming it, having done nothing", async () => {
	const run = await cli(["searches:list"], { ...busEnv, LEADMAP_NAMESPACE: "nobody-here", LEADMAP_CLI_WAIT_MS: "1000" });
	expect(run.code).toBe(1);
	expect(run.stderr).toContain("no searches service answered on the bus");
	expect(run.stdout).toBe("");
}, 60_000);

test("without a bus: the CLI (compiled, and from the sources) runs the services it needs on the database, with no background work", async () => {
	const databaseUrl = await createTestDatabase();
	const local = { TRANSPORTER: "", LEADMAP_NAMESPACE: "", DATABASE_URL: databaseUrl, LEADMAP_SECRET_KEY: TEST_SECRET_KEY, LOG_LEVEL: "warn" };
	const created = json(await cliFromSources(["accounts:create", "--plan", "pro", "--json"], local));
	const { Client } = await import("pg");
	const db = new Client({ connectionString: databaseUrl });
	await db.connect();
	try {
		// A delivery due now and a search event not handed over yet: a webhooks or searches service with background work would take them at start.
		const endpointId = "11111111-1111-4111-8111-111111111111";
		await db.query(
			`INSERT INTO webhook_endpoints (id, account_id, url, event_types, secret) VALUES ($1, $2, 'https://127.0.0.1:9/x', '{search.completed}', 'sealed')`,
			[endpointId, created.accountId],
		);
		const { deliveryId } = await insertPendingDelivery(
			{ sql: (text: string, params?: unknown[]) => db.query(text, params).then((r) => r.rows) } as unknown as TestApp,
			{ accountId: created.accountId, endpointId },
		);
		const [deliveries, searches] = await Promise.all([
			cli(["webhooks:deliveries", "--account", created.accountId, "--json"], local),
			cli(["searches:list", "--json"], local),
		]);
		expect(json(deliveries).data).toMatchObject([{ id: deliveryId, status: "pending", attempts: 0 }]);
		expect(json(searches)).toMatchObject({ data: [], total: 0 });
		const [row] = (await db.query("SELECT attempts, lease_owner FROM webhook_deliveries WHERE id = $1", [deliveryId])).rows;
		expect(row).toEqual({ attempts: 0, lease_owner: null });
	} finally {
		await db.end();
	}
}, 120_000);

test("over the bus: searches:cancel stops a running search, which ends canceled", async () => {
	// Long enough that a CLI starting on a loaded machine still finds it running.
	app.simulator!.setFaults({ latencyMs: 2000 });
	try {
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "restaurant", location: "Paris", options: { maxResults: 1000 } } });
		const canceled = json(await cli(["searches:cancel", res.body.id, "--json"], busEnv));
		expect(canceled).toMatchObject({ id: res.body.id, accountId, cancelRequested: true });
		expect((await waitForSearch(app, key, res.body.id)).status).toBe("canceled");
		const after = json(await cli(["accounts:show", accountId, "--json"], busEnv));
		expect(after.reservations).toEqual([]);
	} finally {
		app.simulator!.setFaults({});
	}
}, 120_000);

test("the REPL over the bus: a client node with no services, the operator views as commands", async () => {
	const prompt = /mol \$ /;
	const run = await repl(
		["queues --json", `searches:show ${failedSearch.id}`, "accounts:show nope"],
		[prompt, /provider/, /retried as/, /must be an id/],
		busEnv,
	);
	expect(run.stderr).toContain("joined the bus as client node");
	expect(run.stdout).toContain('"provider": "google"');
	expect(run.stdout).toMatch(new RegExp(`search: +${failedSearch.id}`));
	expect(run.stderr).toContain("<accountId> must be an id");
	const replNodes = [...joined].filter(([id]) => id.startsWith("repl-"));
	expect(replNodes).toHaveLength(1);
	expect(replNodes[0][1]).toEqual([]);
}, 120_000);

test("over the bus and in the REPL: watches:list and watches:show, with the last run and what the runs have seen", async () => {
	const res = await api(app, "POST", "/v1/watches", { key, body: { keyword: "bakery", location: "Cancale", options: { maxResults: 20 }, intervalDays: 14 } });
	expect(res.status).toBe(201);
	const watch = res.body;
	await waitForSearch(app, key, watch.lastRun.searchId);
	const shown = await waitFor("the baseline recorded", async () => {
		const run = json(await cli(["watches:show", watch.id, "--json"], busEnv));
		return run.baselined && run;
	});
	expect(shown).toMatchObject({
		id: watch.id,
		accountId,
		intervalDays: 14,
		enabled: true,
		activeRunId: null,
		pendingDueAt: null,
		runs: 1,
		changes: 0,
		lastRun: { status: "completed" },
	});
	expect(shown.places).toBeGreaterThan(0);
	const [list, text, bad] = await Promise.all([
		cli(["watches:list", "--account", accountId, "--enabled", "true", "--json"], busEnv),
		cli(["watches:show", watch.id], busEnv),
		cli(["watches:list", "--enabled", "maybe"], busEnv),
	]);
	expect(json(list).data.map((w: { id: string }) => w.id)).toContain(watch.id);
	expect(text.stdout).toContain(`watch ${watch.id} of account ${accountId}: bakery in Cancale, every 14 day(s), enabled`);
	expect(text.stdout).toMatch(/baseline made: \d+ business\(es\) seen, 0 closed; 0 change\(s\) found/);
	expect(bad.code).toBe(2);
	expect(bad.stderr).toContain("--enabled must be one of true, false");

	const run = await repl([`watches:show ${watch.id}`, "watches:list --json"], [/mol \$ /, /baseline made/, /"total"/], busEnv);
	expect(run.stdout).toContain(`watch ${watch.id} of account ${accountId}`);
	expect(run.stdout).toContain(`"id": "${watch.id}"`);
}, 120_000);

test("the REPL without a bus, beside a trial already on PORT: says so and works as an operator console", async () => {
	const taken = net.createServer().listen(0, "127.0.0.1");
	await new Promise((r) => taken.once("listening", r));
	try {
		const port = (taken.address() as net.AddressInfo).port;
		const local = { TRANSPORTER: "", LEADMAP_NAMESPACE: "", DATABASE_URL: app.databaseUrl, PORT: String(port), LOG_LEVEL: "warn" };
		const run = await repl([`accounts:show ${accountId}`], [/mol \$ /, /recent searches/], local);
		expect(run.stderr).toContain(`already listens on port ${port}`);
		expect(run.stdout).toMatch(new RegExp(`account: +${accountId}`));
		expect(run.stderr).not.toContain("EADDRINUSE");
	} finally {
		taken.close();
	}
}, 120_000);
