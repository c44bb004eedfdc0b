import { spawn } from "node:child_process";
import path from "node:path";
import { ALL_GROUPS, api, startApp, TEST_SECRET_KEY, type TestApp } from "./support/app";

/**
 * Business runs through the API, without a worker (runs stay pending): creation and its
 * billing, reading, paging, canceling, the refusals, and the monitors' batch of checks.
 * The runs' work itself (test/run-jobs.test.ts) needs the scrapers and the simulator.
 */
const WITHOUT_SCRAPERS = ALL_GROUPS.filter((g) => !g.includes("scraper-google"));
let app: TestApp;
let cidSeq = 7_100_000_000_000_000_000n;

beforeAll(async () => {
	app = await startApp({ groups: WITHOUT_SCRAPERS });
});
afterAll(() => app.stop());

/** A Google business in the shared dataset, as a search would have left it. */
async function googleBusiness(): Promise<{ cid: string; id: string }> {
	const cid = String(cidSeq++);
	const [row] = await app.call<{ id: string }[]>("dataset.upsert", {
		observations: [{ provider: "google", providerBusinessId: cid, cid, name: `Café ${cid}`, phone: "+33 1 23 45 67 89", website: "https://example.org" }],
	});
	return { cid, id: row.id };
}

const balance = async (key: string) => (await api(app, "GET", "/v1/usage", { key })).body.credits.balance as number;
const research = (key: string, cid: string, body?: unknown, headers?: Record<string, string>) =>
	api(app, "POST", `/v1/businesses/${cid}/research`, { key, body, headers });

