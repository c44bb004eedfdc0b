import { currentConfig, useConfig } from "../shared/config";
import { rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { CreateAccountParams, CreateAccountResult } from "../services/keys/keys.contract";
import { addressRefusal } from "../shared/net/ip-policy";
import { closeSafeAgents } from "../shared/net/ssrf";
import { operatorMeta } from "../shared/operator-auth";
import { createRuntime, type Runtime } from "../bin/runtime";
import { api, createTestDatabase, TEST_OPERATOR_KEY, type TestApp } from "./support/app";
import { allSearchLeads, waitForSearch } from "./support/searches";
import { startDnsServer, type TestDnsServer } from "./support/webhook-dns";
import { createTestCertificate, startReceiver, type TestCertificate, type TestReceiver } from "./support/webhook-receiver";

/**
 * The sandbox as `npm run sandbox` builds it, every service in one process (bin/runtime.ts): loopback may receive a
 * local trial's webhooks; private networks, link-local, metadata and unspecified stay refused.
 */

let runtime: Runtime;
let app: { url: string };
let key: string;
let cert: TestCertificate;
let receiver: TestReceiver;
let dns: TestDnsServer;
const savedEnv = { ...process.env };

beforeAll(async () => {
	cert = await createTestCertificate();
	receiver = await startReceiver(cert);
	dns = await startDnsServer();
	dns.answer("intranet.leadmap.test", () => "10.0.0.1");
	dns.answer("receiver.leadmap.test", () => "127.0.0.1");
	for (const name of ["TRANSPORTER", "REDIS_URL", "SERVICES", "LEADMAP_ALLOW_PRIVATE_TARGETS", "LEADMAP_DNS_SERVERS"]) delete process.env[name];
	Object.assign(process.env, {
		LEADMAP_SANDBOX: "1",
		DATABASE_URL: await createTestDatabase(),
		PORT: "0",
		HOST: "127.0.0.1",
		LOG_LEVEL: process.env.LEADMAP_TEST_LOG ?? "none",
		LEADMAP_NAMESPACE: `sandbox${process.pid}`,
		LEADMAP_EXTRA_CA_CERTS: cert.caFile,
		LEADMAP_WEBHOOK_TIMEOUT_MS: "3000",
		LEADMAP_OPERATOR_KEY: TEST_OPERATOR_KEY,
	});
	runtime = await createRuntime(null);
	await runtime.broker.start();
	const gateway = runtime.broker.getLocalService("gateway") as unknown as { server: { address(): AddressInfo } };
	app = { url: `http://127.0.0.1:${gateway.server.address().port}` };
	const trial: CreateAccountParams = { name: "trial", plan: "pro", accessStatus: "active" };
	({ key } = await runtime.broker.call<CreateAccountResult, CreateAccountParams>("keys.createAccount", trial, {
		meta: operatorMeta("keys.createAccount", trial),
	}));
});

afterAll(async () => {
	await runtime?.stop();
	process.env = savedEnv;
	await closeSafeAgents();
	await receiver.close();
	await dns.close();
	rmSync(path.dirname(cert.caFile), { recursive: true, force: true });
});

async function register(url: string) {
	return api(app, "POST", "/v1/webhooks", { key, body: { url, eventTypes: ["search.completed"] } });
}

/** The sandbox points the resolver at its simulated DNS; a user's own resolver may map a name anywhere. */
async function withTestDns<T>(work: () => Promise<T>): Promise<T> {
	const sandbox = currentConfig();
	useConfig({ ...sandbox, dnsServers: [dns.server] });
	try {
		return await work();
	} finally {
		useConfig(sandbox);
	}
}

test("the sandbox does not open private ranges for the whole process", () => {
	expect(process.env.LEADMAP_ALLOW_PRIVATE_TARGETS).toBeUndefined();
	expect(currentConfig().allowPrivateTargets).toBe(false);
});

test("a local trial registers a loopback receiver, by address or by name, and its test delivery arrives", async () => {
	const byAddress = await register(receiver.url("/by-address"));
	expect(byAddress.status).toBe(201);
	const sent = await withTestDns(async () => {
		const byName = await register(receiver.url("/by-name", "receiver.leadmap.test"));
		expect(byName.status).toBe(201);
		return api(app, "POST", "/v1/webhooks/test", { key, body: { endpointId: byName.body.id } });
	});
	expect(sent.status).toBe(200);
	expect(sent.body).toMatchObject({ ok: true });
	expect(receiver.requests("/by-name")).toHaveLength(1);
});

test.each([
	"https://10.0.0.1/hook",
	"https://172.16.5.5/hook",
	"https://192.168.1.1/hook",
	"https://[fd00::1]/hook",
	"https://[fc00::1]/hook",
	"https://169.254.169.254/latest/meta-data/",
	"https://169.254.1.1/hook",
	"https://[fe80::1]/hook",
	"https://0.0.0.0/hook",
	"https://[::ffff:10.0.0.1]/hook",
	"https://intranet.leadmap.test/hook",
])("in the sandbox %s stays refused as in production", async (url) => {
	const res = await withTestDns(() => register(url));
	expect(res.status).toBe(400);
	expect(res.body.error).toBeTruthy();
});

test("a sandbox search still enriches from the simulated merchant sites, which answer on loopback", async () => {
	const res = await api(app, "POST", "/v1/searches", {
		key,
		body: { keyword: "restaurant", location: "Lyon", options: { maxResults: 10, enrichEmail: true } },
	});
	expect(res.status).toBe(201);
	const done = await waitForSearch(app as TestApp, key, res.body.id, undefined, 120_000);
	expect(done).toMatchObject({ status: "completed", resultCount: 10 });
	const leads = await allSearchLeads(app as TestApp, key, res.body.id);
	// An address read off a simulated site and checked against its simulated mail server: both on loopback.
	const emails = leads.flatMap((l) => l.emails ?? []) as { status: string }[];
	expect(emails.length).toBeGreaterThan(0);
	expect(emails.every((e) => e.status !== "unverified")).toBe(true);
}, 150_000);

test("sandbox mode opens loopback alone; LEADMAP_ALLOW_PRIVATE_TARGETS=1 remains the one switch for private ranges", () => {
	const sandbox = { allowPrivate: false };
	expect(addressRefusal("127.0.0.1", sandbox)).toBeNull();
	expect(addressRefusal("::1", sandbox)).toBeNull();
	expect(addressRefusal("10.0.0.1", sandbox)).toBe("private");
	expect(addressRefusal("fd12::1", sandbox)).toBe("uniqueLocal");
	expect(addressRefusal("169.254.169.254", sandbox)).toBe("metadata");
	const production = { allowPrivate: false, allowLoopback: false };
	expect(addressRefusal("127.0.0.1", production)).toBe("loopback");
	expect(addressRefusal("10.0.0.1", { allowPrivate: true })).toBeNull();
});
