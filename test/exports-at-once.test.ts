import type { Context, Middleware } from "moleculer";
import { api, startApp, type TestApp } from "./support/app";
import { seedSearchWithLeads } from "./support/seed";
import { waitFor } from "./support/wait";

/**
 * At most three exports of an account run at once, counted in PostgreSQL across instances:
 * a fourth is 429 with Retry-After, and a slot comes back when its file ends, fails, or is
 * left by its client. A gate on the batch reads holds an export open for as long as a test wants.
 */

interface Gate {
	opened: Promise<void>;
	open(): void;
	fail(): void;
}
const gates = new Map<string, Gate>();

function closeGate(searchId: string): Gate {
	let open!: () => void;
	let fail!: () => void;
	const opened = new Promise<void>((resolve, reject) => {
		open = resolve;
		fail = () => reject(new Error("the gated batch read failed"));
	});
	opened.catch(() => undefined);
	const gate = { opened, open, fail };
	gates.set(searchId, gate);
	return gate;
}

/** A search export's batch reads wait at their search's gate (ActionGate holds every call; these, one search's). */
const gateMiddleware = {
	localAction(next: (ctx: Context<{ searchId: string }>) => Promise<unknown>, action: { name: string }) {
		if (action.name !== "searches.resultsWindow") return next;
		return async (ctx: Context<{ searchId: string }>) => {
			await gates.get(ctx.params.searchId)?.opened;
			return next(ctx);
		};
	},
} as unknown as Middleware;

let app: TestApp;

beforeAll(async () => {
	app = await startApp({ groups: [["gateway"], ["keys", "billing"], ["searches", "dataset", "leads"], ["exports"]], middlewares: [gateMiddleware] });
});
afterAll(async () => {
	for (const gate of gates.values()) gate.open();
	await app.stop();
});

/** An export whose answer has begun (its slot is held): its body is read later, or never. */
async function startExport(key: string, searchId: string, signal?: AbortSignal): Promise<Response> {
	const res = await fetch(`${app.url}/v1/searches/${searchId}/export?format=csv`, { headers: { authorization: `Bearer ${key}` }, signal });
	expect(res.status).toBe(200);
	return res;
}

const refusedOrStarted = async (key: string, searchId: string) => api(app, "GET", `/v1/searches/${searchId}/export?format=csv`, { key });
const slotsOf = async (accountId: string) => (await app.sql("SELECT count(*)::int AS n FROM export_slots WHERE account_id = $1", [accountId]))[0].n as number;

test("three exports run at once; a fourth is 429 with Retry-After; a slot comes back when a file ends, is left, or fails", async () => {
	const { key, accountId } = await app.createAccount({ plan: "pro" });
	const searches = [];
	for (let i = 0; i < 6; i++) searches.push(await seedSearchWithLeads((t, p) => app.sql(t, p), accountId, 20));
	const [a, b, c, d, e, f] = searches;
	const gateA = closeGate(a);
	const gateC = closeGate(c);
	closeGate(b);
	closeGate(d);
	const leaving = new AbortController();
	const fileA = await startExport(key, a);
	const fileB = await startExport(key, b, leaving.signal);
	await startExport(key, c);

	const fourth = await refusedOrStarted(key, d);
	expect(fourth).toMatchObject({ status: 429, body: { error: "rate_limit_exceeded" } });
	expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
	expect(fourth.headers.get("x-error-detail")).toContain("at most 3 exports at once");
	expect(await slotsOf(accountId)).toBe(3);
	// another account is not held back
	const other = await app.createAccount({ plan: "pro" });
	expect((await refusedOrStarted(other.key, await seedSearchWithLeads((t, p) => app.sql(t, p), other.accountId, 5))).status).toBe(200);

	// A ends: its file is whole, and the fourth may start.
	gateA.open();
	expect((await fileA.text()).trim().split("\r\n")).toHaveLength(21);
	await startExportOnceFree(key, d);

	// B's client leaves while its file waits: its slot comes back at once, though its batch read never answered.
	leaving.abort();
	await fileB.text().catch(() => undefined);
	expect((await (await startExportOnceFree(key, e)).text()).trim().split("\r\n")).toHaveLength(21);

	// C's batch read fails: the file breaks off, and its slot comes back.
	gateC.fail();
	expect((await (await startExportOnceFree(key, f)).text()).trim().split("\r\n")).toHaveLength(21);
	await waitFor("only D's slot held", async () => (await slotsOf(accountId)) === 1);
});

/** Polls until an export is let start (a slot freed by something that just ended is given back a moment later). */
async function startExportOnceFree(key: string, searchId: string): Promise<Response> {
	return waitFor(
		`an export of ${searchId} let start`,
		async () => {
			const res = await fetch(`${app.url}/v1/searches/${searchId}/export?format=csv`, { headers: { authorization: `Bearer ${key}` } });
			if (res.status === 429) {
				await res.body?.cancel();
				return null;
			}
			return res;
		},
		10_000,
	);
}

test("a slot whose lease lapsed (its process died) does not count", async () => {
	const { key, accountId } = await app.createAccount({ plan: "pro" });
	const searchId = await seedSearchWithLeads((t, p) => app.sql(t, p), accountId, 5);
	await app.sql(
		`INSERT INTO export_slots (id, account_id, holder, lease_until) SELECT gen_random_uuid(), $1, 'a dead process', now() - interval '1 second' FROM generate_series(1, 3)`,
		[accountId],
	);
	const res = await refusedOrStarted(key, searchId);
	expect(res.status).toBe(200);
	expect(await slotsOf(accountId)).toBeLessThanOrEqual(1);
});
