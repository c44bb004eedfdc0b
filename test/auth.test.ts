import { createHash } from "node:crypto";
import http from "node:http";
import type { ActionSchema, Context, Middleware } from "moleculer";
import { api, startApp, type TestApp } from "./support/app";

/** Every keys.authenticate the keys service runs, with the params that reached it over the bus. */
const authenticateCalls: Record<string, unknown>[] = [];
const recordAuthenticate: Middleware = {
	localAction(next: (ctx: Context) => Promise<unknown>, action: ActionSchema) {
		if (action.name !== "keys.authenticate") return next;
		return (ctx: Context<Record<string, unknown>>) => {
			authenticateCalls.push(ctx.params);
			return next(ctx);
		};
	},
};

const CACHE_ENTRIES = 4;
let app: TestApp;
let key: string;
beforeAll(async () => {
	app = await startApp({
		groups: [["gateway"], ["gateway"], ["keys"], ["billing"]],
		env: { LEADMAP_AUTH_CACHE_ENTRIES: String(CACHE_ENTRIES) },
		middlewares: [recordAuthenticate],
	});
	({ key } = await app.createAccount({ plan: "max" }));
});
afterAll(() => app.stop());

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
function randomWellFormedKey(): string {
	let secret = "";
	for (let i = 0; i < 43; i++) secret += BASE62[Math.floor(Math.random() * 62)];
	return `lm_live_${secret}`;
}

async function callsDuring(work: () => Promise<void>): Promise<number> {
	const before = authenticateCalls.length;
	await work();
	return authenticateCalls.length - before;
}

async function newKey(): Promise<{ key: string; id: string }> {
	const res = await api(app, "POST", "/v1/keys", { key, body: {} });
	expect(res.status).toBe(201);
	return { key: res.body.key, id: res.body.apiKey.id };
}

async function usageStatus(url: string, k: string): Promise<number> {
	return (await api({ url }, "GET", "/v1/usage", { key: k })).status;
}

/** Invalidation travels as an event: on NATS it lands a moment after the call returns. */
async function eventually(url: string, k: string, status: number): Promise<void> {
	for (let i = 0; i < 50; i++) {
		if ((await usageStatus(url, k)) === status) return;
		await new Promise((r) => setTimeout(r, 50));
	}
	expect(await usageStatus(url, k)).toBe(status);
}

describe("malformed keys cost nothing", () => {
	const good = randomWellFormedKey();
	test.each([
		["the wrong prefix", `lm_test_${good.slice(8)}`],
		["no prefix", good.slice(8)],
		["a secret one short", good.slice(0, -1)],
		["a secret one long", `${good}a`],
		["a character outside base62", `${good.slice(0, -1)}_`],
		["a non-ASCII character", `${good.slice(0, -1)}é`],
		["201 characters", `lm_live_${"a".repeat(193)}`],
		["10,000 characters", `lm_live_${"a".repeat(9_992)}`],
	])("a key with %s is 401 without a call to the keys service", async (_label, bad) => {
		const calls = await callsDuring(async () => {
			const headerSets: Record<string, string>[] = [{ authorization: `Bearer ${bad}` }, { "x-api-key": bad }];
			for (const headers of headerSets) {
				for (const url of app.urls) {
					const res = await api({ url }, "GET", "/v1/usage", { headers });
					expect(res.status).toBe(401);
					expect(res.body).toEqual({ error: "unauthorized" });
				}
			}
		});
		expect(calls).toBe(0);
	});

	test("a key longer than 200 characters is 401 unauthorized, not 400", async () => {
		const res = await api(app, "POST", "/v1/keys", { key: `lm_live_${"Z".repeat(300)}`, body: {} });
		expect(res.status).toBe(401);
		expect(res.body).toEqual({ error: "unauthorized" });
	});
});

describe("unknown keys", () => {
	test("an unknown well-formed key costs one lookup, then is remembered as unknown", async () => {
		const unknown = randomWellFormedKey();
		const calls = await callsDuring(async () => {
			for (let i = 0; i < 20; i++) expect(await usageStatus(app.url, unknown)).toBe(401);
		});
		expect(calls).toBe(1);
	});

	test("a disabled key stops at once on every gateway, and works again at once on every gateway when enabled", async () => {
		const k = await newKey();
		for (const url of app.urls) expect(await usageStatus(url, k.key)).toBe(200);
		await app.call("keys.setEnabled", { id: k.id, enabled: false });
		for (const url of app.urls) await eventually(url, k.key, 401);
		// now remembered as unknown on every gateway
		for (const url of app.urls) expect(await callsDuring(async () => expect(await usageStatus(url, k.key)).toBe(401))).toBe(0);
		await app.call("keys.setEnabled", { id: k.id, enabled: true });
		for (const url of app.urls) await eventually(url, k.key, 200);
	});

	test("a new key works at once on every gateway", async () => {
		const k = await newKey();
		for (const url of app.urls) expect(await usageStatus(url, k.key)).toBe(200);
	});
});

