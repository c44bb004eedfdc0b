import { hash, hkdfSync, randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { ServiceBroker } from "moleculer";
import { Client } from "pg";
import { brokerOptions } from "../moleculer.config";
import { SERVICE_SCHEMAS } from "../bin/services";
import { IdempotencyKeys, unseal } from "../services/gateway/idempotency-seal";
import { API_ROUTES } from "../services/gateway/routes";
import { reloadConfig } from "../shared/config";
import { closeSafeAgents } from "../shared/net/ssrf";
import { parseSecretKey } from "../shared/secret-key";
import { api, startApp, TEST_SECRET_KEY, type ApiResponse, type TestApp } from "./support/app";
import { BOTH_TYPES, sleep } from "./support/webhook-app";
import { createTestCertificate, startReceiver, type TestCertificate, type TestReceiver } from "./support/webhook-receiver";

/** Issue 13, point 6: Idempotency-Key on every POST that creates or charges (Stripe's rules). */
let app: TestApp;
let cert: TestCertificate;
let receiver: TestReceiver;

beforeAll(async () => {
	cert = await createTestCertificate();
	receiver = await startReceiver(cert);
	app = await startApp({
		groups: [["gateway"], ["keys", "billing", "idempotency", "webhooks"], ["searches", "dataset", "leads"]],
		env: { LEADMAP_ALLOW_PRIVATE_TARGETS: "1", LEADMAP_EXTRA_CA_CERTS: cert.caFile, LEADMAP_WEBHOOK_TIMEOUT_MS: "1500" },
	});
});
afterAll(async () => {
	await app.stop();
	await closeSafeAgents();
	await receiver.close();
	rmSync(path.dirname(cert.caFile), { recursive: true, force: true });
});

const SEARCH = { keyword: "bakery", location: "Lyon, France", options: { maxResults: 40 } };

function post(route: string, key: string, body: unknown, idempotencyKey?: string, signal?: AbortSignal): Promise<ApiResponse> {
	const headers: Record<string, string> = idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey };
	if (!signal) return api(app, "POST", route, { key, body, headers });
	return fetch(app.url + route, {
		method: "POST",
		signal,
		body: JSON.stringify(body),
		headers: { ...headers, authorization: `Bearer ${key}`, "content-type": "application/json" },
	}).then(async (res) => ({ status: res.status, body: await res.json(), headers: res.headers }));
}

const replayed = (res: ApiResponse) => res.headers.get("idempotent-replayed");
const balanceOf = async (key: string) => (await api(app, "GET", "/v1/usage", { key })).body.credits.balance as number;
const searchIds = async (key: string) => (await api(app, "GET", "/v1/searches", { key })).body.data.map((s: { id: string }) => s.id) as string[];
const reservations = async (accountId: string) =>
	Number((await app.sql("SELECT count(*) AS n FROM credit_reservations WHERE account_id = $1", [accountId]))[0].n);

async function untilKeyHeld(accountId: string): Promise<void> {
	for (let i = 0; i < 400; i++) {
		if ((await app.sql("SELECT 1 FROM idempotency_keys WHERE account_id = $1", [accountId])).length) return;
		await sleep(25);
	}
	throw new Error("the first request never took its idempotency key");
}

/** Holds the account's billing row locked: a search or unlock of that account waits at its reservation, in flight. */
async function holdBilling(accountId: string): Promise<Client> {
	const db = new Client({ connectionString: app.databaseUrl });
	await db.connect();
	await db.query("BEGIN");
	await db.query("SELECT 1 FROM billing_accounts WHERE account_id = $1 FOR UPDATE", [accountId]);
	return db;
}

async function release(db: Client): Promise<void> {
	await db.query("ROLLBACK");
	await db.end();
}