describe("research runs", () => {
	test("a research run is made pending, billed 5 + 1 to own the business, which becomes a lead; readable and listed", async () => {
		const { key } = await app.createAccount({ credits: 100 });
		const b = await googleBusiness();
		const res = await research(key, b.cid, { maxReviews: 50 });
		expect(res.status).toBe(201);
		expect(res.headers.get("location")).toBe(`/v1/runs/${res.body.id}`);
		expect(res.body).toEqual({
			id: expect.any(String),
			kind: "research",
			status: "pending",
			businessId: b.id,
			error: null,
			createdAt: expect.any(String),
			updatedAt: expect.any(String),
			reviewsSort: "newest",
			reviewsSince: null,
			warnings: [],
		});
		expect(await balance(key)).toBe(94);
		const leads = await api(app, "GET", "/v1/leads", { key });
		expect(leads.body.leads.map((l: { providerBusinessId: string }) => l.providerBusinessId)).toEqual([b.cid]);
		expect((await api(app, "GET", `/v1/runs/${res.body.id}`, { key })).body).toEqual(res.body);
		const list = await api(app, "GET", `/v1/businesses/${b.cid}/runs`, { key });
		expect(list.body).toEqual({ data: [res.body], nextCursor: null });
		const business = await api(app, "GET", `/v1/businesses/${b.cid}`, { key });
		expect(business.body.latestRun).toEqual({ id: res.body.id, kind: "research", status: "pending", createdAt: res.body.createdAt });

		// Owned now: the next run costs the run only.
		expect((await research(key, b.cid)).status).toBe(201);
		expect(await balance(key)).toBe(89);
	});

	test("a business owned through an unlock costs 5; an Idempotency-Key retry is the same run, charged once", async () => {
		const { key } = await app.createAccount({ credits: 100 });
		const b = await googleBusiness();
		expect((await api(app, "POST", "/v1/businesses/unlock", { key, body: { businesses: [{ provider: "google", id: b.cid }] } })).status).toBe(200);
		expect(await balance(key)).toBe(99);
		const headers = { "Idempotency-Key": "research-once" };
		const first = await research(key, b.cid, undefined, headers);
		const again = await research(key, b.cid, undefined, headers);
		expect(first.status).toBe(201);
		expect(again.status).toBe(201);
		expect(again.body.id).toBe(first.body.id);
		expect(await balance(key)).toBe(94);
		expect((await api(app, "GET", `/v1/businesses/${b.cid}/runs`, { key })).body.data).toHaveLength(1);
	});

	test("402: too few credits, or no access; nothing charged, no run, no lead", async () => {
		const poor = await app.createAccount({ credits: 5 });
		const b = await googleBusiness();
		const res = await research(poor.key, b.cid);
		expect(res).toMatchObject({ status: 402, body: { error: "insufficient_credits" } });
		expect(await balance(poor.key)).toBe(5);
		expect((await api(app, "GET", `/v1/businesses/${b.cid}/runs`, { key: poor.key })).body.data).toEqual([]);
		expect((await api(app, "GET", "/v1/leads", { key: poor.key })).body.leads).toEqual([]);
		expect((await api(app, "GET", `/v1/businesses/${b.cid}`, { key: poor.key })).body.latestRun).toBeUndefined();

		const lapsed = await app.createAccount({ credits: 100, accessStatus: "past_due" });
		expect(await research(lapsed.key, b.cid)).toMatchObject({ status: 402, body: { error: "subscription_inactive" } });
		expect(await balance(lapsed.key)).toBe(100);
	});

	test("every bad input is a 400 with a code; an unknown CID and another account's run are 404", async () => {
		const { key } = await app.createAccount({ credits: 100 });
		const other = await app.createAccount({ credits: 100 });
		const b = await googleBusiness();
		const cases: Array<[string, string, unknown, string]> = [
			["POST", "/v1/businesses/abc/research", undefined, "invalid_cid"],
			["POST", `/v1/businesses/${b.cid}/research`, { maxReviews: 9 }, "invalid_body"],
			["POST", `/v1/businesses/${b.cid}/research`, { maxReviews: 1001 }, "invalid_body"],
			["POST", `/v1/businesses/${b.cid}/research`, { maxReviews: 10.5 }, "invalid_body"],
			["POST", `/v1/businesses/${b.cid}/research`, { maxReviews: 50, extra: true }, "invalid_body"],
			["GET", "/v1/runs/not-a-uuid", undefined, "invalid_id"],
			["POST", "/v1/runs/not-a-uuid/cancel", undefined, "invalid_id"],
			["GET", `/v1/businesses/${b.cid}/runs?kind=other`, undefined, "invalid_body"],
			["GET", `/v1/businesses/${b.cid}/runs?limit=0`, undefined, "invalid_body"],
			["GET", `/v1/businesses/${b.cid}/runs?limit=101`, undefined, "invalid_body"],
			["GET", `/v1/businesses/${b.cid}/runs?cursor=forged.cursor`, undefined, "invalid_body"],
			["GET", `/v1/businesses/${b.cid}/reviews/items?limit=x`, undefined, "invalid_body"],
			["GET", "/v1/businesses/12x/reviews", undefined, "invalid_cid"],
			["GET", "/v1/businesses/bing:12x/runs", undefined, "invalid_ypid"],
			["POST", "/v1/businesses/apple:12x/research", undefined, "invalid_apple_id"],
		];
		for (const [method, path, body, code] of cases) {
			const res = await api(app, method, path, { key, body });
			expect([path, res.status, res.body]).toEqual([path, 400, { error: code }]);
		}
		expect(await balance(key)).toBe(100);

		// A CID the dataset has not seen is read from Google first: no scraper runs here (test/unseen-ids.test.ts has one).
		expect(await research(key, "999999999")).toMatchObject({ status: 503, body: { error: "provider_unavailable" } });
		expect(await balance(key)).toBe(100);
		expect((await api(app, "GET", "/v1/businesses/999999999/reviews", { key })).status).toBe(404);
		const mine = await research(key, b.cid);
		for (const [method, path] of [
			["GET", `/v1/runs/${mine.body.id}`],
			["POST", `/v1/runs/${mine.body.id}/cancel`],
		]) {
			expect(await api(app, method, path, { key: other.key })).toMatchObject({ status: 404, body: { error: "not_found" } });
		}
		expect((await api(app, "GET", `/v1/runs/${crypto.randomUUID()}`, { key })).status).toBe(404);
		expect((await api(app, "GET", `/v1/businesses/${b.cid}/runs`, { key: other.key })).body.data).toEqual([]);
		expect((await api(app, "GET", `/v1/businesses/${b.cid}`, { key: other.key })).body.latestRun).toBeUndefined();
	});

	test("runs of a business page newest first by cursor, and filter by kind", async () => {
		const { key } = await app.createAccount({ credits: 100 });
		const b = await googleBusiness();
		const made: string[] = [];
		for (let i = 0; i < 5; i++) made.unshift((await research(key, b.cid)).body.id);
		const seen: string[] = [];
		let cursor: string | null = null;
		do {
			const res: { body: { data: { id: string }[]; nextCursor: string | null } } = await api(
				app,
				"GET",
				`/v1/businesses/${b.cid}/runs?limit=2${cursor ? `&cursor=${cursor}` : ""}`,
				{ key },
			);
			expect(res.body.data.length).toBeLessThanOrEqual(2);
			seen.push(...res.body.data.map((r) => r.id));
			cursor = res.body.nextCursor;
		} while (cursor);
		expect(seen).toEqual(made);
		expect((await api(app, "GET", `/v1/businesses/${b.cid}/runs?kind=monitor`, { key })).body).toEqual({ data: [], nextCursor: null });
		expect((await api(app, "GET", `/v1/businesses/${b.cid}/runs?kind=research&limit=100`, { key })).body.data).toHaveLength(5);
	});

	test("cancel: a pending run ends canceled at once and its 5 credits come back (the business stays owned); an ended one is 409", async () => {
		const { key } = await app.createAccount({ credits: 100 });
		const b = await googleBusiness();
		const run = (await research(key, b.cid)).body;
		expect(await balance(key)).toBe(94);
		expect(await api(app, "POST", `/v1/runs/${run.id}/cancel`, { key })).toMatchObject({ status: 202, body: { ok: true } });
		expect((await api(app, "GET", `/v1/runs/${run.id}`, { key })).body).toMatchObject({ status: "canceled", error: null });
		expect(await balance(key)).toBe(99);
		expect(await api(app, "POST", `/v1/runs/${run.id}/cancel`, { key })).toMatchObject({ status: 409, body: { error: "run_not_cancelable" } });
		expect(await balance(key)).toBe(99);
		const ledger = await app.sql("SELECT idempotency_key, amount FROM credit_ledger WHERE idempotency_key LIKE $1", [`%${run.id}`]);
		expect(ledger.map((l) => [l.idempotency_key, Number(l.amount)]).sort()).toEqual([
			[`refund:${run.id}`, 5],
			[`run:${run.id}`, -5],
		]);
	});

	test("reviews: no analysis before a research run completes, and no review items", async () => {
		const { key } = await app.createAccount({ credits: 100 });
		const b = await googleBusiness();
		expect((await api(app, "GET", `/v1/businesses/${b.cid}/reviews`, { key })).body).toEqual({ businessId: b.id, analysis: null });
		await research(key, b.cid);
		expect((await api(app, "GET", `/v1/businesses/${b.cid}/reviews`, { key })).body).toEqual({ businessId: b.id, analysis: null });
		expect(await api(app, "GET", `/v1/businesses/${b.cid}/reviews/items`, { key })).toMatchObject({ status: 404, body: { error: "not_found" } });
	});

	test("scopes: research and cancel need business:unlock, reading needs business:read", async () => {
		const { key } = await app.createAccount({ credits: 100 });
		const b = await googleBusiness();
		const readOnly = (await api(app, "POST", "/v1/keys", { key, body: { scopes: ["business:read"] } })).body.key;
		expect(await research(readOnly, b.cid)).toMatchObject({ status: 403, body: { error: "insufficient_scope" } });
		const run = (await research(key, b.cid)).body;
		expect((await api(app, "GET", `/v1/runs/${run.id}`, { key: readOnly })).status).toBe(200);
		expect((await api(app, "POST", `/v1/runs/${run.id}/cancel`, { key: readOnly })).status).toBe(403);
	});
});

