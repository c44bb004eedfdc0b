import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ServiceBroker } from "moleculer";
import { brokerOptions } from "../moleculer.config";
import { loadConfig, reloadConfig } from "../shared/config";
import { closeSafeAgents } from "../shared/net/ssrf";
import { SERVICE_SCHEMAS } from "../bin/services";
import { SecretBox, WEBHOOKS_KEY_USE } from "../services/webhooks/secret-box";
import { KEY_FILE_NAME, loadSecretKey, parseSecretKey } from "../shared/secret-key";
import { api, startApp, TEST_SECRET_KEY, type TestApp } from "./support/app";
import { createHook, enqueueSearchEvent, settledDelivery } from "./support/webhook-app";
import { createTestCertificate, startReceiver, verifySignature, type TestCertificate, type TestReceiver } from "./support/webhook-receiver";

const groups = [["gateway"], ["keys", "billing"], ["webhooks"]];
let app: TestApp;
let cert: TestCertificate;
let receiver: TestReceiver;
let scratch: string;

const env = () => ({
	LEADMAP_ALLOW_PRIVATE_TARGETS: "1",
	LEADMAP_EXTRA_CA_CERTS: cert.caFile,
	LEADMAP_WEBHOOK_BACKOFF_MS: "100",
	LEADMAP_WEBHOOK_POLL_MS: "200",
	LEADMAP_WEBHOOK_TIMEOUT_MS: "3000",
});

beforeAll(async () => {
	scratch = mkdtempSync(path.join(os.tmpdir(), "leadmap-secret-key-"));
	cert = await createTestCertificate();
	receiver = await startReceiver(cert);
	app = await startApp({ groups, env: env() });
});
afterAll(async () => {
	await app.stop();
	await closeSafeAgents();
	await receiver.close();
	rmSync(path.dirname(cert.caFile), { recursive: true, force: true });
	rmSync(scratch, { recursive: true, force: true });
});

async function storedSecret(id: string): Promise<string> {
	const [row] = await app.sql<{ secret: string }>("SELECT secret FROM webhook_endpoints WHERE id = $1", [id]);
	return row.secret;
}

async function testSend(key: string, endpointId: string, pathname: string): Promise<{ signature: string; body: string }> {
	const res = await api(app, "POST", "/v1/webhooks/test", { key, body: { endpointId } });
	expect(res.body).toMatchObject({ ok: true, status: 200 });
	const req = receiver.requests(pathname).at(-1)!;
	return { signature: req.headers["x-leadmap-signature"] as string, body: req.body };
}

describe("webhook signing secrets at rest", () => {
	test("the stored column holds no plaintext secret, and deliveries signed with it still verify", async () => {
		const { key, accountId } = await app.createAccount({ plan: "pro" });
		const hook = await createHook(app, key, receiver.url("/sealed"));
		expect(hook.secret).toMatch(/^whsec_/);
		const stored = await storedSecret(hook.id);
		expect(stored).toMatch(/^v1\./);
		expect(stored).not.toContain(hook.secret);
		expect(stored).not.toContain(hook.secret.slice(6));
		const [row] = await app.sql("SELECT * FROM webhook_endpoints WHERE id = $1", [hook.id]);
		expect(JSON.stringify(row)).not.toContain(hook.secret.slice(6));

		const sent = await testSend(key, hook.id, "/sealed");
		expect(verifySignature(sent.signature, sent.body, hook.secret)).toBe(true);
		const event = await enqueueSearchEvent(app, accountId);
		const [, req] = await receiver.waitFor(2, "/sealed");
		expect(req.headers["x-leadmap-event"]).toBe("search.completed");
		expect(verifySignature(req.headers["x-leadmap-signature"] as string, req.body, hook.secret)).toBe(true);
		expect(await settledDelivery(app, event.id)).toMatchObject({ status: "delivered" });
	});

	test("a dump without the key cannot produce the secret: another key does not open it, nor does another row", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const hook = await createHook(app, key, receiver.url("/dump"));
		const other = await createHook(app, key, receiver.url("/dump-other"));
		const stored = await storedSecret(hook.id);
		expect(new SecretBox(parseSecretKey(TEST_SECRET_KEY, "test")).open(stored, hook.id)).toBe(hook.secret);
		expect(() => new SecretBox(randomBytes(32)).open(stored, hook.id)).toThrow(/does not open/);
		// Copying a known endpoint's sealed secret over another's does not make it sign with it.
		expect(() => new SecretBox(parseSecretKey(TEST_SECRET_KEY, "test")).open(stored, other.id)).toThrow(/does not open/);
		await app.sql("UPDATE webhook_endpoints SET secret = $2 WHERE id = $1", [other.id, stored]);
		const res = await api(app, "POST", "/v1/webhooks/test", { key, body: { endpointId: other.id } });
		expect(res.body).toMatchObject({ ok: false, status: 0, error: expect.stringMatching(/does not open/) });
		expect(receiver.requests("/dump-other")).toHaveLength(0);
	});

	// Last: it restarts the app.
	test("secrets stored in plaintext before still sign, and are encrypted when the service starts", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const hook = await createHook(app, key, receiver.url("/legacy"));
		const legacy = `whsec_${randomBytes(32).toString("base64url")}`;
		await app.sql("UPDATE webhook_endpoints SET secret = $2 WHERE id = $1", [hook.id, legacy]);
		const before = await testSend(key, hook.id, "/legacy");
		expect(verifySignature(before.signature, before.body, legacy)).toBe(true);

		await app.stop();
		app = await startApp({ groups, env: { ...env(), KEEP_DB: "1" } });
		const stored = await storedSecret(hook.id);
		expect(stored).toMatch(/^v1\./);
		expect(stored).not.toContain(legacy.slice(6));
		const after = await testSend(key, hook.id, "/legacy");
		expect(verifySignature(after.signature, after.body, legacy)).toBe(true);
	});
});

