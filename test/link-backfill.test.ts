import { ALL_GROUPS, api, SERVICES_MODE, startApp, TEST_SECRET_KEY, type TestApp } from "./support/app";
import { buildCliFirst, cli, json, repl } from "./support/cli";

/**
 * Rows stored before cross-provider links existed (no match keys, no links) are linked by the
 * operator backfill: `dataset.linkUnmatched` and `dataset:link-backfill`, over the bus in
 * services mode, on the database in single-process mode.
 */
let app: TestApp;
let key: string;

buildCliFirst();

beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS });
	({ key } = await app.createAccount({ plan: "pro" }));
}, 60_000);

afterAll(() => app?.stop());

/** How an operator reaches the running system: its bus (never its database), or its database alone. */
function operatorEnv(): Record<string, string> {
	return SERVICES_MODE
		? {
				TRANSPORTER: process.env.TRANSPORTER!,
				LEADMAP_NAMESPACE: process.env.LEADMAP_NAMESPACE!,
				DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
				LEADMAP_CLI_WAIT_MS: "20000",
			}
		: { TRANSPORTER: "", LEADMAP_NAMESPACE: "", DATABASE_URL: app.databaseUrl, LEADMAP_SECRET_KEY: TEST_SECRET_KEY, LOG_LEVEL: "warn" };
}

/** The REPL as an operator opens it: on the bus, or beside the running trial (its port taken) as a console on its database. */
function replEnv(): Record<string, string> {
	return SERVICES_MODE ? operatorEnv() : { ...operatorEnv(), PORT: new URL(app.url).port };
}

/** `count` places seen on Google and on Bing (Bing's phone in national form), then made as old rows are: no keys, no links. */
async function oldRows(name: string, count: number, firstCid: bigint): Promise<Record<string, unknown>[]> {
	const places = Array.from({ length: count }, (_, i) => ({
		name: `${name} ${i}`,
		phone: `+33 1 41 00 ${String(10 + i).padStart(2, "0")} 00`,
		latitude: 48.7 + i * 0.01,
		longitude: 2.4,
		country: "FR",
		locality: "Paris",
		street: `${i + 1} rue du Backfill`,
	}));
	const observations = (["google", "bing"] as const).flatMap((provider) =>
		places.map((p, i) => ({
			...p,
			provider,
			providerBusinessId: provider === "google" ? String(firstCid + BigInt(i)) : `YN${name.replace(/\W/g, "")}${i}`,
			phone: provider === "bing" ? p.phone.replace("+33 1", "01") : p.phone,
		})),
	);
	for (const provider of ["google", "bing"]) await app.call("dataset.upsert", { observations: observations.filter((o) => o.provider === provider) });
	const rows = `SELECT id FROM businesses WHERE name LIKE $1`;
	await app.sql(`DELETE FROM business_links WHERE business_id IN (${rows}) OR linked_id IN (${rows})`, [`${name} %`]);
	await app.sql(`DELETE FROM business_match_keys WHERE business_id IN (${rows})`, [`${name} %`]);
	return observations;
}

async function googleRows(q: string): Promise<any[]> {
	const res = await api(app, "GET", `/v1/businesses?provider=google&q=${encodeURIComponent(q)}&limit=200`, { key });
	expect(res.status).toBe(200);
	return res.body.data;
}

/** Each Google row of oldRows(name, count, firstCid) shows its own Bing row alone in `sameAs`, and the links are stored once each way. */
async function expectEachLinkedToItsBingRow(name: string, count: number, firstCid: bigint): Promise<any[]> {
	const rows = await googleRows(name.toLowerCase());
	expect(rows).toHaveLength(count);
	for (const row of rows) {
		const bing = `YN${name.replace(/\W/g, "")}${BigInt(row.providerBusinessId) - firstCid}`;
		expect(row.sameAs).toEqual([{ provider: "bing", providerBusinessId: bing, confidence: expect.any(Number) }]);
	}
	const [{ n }] = await app.sql(`SELECT count(*)::int AS n FROM business_links l JOIN businesses b ON b.id = l.business_id WHERE b.name LIKE $1`, [
		`${name} %`,
	]);
	expect(n).toBe(2 * count);
	return rows;
}