describe("monitor checks (runs.createMonitorChecks)", () => {
	test("a batch of checks: each billed 1 credit; one that cannot be paid is made failed and charges nothing", async () => {
		const rich = await app.createAccount({ credits: 10 });
		const poor = await app.createAccount({ credits: 1 });
		const lapsed = await app.createAccount({ credits: 10, accessStatus: "canceled" });
		const [b1, b2] = [await googleBusiness(), await googleBusiness()];
		const sub = () => crypto.randomUUID();
		const checks = [
			{ accountId: rich.accountId, businessId: b1.id, subscriptionId: sub() },
			{ accountId: poor.accountId, businessId: b1.id, subscriptionId: sub() },
			{ accountId: poor.accountId, businessId: b2.id, subscriptionId: sub() },
			{ accountId: lapsed.accountId, businessId: b2.id, subscriptionId: sub() },
			{ accountId: rich.accountId, businessId: b2.id, subscriptionId: sub() },
		];
		const { runs } = await app.call<{ runs: any[] }>("runs.createMonitorChecks", { checks });
		expect(runs.map((r) => [r.subscriptionId, r.status, r.error])).toEqual([
			[checks[0].subscriptionId, "pending", null],
			[checks[1].subscriptionId, "pending", null],
			[checks[2].subscriptionId, "failed", "insufficient_credits"],
			[checks[3].subscriptionId, "failed", "subscription_inactive"],
			[checks[4].subscriptionId, "pending", null],
		]);
		expect([await balance(rich.key), await balance(poor.key), await balance(lapsed.key)]).toEqual([8, 0, 10]);
		const failed = await api(app, "GET", `/v1/runs/${runs[2].runId}`, { key: poor.key });
		expect(failed.body).toMatchObject({ kind: "monitor", status: "failed", error: "insufficient_credits", businessId: b2.id });
		const latest = await api(app, "GET", `/v1/businesses/${b2.cid}`, { key: rich.key });
		expect(latest.body.latestRun).toMatchObject({ id: runs[4].runId, kind: "monitor", status: "pending" });
		expect((await api(app, "GET", `/v1/businesses/${b1.cid}/runs?kind=monitor`, { key: poor.key })).body.data.map((r: { id: string }) => r.id)).toEqual([
			runs[1].runId,
		]);
	});

	test("more than 500 checks in one call is refused", async () => {
		const b = await googleBusiness();
		const { accountId } = await app.createAccount({ credits: 10 });
		const checks = Array.from({ length: 501 }, () => ({ accountId, businessId: b.id, subscriptionId: crypto.randomUUID() }));
		await expect(app.call("runs.createMonitorChecks", { checks })).rejects.toMatchObject({ type: "VALIDATION_ERROR" });
	});
});