describe("the key that encrypts them", () => {
	test("LEADMAP_SECRET_KEY takes 32 bytes as hex or base64; anything else is refused with a clear message", () => {
		const bytes = randomBytes(32);
		expect(parseSecretKey(bytes.toString("hex"), "K")).toEqual(bytes);
		expect(parseSecretKey(bytes.toString("base64"), "K")).toEqual(bytes);
		expect(parseSecretKey(bytes.toString("base64url"), "K")).toEqual(bytes);
		for (const bad of ["", "short", randomBytes(16).toString("hex"), randomBytes(31).toString("base64"), randomBytes(33).toString("base64")]) {
			expect(() => parseSecretKey(bad, "LEADMAP_SECRET_KEY")).toThrow(/LEADMAP_SECRET_KEY must be 32 random bytes/);
		}
	});

	test("the webhooks service does not start with a malformed key, nor without one when services run apart", async () => {
		const saved = process.env.LEADMAP_SECRET_KEY;
		process.env.LEADMAP_SECRET_KEY = "not-a-key";
		// The environment is read when the broker is built.
		const broker = new ServiceBroker({ ...brokerOptions({ nodeID: "bad-key" }), transporter: null, logger: false });
		try {
			broker.createService(SERVICE_SCHEMAS.webhooks);
			await expect(broker.start()).rejects.toThrow(/LEADMAP_SECRET_KEY must be 32 random bytes/);
		} finally {
			process.env.LEADMAP_SECRET_KEY = saved;
			reloadConfig();
			await broker.stop().catch(() => undefined);
		}
		expect(() => loadSecretKey(WEBHOOKS_KEY_USE, loadConfig({ TRANSPORTER: "nats://127.0.0.1:4222", LEADMAP_DATA_DIR: scratch }))).toThrow(
			/LEADMAP_SECRET_KEY is not set/,
		);
	});

	test("in one process without LEADMAP_SECRET_KEY, a key is generated once into the data dir, readable by its owner only", () => {
		const dataDir = path.join(scratch, "data");
		const first = loadSecretKey(WEBHOOKS_KEY_USE, loadConfig({ LEADMAP_DATA_DIR: dataDir }));
		const file = path.join(dataDir, KEY_FILE_NAME);
		expect(statSync(file).mode & 0o777).toBe(0o600);
		expect(first).toHaveLength(32);
		expect(loadSecretKey(WEBHOOKS_KEY_USE, loadConfig({ LEADMAP_DATA_DIR: dataDir }))).toEqual(first);
		expect(parseSecretKey(readFileSync(file, "utf8"), file)).toEqual(first);
	});
});