describe("POST /v1/searches never runs twice for one Idempotency-Key", () => {
	test("sent concurrently with one key: one search, credits reserved once, every 201 carries its id", async () => {
		const { key, accountId } = await app.createAccount({ plan: "pro" });
		const before = await balanceOf(key);
		const idem = randomUUID();
		const answers = await Promise.all(Array.from({ length: 6 }, () => post("/v1/searches", key, SEARCH, idem)));
		for (const res of answers) expect([201, 409]).toContain(res.status);
		const created = answers.filter((r) => r.status === 201);
		expect(created.length).toBeGreaterThanOrEqual(1);
		const id = created[0].body.id;
		for (const res of created) expect(res.body).toEqual(created[0].body);
		for (const res of answers.filter((r) => r.status === 409)) expect(res.body).toEqual({ error: "idempotency_key_in_use" });

		const again = await post("/v1/searches", key, SEARCH, idem);
		expect(again.status).toBe(201);
		expect(again.body).toEqual(created[0].body);
		expect(again.headers.get("location")).toBe(`/v1/searches/${id}`);
		expect(replayed(again)).toBe("true");
		expect(await searchIds(key)).toEqual([id]);
		expect(await reservations(accountId)).toBe(1);
		expect(await balanceOf(key)).toBe(before - 40);
	});

	test("a client that gave up on a slow POST and retries: in use while the first runs, then the first's answer; paid once", async () => {
		const { key, accountId } = await app.createAccount({ plan: "pro" });
		const before = await balanceOf(key);
		const idem = randomUUID();
		const lock = await holdBilling(accountId);
		const client = new AbortController();
		const first = post("/v1/searches", key, SEARCH, idem, client.signal).catch((err: Error) => err);
		try {
			await untilKeyHeld(accountId);
			client.abort(); // the client's timeout
			expect(await first).toMatchObject({ name: "AbortError" });
			const retry = await post("/v1/searches", key, SEARCH, idem);
			expect(retry).toMatchObject({ status: 409, body: { error: "idempotency_key_in_use" } });
		} finally {
			await release(lock);
		}
		let retry = await post("/v1/searches", key, SEARCH, idem);
		for (let i = 0; i < 200 && retry.body.error === "idempotency_key_in_use"; i++) {
			await sleep(50);
			retry = await post("/v1/searches", key, SEARCH, idem);
		}
		expect(retry.status).toBe(201);
		expect(replayed(retry)).toBe("true");
		expect(await searchIds(key)).toEqual([retry.body.id]);
		expect(await reservations(accountId)).toBe(1);
		expect(await balanceOf(key)).toBe(before - 40);
	});

	test("the same key with another body, another route or another API key is 409 idempotency_key_reused", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const idem = `order-${randomUUID()}`;
		const first = await post("/v1/searches", key, SEARCH, idem);
		expect(first.status).toBe(201);
		expect(replayed(first)).toBeNull();

		const reordered = await post("/v1/searches", key, { options: { maxResults: 40 }, location: "Lyon, France", keyword: "bakery" }, idem);
		expect(reordered).toMatchObject({ status: 201, body: { id: first.body.id } });
		expect(replayed(reordered)).toBe("true");

		const otherBody = await post("/v1/searches", key, { ...SEARCH, keyword: "florist" }, idem);
		expect(otherBody).toMatchObject({ status: 409, body: { error: "idempotency_key_reused" } });
		const otherRoute = await post("/v1/keys", key, {}, idem);
		expect(otherRoute).toMatchObject({ status: 409, body: { error: "idempotency_key_reused" } });
		const sibling = (await post("/v1/keys", key, { name: "sibling" })).body.key;
		const otherKey = await post("/v1/searches", sibling, SEARCH, idem);
		expect(otherKey).toMatchObject({ status: 409, body: { error: "idempotency_key_reused" } });
		expect(await searchIds(key)).toEqual([first.body.id]);
		expect((await api(app, "GET", "/v1/keys", { key })).body.data).toHaveLength(2);
	});

	test("another account using the same key is independent", async () => {
		const a = await app.createAccount({ plan: "pro" });
		const b = await app.createAccount({ plan: "pro" });
		const idem = "shared-key-1";
		const mine = await post("/v1/searches", a.key, SEARCH, idem);
		const theirs = await post("/v1/searches", b.key, SEARCH, idem);
		expect(mine.status).toBe(201);
		expect(theirs.status).toBe(201);
		expect(replayed(theirs)).toBeNull();
		expect(theirs.body.id).not.toBe(mine.body.id);
		expect(await searchIds(b.key)).toEqual([theirs.body.id]);
		expect(await reservations(b.accountId)).toBe(1);
	});

	test("a search made by an attempt whose answer was lost (its gateway died): the retry after the lock lapses answers that search; paid once", async () => {
		const { key, accountId } = await app.createAccount({ plan: "pro" });
		const before = await balanceOf(key);
		const idem = randomUUID();
		const first = await post("/v1/searches", key, SEARCH, idem);
		expect(first.status).toBe(201);
		// What a gateway that died after the search was made, before keeping its answer, leaves behind.
		await app.sql("UPDATE idempotency_keys SET status = NULL, response = NULL, locked_until = now() - interval '1 second' WHERE account_id = $1", [accountId]);
		const retry = await post("/v1/searches", key, SEARCH, idem);
		expect(retry.status).toBe(201);
		expect(retry.body.id).toBe(first.body.id);
		expect(await searchIds(key)).toEqual([first.body.id]);
		expect(await reservations(accountId)).toBe(1);
		expect(await balanceOf(key)).toBe(before - SEARCH.options.maxResults);
	});

	test("without the header nothing changes: two POSTs are two searches", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const one = await post("/v1/searches", key, SEARCH);
		const two = await post("/v1/searches", key, SEARCH);
		expect(one.body.id).not.toBe(two.body.id);
		expect(replayed(two)).toBeNull();
	});
});