describe("what crosses the bus", () => {
	test("the gateway asks the keys service with the key's SHA-256, never the key", async () => {
		const k = await newKey();
		const before = authenticateCalls.length;
		expect(await usageStatus(app.url, k.key)).toBe(200);
		const sent = authenticateCalls.slice(before);
		const secret = k.key.slice("lm_live_".length);
		expect(sent).toEqual([{ keyHash: createHash("sha256").update(secret).digest("hex") }]);
		expect(JSON.stringify(sent)).not.toContain(secret);
	});

	test("keys.authenticate refuses a full key", async () => {
		await expect(app.call("keys.authenticate", { key })).rejects.toMatchObject({ name: "ValidationError" });
		await expect(app.call("keys.authenticate", { key, keyHash: "0".repeat(64) })).rejects.toMatchObject({ name: "ValidationError" });
	});

	test("keys.authenticate answers a hash with the identity, or null", async () => {
		const k = await newKey();
		const keyHash = createHash("sha256").update(k.key.slice(8)).digest("hex");
		expect(await app.call("keys.authenticate", { keyHash })).toMatchObject({ keyId: k.id });
		expect(await app.call("keys.authenticate", { keyHash: "0".repeat(64) })).toBeNull();
	});
});

test("the authentication cache keeps the keys in use and drops the least recently used", async () => {
	const keys = await Promise.all(Array.from({ length: CACHE_ENTRIES + 1 }, newKey));
	const [first, second] = keys;
	const url = app.url;
	for (const k of keys.slice(0, CACHE_ENTRIES)) expect(await usageStatus(url, k.key)).toBe(200);
	expect(await usageStatus(url, first.key)).toBe(200); // first is now the most recently used
	expect(await usageStatus(url, keys[CACHE_ENTRIES].key)).toBe(200); // one more: the least recently used goes
	expect(await callsDuring(async () => expect(await usageStatus(url, first.key)).toBe(200))).toBe(0);
	expect(await callsDuring(async () => expect(await usageStatus(url, second.key)).toBe(200))).toBe(1);
});

describe("several keys on one keep-alive connection", () => {
	/** GET /v1/usage on the agent's one connection: its status, plan and the connection's local port. */
	function usageOn(agent: http.Agent, k: string): Promise<{ status: number; plan?: string; port?: number }> {
		return new Promise((resolve, reject) => {
			const req = http.get(`${app.url}/v1/usage`, { agent, headers: { authorization: `Bearer ${k}` } }, (res) => {
				let text = "";
				res.on("data", (d) => (text += d));
				res.on("end", () => resolve({ status: res.statusCode!, plan: JSON.parse(text).plan, port: res.socket?.localPort }));
			});
			req.on("error", reject);
		});
	}

	test("each request is its own key's, whatever key came before it, and a key revoked meanwhile stops", async () => {
		const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
		try {
			const other = await app.createAccount({ plan: "pro" });
			const revocable = await newKey();
			const first = await usageOn(agent, key);
			expect(first).toMatchObject({ status: 200, plan: "max" });
			expect(await usageOn(agent, other.key)).toMatchObject({ status: 200, plan: "pro", port: first.port });
			expect(await usageOn(agent, `${key.slice(0, -1)}_`)).toMatchObject({ status: 401, port: first.port });
			expect(await usageOn(agent, key)).toMatchObject({ status: 200, plan: "max", port: first.port });
			expect(await usageOn(agent, revocable.key)).toMatchObject({ status: 200, plan: "max", port: first.port });
			expect((await api(app, "DELETE", `/v1/keys/${revocable.id}`, { key })).status).toBe(200);
			let status = 0;
			for (let i = 0; i < 50 && status !== 401; i++) {
				({ status } = await usageOn(agent, revocable.key));
				if (status !== 401) await new Promise((r) => setTimeout(r, 50));
			}
			expect(await usageOn(agent, revocable.key)).toMatchObject({ status: 401, port: first.port });
		} finally {
			agent.destroy();
		}
	});
});
