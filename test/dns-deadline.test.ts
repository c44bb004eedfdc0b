import { reloadConfig } from "../shared/config";
import dgram from "node:dgram";
import dns from "node:dns";
import { closeSafeAgents, safeRequest, vetUrl } from "../shared/net/ssrf";
import { api, startApp, type TestApp } from "./support/app";
import { createHook, enqueueSearchEvent, deliveriesOf, sleep } from "./support/webhook-app";

/** A DNS server that reads every question and never answers. */
async function startSilentDns(): Promise<{ server: string; questions(): number; close(): Promise<void> }> {
	const socket = dgram.createSocket("udp4");
	let questions = 0;
	socket.on("message", () => {
		questions++;
	});
	await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
	return {
		server: `127.0.0.1:${socket.address().port}`,
		questions: () => questions,
		close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
	};
}

let app: TestApp;
let silent: Awaited<ReturnType<typeof startSilentDns>>;

beforeAll(async () => {
	silent = await startSilentDns();
	app = await startApp({
		groups: [["gateway"], ["keys", "billing"], ["webhooks"]],
		// The webhook timeout is far longer than the DNS deadline: only the DNS deadline can end these.
		env: {
			LEADMAP_DNS_SERVERS: silent.server,
			LEADMAP_DNS_TIMEOUT_MS: "600",
			LEADMAP_ALLOW_PRIVATE_TARGETS: "1",
			LEADMAP_WEBHOOK_TIMEOUT_MS: "40000",
			LEADMAP_WEBHOOK_BACKOFF_MS: "60000",
			LEADMAP_WEBHOOK_POLL_MS: "200",
		},
	});
});
afterAll(async () => {
	await app.stop();
	await closeSafeAgents();
	await silent.close();
});

const TIMED_OUT = /DNS lookup timed out: the DNS servers did not answer for hang\.leadmap\.test within 600 ms/;

test("an SSRF-guarded request to a host whose DNS server never answers fails with a DNS timeout", async () => {
	const before = silent.questions();
	await expect(safeRequest("https://hang.leadmap.test/", { timeoutMs: 40_000, maxBodyBytes: 1024 })).rejects.toMatchObject({
		name: "UnsafeTargetError",
		reason: "unresolvable",
		message: expect.stringMatching(TIMED_OUT),
	});
	expect(silent.questions()).toBeGreaterThan(before);
});

test("creating a webhook for such a host is a 400 that names the DNS timeout", async () => {
	const { key } = await app.createAccount({ plan: "pro" });
	const res = await api(app, "POST", "/v1/webhooks", { key, body: { url: "https://hang.leadmap.test/hook", eventTypes: ["search.completed"] } });
	expect(res.status).toBe(400);
	expect(res.headers.get("x-error-detail")).toMatch(TIMED_OUT);
});

test("a test delivery and a queued delivery to such a host fail with the DNS timeout instead of hanging", async () => {
	const { key, accountId } = await app.createAccount({ plan: "pro" });
	// Created while its address was a literal; the name it has now resolves nowhere.
	const hook = await createHook(app, key, "https://127.0.0.1:1/hook", ["search.completed"]);
	await app.sql("UPDATE webhook_endpoints SET url = 'https://hang.leadmap.test/hook' WHERE id = $1", [hook.id]);

	const res = await api(app, "POST", "/v1/webhooks/test", { key, body: { endpointId: hook.id } });
	expect(res.status).toBe(400);
	expect(res.headers.get("x-error-detail")).toMatch(TIMED_OUT);

	const event = await enqueueSearchEvent(app, accountId);
	let [row] = await deliveriesOf(app, event.id);
	while (!row.last_error) {
		await sleep(100);
		[row] = await deliveriesOf(app, event.id);
	}
	expect(row).toMatchObject({ status: "pending", attempts: 1, last_status: 0, last_error: expect.stringMatching(TIMED_OUT) });
});

describe("without LEADMAP_DNS_SERVERS", () => {
	const saved = { servers: dns.getServers(), env: process.env.LEADMAP_DNS_SERVERS };
	beforeAll(() => {
		delete process.env.LEADMAP_DNS_SERVERS;
		reloadConfig();
		// The system's DNS server, as this process knows it, now never answers.
		dns.setServers([silent.server]);
	});
	afterAll(() => {
		dns.setServers(saved.servers);
		process.env.LEADMAP_DNS_SERVERS = saved.env;
		reloadConfig();
	});

	test("the system's DNS servers are asked with the same deadline, not getaddrinfo without one", async () => {
		const before = silent.questions();
		await expect(vetUrl("https://hang.leadmap.test/")).rejects.toMatchObject({ reason: "unresolvable", message: expect.stringMatching(TIMED_OUT) });
		expect(silent.questions()).toBeGreaterThan(before);
	});

	test("names of the hosts file, like localhost, still resolve without asking DNS", async () => {
		const before = silent.questions();
		const vetted = await vetUrl("https://localhost:8443/", { allowPrivate: true });
		expect(vetted.address).toBe("127.0.0.1");
		expect(silent.questions()).toBe(before);
	});
});