test("every POST of the alias table honours an Idempotency-Key, or changes nothing (a route added later must say which)", () => {
	const posts = Object.entries(API_ROUTES).filter(([route]) => route.startsWith("POST "));
	expect(posts.map(([route]) => route)).toEqual(
		expect.arrayContaining(["POST /searches", "POST /businesses/unlock", "POST /keys", "POST /webhooks", "POST /webhooks/test"]),
	);
	for (const [route, r] of posts) expect({ route, honoured: (r.idempotent === true) !== (r.readOnly === true) }).toEqual({ route, honoured: true });
	expect(posts.filter(([, r]) => r.readOnly).map(([route]) => route)).toEqual(["POST /searches/quote", "POST /leads/export"]);
});

describe("what is kept", () => {
	test("a 400 is not kept (the corrected request runs under the same key); a 402 is, and is replayed", async () => {
		const { key, accountId } = await app.createAccount({ plan: "pro", credits: 0 });
		const idem = randomUUID();
		const invalid = await post("/v1/searches", key, { location: "Lyon" }, idem);
		expect(invalid).toMatchObject({ status: 400, body: { error: "invalid_body" } });
		const broke = await post("/v1/searches", key, SEARCH, idem);
		expect(broke).toMatchObject({ status: 402, body: { error: "insufficient_credits" } });
		await app.call("billing.grant", { accountId, credits: 100, idempotencyKey: randomUUID() });
		const replay = await post("/v1/searches", key, SEARCH, idem);
		expect(replay).toMatchObject({ status: 402, body: { error: "insufficient_credits" } });
		expect(replay.headers.get("x-error-detail")).toBe(broke.headers.get("x-error-detail"));
		expect(replayed(replay)).toBe("true");
		expect(await searchIds(key)).toEqual([]);
		const fresh = await post("/v1/searches", key, SEARCH, randomUUID());
		expect(fresh.status).toBe(201);
	});

	test("a 5xx is not kept: once the fault is gone, the same key runs the request", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const keyword = `boom-${randomUUID().slice(0, 8)}`;
		const idem = randomUUID();
		await app.sql(`ALTER TABLE searches ADD CONSTRAINT idem_test_fault CHECK (keyword <> '${keyword}')`);
		try {
			// a 500 is what no operation documents
			const failed = await api(app, "POST", "/v1/searches", { key, body: { ...SEARCH, keyword }, headers: { "idempotency-key": idem }, undocumented: true });
			expect(failed).toMatchObject({ status: 500, body: { error: "internal_error" } });
		} finally {
			await app.sql("ALTER TABLE searches DROP CONSTRAINT idem_test_fault");
		}
		const retry = await post("/v1/searches", key, { ...SEARCH, keyword }, idem);
		expect(retry.status).toBe(201);
		expect(replayed(retry)).toBeNull();
		expect(await searchIds(key)).toEqual([retry.body.id]);
	});

	test.each([
		["empty", ""],
		["longer than 255 characters", "k".repeat(256)],
		["a tab inside", "a\tb"],
		["a character outside ASCII", "clé-1"],
	])("an Idempotency-Key that is %s is 400 idempotency_key_invalid, and nothing runs", async (_label, idem) => {
		const { key } = await app.createAccount({ plan: "pro" });
		const res = await post("/v1/searches", key, SEARCH, idem);
		expect(res).toMatchObject({ status: 400, body: { error: "idempotency_key_invalid" } });
		expect(await searchIds(key)).toEqual([]);
	});

	test("a body nested too deeply for the fingerprint is a 400, not a 5xx", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const deep = `{"keyword":${"[".repeat(200_000)}${"]".repeat(200_000)}}`;
		const res = await api(app, "POST", "/v1/searches", { key, rawBody: deep, headers: { "idempotency-key": randomUUID() } });
		expect(res).toMatchObject({ status: 400, body: { error: "invalid_body" } });
	});

	test("a key of 255 printable characters is fine; routes that are not flagged ignore the header", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const long = "~".repeat(250) + " a-Z9";
		expect((await post("/v1/searches", key, SEARCH, long)).status).toBe(201);
		expect(replayed(await post("/v1/searches", key, SEARCH, long))).toBe("true");
		const list = await api(app, "GET", "/v1/searches", { key, headers: { "idempotency-key": "" } });
		expect(list.status).toBe(200);
	});

	test("a key older than 24 hours starts afresh, and the sweep deletes expired keys", async () => {
		const { key, accountId } = await app.createAccount({ plan: "pro" });
		const idem = randomUUID();
		const first = await post("/v1/searches", key, SEARCH, idem);
		await app.sql("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE account_id = $1", [accountId]);
		const later = await post("/v1/searches", key, { ...SEARCH, keyword: "florist" }, idem);
		expect(later.status).toBe(201);
		expect(later.body.id).not.toBe(first.body.id);

		await post("/v1/searches", key, SEARCH, randomUUID());
		await app.sql("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE account_id = $1", [accountId]);
		const { deleted } = await app.call<{ deleted: number }>("idempotency.sweep");
		expect(deleted).toBeGreaterThanOrEqual(2);
		expect(await app.sql("SELECT 1 FROM idempotency_keys WHERE account_id = $1", [accountId])).toEqual([]);
	});

	test("a first request that vanished holds the key until its lease lapses; its late answer is then not kept", async () => {
		const accountId = randomUUID();
		const keyHash = "ab".repeat(32);
		const fingerprint = "cd".repeat(32);
		const first = await app.call<{ started: true; token: string }>("idempotency.begin", { accountId, keyHash, fingerprint });
		expect(first.started).toBe(true);
		await expect(app.call("idempotency.begin", { accountId, keyHash, fingerprint })).rejects.toMatchObject({ type: "idempotency_key_in_use" });
		await app.sql("UPDATE idempotency_keys SET locked_until = now() - interval '1 second' WHERE account_id = $1", [accountId]);
		await expect(app.call("idempotency.begin", { accountId, keyHash, fingerprint: "ef".repeat(32) })).rejects.toMatchObject({ type: "idempotency_key_reused" });
		const second = await app.call<{ started: true; token: string }>("idempotency.begin", { accountId, keyHash, fingerprint });
		expect(second.token).not.toBe(first.token);
		const late = await app.call("idempotency.complete", { accountId, keyHash, token: first.token, status: 201, response: "" });
		expect(late).toEqual({ stored: false });
	});
});