test("the CLI links old rows batch after batch, with progress; a second run finds nothing to do", async () => {
	await oldRows("Librairie Ancienne", 12, 9400000000000000000n);
	for (const row of await googleRows("librairie ancienne")) expect(row.sameAs).toEqual([]);

	const first = await cli(["dataset:link-backfill", "--batch", "5", "--json"], operatorEnv());
	// 24 rows in batches of 5; each Google row is linked with its Bing row, once.
	expect(json(first)).toEqual({ batches: 5, processed: 24, linked: 12, remaining: 0 });
	expect(first.stderr).toMatch(/batch 1: 5 rows, .*19 remaining/);
	expect(first.stderr).toMatch(/batch 5: 4 rows, .*0 remaining/);

	const rows = await expectEachLinkedToItsBingRow("Librairie Ancienne", 12, 9400000000000000000n);
	const detail = await api(app, "GET", `/v1/businesses/${rows[0].providerBusinessId}`, { key });
	expect(detail.body.sameAs).toEqual(rows[0].sameAs);

	const again = await cli(["dataset:link-backfill", "--json"], operatorEnv());
	expect(json(again)).toEqual({ batches: 1, processed: 0, linked: 0, remaining: 0 });
	const text = await cli(["dataset:link-backfill"], operatorEnv());
	expect(text.stdout.trim()).toBe("0 rows keyed in 1 batch(es), 0 links to another provider's row made; 0 rows without keys remain");
}, 120_000);

test("--max stops after that many rows and says what remains; a mistyped flag does nothing", async () => {
	await oldRows("Papeterie Vieille", 4, 9410000000000000000n);
	const some = json(await cli(["dataset:link-backfill", "--batch", "3", "--max", "5", "--json"], operatorEnv()));
	expect(some).toEqual({ batches: 2, processed: 5, linked: expect.any(Number), remaining: 3 });
	const mistyped = await cli(["dataset:link-backfill", "--batch", "0"], operatorEnv());
	expect(mistyped.code).toBe(2);
	expect(mistyped.stderr).toContain("--batch must be from 1 to 1000");
	const rest = json(await cli(["dataset:link-backfill", "--json"], operatorEnv()));
	expect(rest).toEqual({ batches: 1, processed: 3, linked: 4 - some.linked, remaining: 0 });
	for (const row of await googleRows("papeterie vieille")) expect(row.sameAs).toHaveLength(1);
}, 120_000);

test("dataset.linkUnmatched: runs at once share the rows out, none processed twice; the cursor goes on past the last row", async () => {
	await oldRows("Cave Oubliee", 10, 9420000000000000000n);
	const runs = await Promise.all(Array.from({ length: 4 }, () => app.call<any>("dataset.linkUnmatched", { limit: 4 })));
	expect(runs.map((r) => r.processed)).toEqual([4, 4, 4, 4]);
	// Had two runs taken the same rows, more than 4 would still lack keys.
	const rest = await app.call<any>("dataset.linkUnmatched", { limit: 10, after: runs[0].next });
	expect(rest).toMatchObject({ processed: 4, remaining: 0 });
	expect(runs.reduce((sum, r) => sum + r.linked, 0) + rest.linked).toBe(10);
	const [{ n }] = await app.sql(`SELECT count(*)::int AS n FROM business_links l JOIN businesses b ON b.id = l.business_id WHERE b.name LIKE 'Cave Oubliee %'`);
	expect(n).toBe(20);
	await expect(app.call("dataset.linkUnmatched", { limit: 0 })).rejects.toMatchObject({ type: "VALIDATION_ERROR" });
	await expect(
		app.call("dataset.linkUnmatched", { limit: 5, after: { createdAt: "yesterday", id: "00000000-0000-4000-8000-000000000000" } }),
	).rejects.toMatchObject({ type: "VALIDATION_ERROR" });
}, 120_000);

test("the REPL: one batch with `call dataset.linkUnmatched`, the rest with the command", async () => {
	await oldRows("Bouquiniste Quai", 3, 9430000000000000000n);
	const run = await repl(
		['call dataset.linkUnmatched {"limit":2}', "dataset:link-backfill --json"],
		[/mol \$ /, /Response:[\s\S]*mol \$ /, /"batches": \d/],
		replEnv(),
	);
	// moleculer-repl colours the values of a response
	const stdout = run.stdout.replace(/\x1b\[\d+m/g, "");
	expect(stdout).toMatch(/processed: 2,\s+linked: 0,\s+remaining: 4/);
	expect(stdout).toMatch(/"processed": 4,\s+"linked": 3,\s+"remaining": 0/);
	for (const row of await googleRows("bouquiniste quai")) expect(row.sameAs).toHaveLength(1);
}, 120_000);

test("while scrapers write: batches and pages re-observing the same old rows at once end with every pair linked, once", async () => {
	const observations = await oldRows("Galerie Passee", 10, 9440000000000000000n);
	const page = (from: number, to: number) => app.call("dataset.upsert", { observations: observations.slice(from, to) });
	await Promise.all([app.call("dataset.linkUnmatched", { limit: 6 }), page(5, 15), app.call("dataset.linkUnmatched", { limit: 6 }), page(0, 5), page(15, 20)]);
	const rest = await app.call<any>("dataset.linkUnmatched", { limit: 20 });
	expect(rest.remaining).toBe(0);
	await expectEachLinkedToItsBingRow("Galerie Passee", 10, 9440000000000000000n);
}, 120_000);