describe("operators", () => {
	const ROOT = path.resolve(__dirname, "..");
	/** `npm run cli` in single-process mode on the app's database, its --json answer. */
	function cli(args: string[]): Promise<any> {
		return new Promise((resolve, reject) => {
			const env = {
				...process.env,
				TRANSPORTER: "",
				LEADMAP_NAMESPACE: "",
				DATABASE_URL: app.databaseUrl,
				LEADMAP_SECRET_KEY: TEST_SECRET_KEY,
				LOG_LEVEL: "warn",
			};
			const child = spawn(path.join(ROOT, "node_modules", ".bin", "tsx"), ["bin/cli.ts", ...args, "--json"], { cwd: ROOT, env });
			let stdout = "";
			let stderr = "";
			child.stdout.on("data", (d) => (stdout += d));
			child.stderr.on("data", (d) => (stderr += d));
			child.on("close", (code) => (code === 0 ? resolve(JSON.parse(stdout)) : reject(new Error(`exit ${code}: ${stderr}`))));
		});
	}

	test("runs:list, runs:show and runs:cancel (refunded while pending)", async () => {
		const { key, accountId } = await app.createAccount({ credits: 100 });
		const b = await googleBusiness();
		const run = (await research(key, b.cid)).body;
		const [list, shown] = await Promise.all([cli(["runs:list", "--account", accountId, "--kind", "research"]), cli(["runs:show", run.id])]);
		expect(list).toMatchObject({ data: [{ id: run.id, accountId, kind: "research", status: "pending", step: "lookup" }], total: 1 });
		expect(shown).toMatchObject({ id: run.id, accountId, provider: "google", providerBusinessId: b.cid, maxReviews: 200, attempts: 0 });
		expect(await cli(["runs:cancel", run.id])).toMatchObject({ id: run.id, status: "canceled", cancelRequested: true });
		expect(await balance(key)).toBe(99);
	}, 60_000);
});

describe("review order and cutoff of a research run", () => {
	test("are echoed on the run; a bad value is 400 before anything is read, even for a business nobody has seen", async () => {
		const { key } = await app.createAccount({ credits: 100 });
		const b = await googleBusiness();
		const res = await research(key, b.cid, { reviewsSort: "lowest", reviewsSince: "2026-01-31" });
		expect(res.status).toBe(201);
		expect(res.body).toMatchObject({ reviewsSort: "lowest", reviewsSince: "2026-01-31T00:00:00.000Z" });
		expect((await api(app, "GET", `/v1/runs/${res.body.id}`, { key })).body).toMatchObject({ reviewsSort: "lowest", reviewsSince: "2026-01-31T00:00:00.000Z" });
		const unseen = "9100000000000000001";
		for (const [body, detail] of [
			[{ reviewsSort: "oldest" }, /reviewsSort/],
			[{ reviewsSince: "yesterday" }, /reviewsSince/],
			[{ reviewsSince: "2026-13-45" }, /reviewsSince/],
			[{ reviewsSort: null }, /reviewsSort/],
			[{ reviewsSince: 20260131 }, /reviewsSince/],
		] as const) {
			const bad = await research(key, unseen, body);
			expect(bad.status).toBe(400);
			expect(bad.body).toEqual({ error: "invalid_body" });
			expect(bad.headers.get("x-error-detail")).toMatch(detail);
		}
		expect(await balance(key)).toBe(100 - 6);
	});
});