describe("unlock, keys and webhooks", () => {
	test("a replayed unlock answers the first answer and charges nothing more", async () => {
		const { key, accountId } = await app.createAccount({ plan: "pro" });
		const tag = randomUUID().slice(0, 8);
		const ids = [1, 2, 3].map((i) => `YN-idem-${tag}-${i}`);
		await app.call("dataset.upsert", {
			observations: ids.map((id) => ({ provider: "bing", providerBusinessId: id, name: `Shop ${id}`, phone: "+33 1 00 00 00 00" })),
		});
		const body = { businesses: ids.map((id) => ({ provider: "bing", id })) };
		const idem = randomUUID();
		const before = await balanceOf(key);
		const first = await post("/v1/businesses/unlock", key, body, idem);
		expect(first.status).toBe(200);
		expect(first.body.creditsSpent).toBe(3);
		const ledgerRows = async () => (await app.sql("SELECT count(*) AS n FROM credit_ledger WHERE account_id = $1", [accountId]))[0].n;
		const rows = await ledgerRows();
		const replay = await post("/v1/businesses/unlock", key, body, idem);
		expect(replay.status).toBe(200);
		expect(replay.body).toEqual(first.body);
		expect(replayed(replay)).toBe("true");
		expect(await balanceOf(key)).toBe(before - 3);
		expect(await ledgerRows()).toBe(rows);
	});

	test("a replayed POST /v1/keys answers the same key (secret included), and no secret is stored in clear", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const idem = randomUUID();
		const first = await post("/v1/keys", key, { name: "ci" }, idem);
		expect(first.status).toBe(201);
		const replay = await post("/v1/keys", key, { name: "ci" }, idem);
		expect(replay.status).toBe(201);
		expect(replay.body).toEqual(first.body);
		expect(replay.headers.get("location")).toBe(`/v1/keys/${first.body.apiKey.id}`);
		expect(replayed(replay)).toBe("true");
		expect((await api(app, "GET", "/v1/keys", { key })).body.data).toHaveLength(2);

		const stored = JSON.stringify(await app.sql("SELECT *, encode(response, 'escape') AS text FROM idempotency_keys"));
		expect(stored).not.toContain(first.body.key.slice(8));
		expect(stored).not.toContain(idem);
	});

	test("a replayed POST /v1/webhooks answers the same endpoint and secret; one endpoint exists", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const body = { url: receiver.url("/idem-hook"), eventTypes: BOTH_TYPES };
		const idem = randomUUID();
		const first = await post("/v1/webhooks", key, body, idem);
		expect(first.status).toBe(201);
		const replay = await post("/v1/webhooks", key, body, idem);
		expect(replay.body).toEqual(first.body);
		expect(replayed(replay)).toBe("true");
		expect((await api(app, "GET", "/v1/webhooks", { key })).body.data).toHaveLength(1);
	});

	test("POST /v1/webhooks/test with one key sends one delivery: in use while it runs, then replayed", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const hook = (await post("/v1/webhooks", key, { url: receiver.url("/idem-slow"), eventTypes: BOTH_TYPES })).body;
		receiver.script("/idem-slow", ["hang"]);
		const idem = randomUUID();
		const first = post("/v1/webhooks/test", key, { endpointId: hook.id }, idem);
		await receiver.waitFor(1, "/idem-slow");
		const during = await post("/v1/webhooks/test", key, { endpointId: hook.id }, idem);
		expect(during).toMatchObject({ status: 409, body: { error: "idempotency_key_in_use" } });
		const answer = await first;
		expect(answer.status).toBe(200);
		const replay = await post("/v1/webhooks/test", key, { endpointId: hook.id }, idem);
		expect(replay.body).toEqual(answer.body);
		expect(replayed(replay)).toBe("true");
		expect(receiver.requests("/idem-slow")).toHaveLength(1);
	});
});

describe("answers at rest: the server's secret key is mixed into the lookup and the seal", () => {
	/** What a database dump holds of an account's stored answer. */
	async function dumpedRow(accountId: string): Promise<{ keyHash: string; fingerprint: string; response: string }> {
		const rows = await app.sql(
			"SELECT encode(key_hash, 'hex') AS key_hash, encode(fingerprint, 'hex') AS fingerprint, encode(response, 'base64') AS response FROM idempotency_keys WHERE account_id = $1",
			[accountId],
		);
		expect(rows).toHaveLength(1);
		return { keyHash: rows[0].key_hash, fingerprint: rows[0].fingerprint, response: rows[0].response.replace(/\n/g, "") };
	}

	test("from a dump alone, a guessable Idempotency-Key neither finds nor opens the answer of POST /v1/keys", async () => {
		const { key, accountId } = await app.createAccount({ plan: "pro" });
		const guessable = "create-key-00042";
		const created = await post("/v1/keys", key, { name: "ci" }, guessable);
		expect(created.status).toBe(201);
		const row = await dumpedRow(accountId);

		// What the code before derived from the client's key alone: the lookup hash and the seal key.
		const unkeyedHash = hash("sha256", `leadmap idempotency key\0${guessable}`, "hex");
		const unkeyedSealKey = Buffer.from(hkdfSync("sha256", guessable, accountId, "leadmap idempotent answer", 32));
		expect(row.keyHash).not.toBe(unkeyedHash);
		expect(() => unseal(row.response, unkeyedSealKey, row.fingerprint)).toThrow();
		expect(JSON.stringify(row)).not.toContain(created.body.key.slice(8));

		// With the server's key as well, the same row opens: the dump was the right one.
		const material = new IdempotencyKeys(parseSecretKey(TEST_SECRET_KEY, "test")).material(accountId, guessable);
		expect(row.keyHash).not.toBe(material.keyHash); // the idempotency service keys it once more
		expect(unseal(row.response, material.sealKey, row.fingerprint)).toMatchObject({ status: 201, body: { key: created.body.key } });
	});

	test("POST /v1/keys and POST /v1/webhooks take a key of at least 16 characters: 15 is a 400 and nothing runs; 16 runs and replays", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const short = "k".repeat(15);
		const keys = await post("/v1/keys", key, { name: "short" }, short);
		expect(keys).toMatchObject({ status: 400, body: { error: "idempotency_key_invalid" } });
		expect(keys.headers.get("x-error-detail")).toContain("at least 16 characters");
		const hooks = await post("/v1/webhooks", key, { url: receiver.url("/short-key"), eventTypes: BOTH_TYPES }, short);
		expect(hooks).toMatchObject({ status: 400, body: { error: "idempotency_key_invalid" } });
		expect((await api(app, "GET", "/v1/keys", { key })).body.data).toHaveLength(1);
		expect((await api(app, "GET", "/v1/webhooks", { key })).body.data).toHaveLength(0);

		const enough = "k".repeat(16);
		const first = await post("/v1/keys", key, { name: "enough" }, enough);
		expect(first.status).toBe(201);
		const replay = await post("/v1/keys", key, { name: "enough" }, enough);
		expect(replay).toMatchObject({ status: 201, body: first.body });
		expect(replayed(replay)).toBe("true");
		expect((await api(app, "GET", "/v1/keys", { key })).body.data).toHaveLength(2);
		// routes whose answer holds no secret keep taking short keys
		expect((await post("/v1/searches", key, SEARCH, short)).status).toBe(201);
	});

	test.each(["gateway", "idempotency"])("with TRANSPORTER set, the %s service does not start without LEADMAP_SECRET_KEY", async (service) => {
		const saved = { TRANSPORTER: process.env.TRANSPORTER, LEADMAP_SECRET_KEY: process.env.LEADMAP_SECRET_KEY };
		process.env.TRANSPORTER ||= "nats://127.0.0.1:4222";
		delete process.env.LEADMAP_SECRET_KEY;
		// The environment is read when the broker is built; this one joins no bus.
		const broker = new ServiceBroker({ ...brokerOptions({ nodeID: `no-secret-${service}` }), transporter: null, logger: false });
		try {
			broker.createService(SERVICE_SCHEMAS[service]);
			await expect(broker.start()).rejects.toThrow(/LEADMAP_SECRET_KEY is not set: .* every gateway and idempotency instance needs the same key/);
		} finally {
			for (const [name, value] of Object.entries(saved)) {
				if (value === undefined) delete process.env[name];
				else process.env[name] = value;
			}
			reloadConfig();
			await broker.stop().catch(() => undefined);
		}
	});
});
