import { spawnSync } from "node:child_process";
import path from "node:path";
import { ServiceBroker } from "moleculer";
import { connect, ErrorCode, nkeyAuthenticator, nkeys, type NatsError } from "nats";
import { brokerOptions } from "../moleculer.config";
import { loadConfig } from "../shared/config";
import { api, startApp, type TestApp } from "./support/app";
import { startNatsServer, type TestNatsServer } from "./support/nats-server";
import { createTestCertificate } from "./support/webhook-receiver";

/** The bus is a trust boundary: every test here runs the services over a NATS server that demands credentials. */

const USER = "leadmap";
const PASSWORD = "p@ss:w/rd 1"; // characters a URL must escape
const TOKEN = "t0ken-for-the-bus";
const GROUPS = [["gateway"], ["keys"], ["billing"]];

async function refusal(options: Parameters<typeof connect>[0]): Promise<string> {
	try {
		const nc = await connect({ ...options, reconnect: false });
		await nc.close();
		return "connected";
	} catch (err) {
		return (err as NatsError).code;
	}
}

/** A usage answer through the gateway: the gateway, keys and billing brokers all talked over the bus. */
async function usageThroughGateway(app: TestApp): Promise<number> {
	const { key } = await app.createAccount({ plan: "pro" });
	const res = await api(app, "GET", "/v1/usage", { key });
	expect(res.status).toBe(200);
	return res.body.credits.balance;
}

describe("a NATS server with user and password", () => {
	let nats: TestNatsServer;
	let app: TestApp;
	beforeAll(async () => {
		nats = await startNatsServer(`authorization { user: "${USER}", password: "${PASSWORD}" }`);
		app = await startApp({ transporter: `nats://${nats.address}`, groups: GROUPS, env: { LEADMAP_NATS_USER: USER, LEADMAP_NATS_PASSWORD: PASSWORD } });
	});
	afterAll(async () => {
		await app?.stop();
		await nats.stop();
	});

	test("the services run over it with LEADMAP_NATS_USER/PASSWORD and a request goes end to end through the gateway", async () => {
		expect(new Set(app.brokers.map((b) => b.nodeID)).size).toBe(3);
		expect(await usageThroughGateway(app)).toBeGreaterThan(0);
	});

	test("a client without credentials or with wrong ones cannot connect", async () => {
		expect(await refusal({ servers: nats.address })).toBe(ErrorCode.AuthorizationViolation);
		expect(await refusal({ servers: nats.address, user: USER, pass: "wrong" })).toBe(ErrorCode.AuthorizationViolation);
		expect(await refusal({ servers: nats.address, token: TOKEN })).toBe(ErrorCode.AuthorizationViolation);
		expect(await refusal({ servers: nats.address, user: USER, pass: PASSWORD })).toBe("connected");
	});

	test("a broker without credentials never joins the bus: billing.grant is out of its reach", async () => {
		const { accountId } = await app.createAccount({ plan: null, credits: 5 });
		const saved = { ...process.env };
		delete process.env.LEADMAP_NATS_USER;
		delete process.env.LEADMAP_NATS_PASSWORD;
		let intruder: ServiceBroker;
		try {
			intruder = new ServiceBroker(brokerOptions({ nodeID: "intruder", transit: { disableReconnect: true } }));
		} finally {
			process.env = saved;
		}
		const transporterErrors: string[] = [];
		intruder.localBus.on("$transporter.error", (payload: { error: NatsError }) => transporterErrors.push(payload.error.code));
		const starting = intruder.start();
		try {
			await waitFor(() => transporterErrors.length > 0);
			expect(transporterErrors[0]).toBe(ErrorCode.AuthorizationViolation);
			await expect(intruder.call("billing.grant", { accountId, credits: 1_000_000, idempotencyKey: "stolen" })).rejects.toMatchObject({
				name: "ServiceNotFoundError",
			});
		} finally {
			await intruder.stop();
			void starting.catch(() => undefined);
		}
		const usage = await app.call<{ credits: { balance: number } }>("billing.usage", {}, { accountId });
		expect(usage.credits.balance).toBe(5);
	});
});

describe("a NATS server with a token", () => {
	let nats: TestNatsServer;
	let app: TestApp;
	beforeAll(async () => {
		nats = await startNatsServer(`authorization { token: "${TOKEN}" }`);
	});
	afterAll(async () => {
		await app?.stop();
		await nats.stop();
	});

	test("the token given in TRANSPORTER (nats://TOKEN@host) lets the services talk", async () => {
		app = await startApp({ transporter: `nats://${TOKEN}@${nats.address}`, groups: GROUPS });
		expect(await usageThroughGateway(app)).toBeGreaterThan(0);
		expect(await refusal({ servers: nats.address })).toBe(ErrorCode.AuthorizationViolation);
		expect(await refusal({ servers: nats.address, token: "not-it" })).toBe(ErrorCode.AuthorizationViolation);
	});
});

describe("a NATS server with NKey users", () => {
	let nats: TestNatsServer;
	let app: TestApp;
	const user = nkeys.createUser();
	beforeAll(async () => {
		nats = await startNatsServer(`authorization { users: [ { nkey: "${user.getPublicKey()}" } ] }`);
	});
	afterAll(async () => {
		await app?.stop();
		await nats.stop();
	});

	test("LEADMAP_NATS_NKEY_SEED signs the connection; a stranger's seed is refused", async () => {
		app = await startApp({ transporter: `nats://${nats.address}`, groups: GROUPS, env: { LEADMAP_NATS_NKEY_SEED: new TextDecoder().decode(user.getSeed()) } });
		expect(await usageThroughGateway(app)).toBeGreaterThan(0);
		expect(await refusal({ servers: nats.address, authenticator: nkeyAuthenticator(nkeys.createUser().getSeed()) })).toBe(ErrorCode.AuthorizationViolation);
	});
});

describe("a NATS server over TLS", () => {
	let nats: TestNatsServer;
	let app: TestApp;
	beforeAll(async () => {
		const cert = await createTestCertificate();
		nats = await startNatsServer(`tls { cert_file: "server.pem", key_file: "server.key" }\nauthorization { user: "${USER}", password: "${PASSWORD}" }`, {
			"server.pem": cert.cert,
			"server.key": cert.key,
		});
	});
	afterAll(async () => {
		await app?.stop();
		await nats.stop();
	});

	test("LEADMAP_NATS_TLS_CA trusts the server's certificate; a client that does not trust it cannot connect", async () => {
		const ca = path.join(nats.dir, "server.pem");
		const url = `tls://${encodeURIComponent(USER)}:${encodeURIComponent(PASSWORD)}@${nats.address}`;
		app = await startApp({ transporter: url, groups: GROUPS, env: { LEADMAP_NATS_TLS_CA: ca } });
		expect(await usageThroughGateway(app)).toBeGreaterThan(0);
		expect(await refusal({ servers: nats.address, user: USER, pass: PASSWORD, tls: {} })).not.toBe("connected");
		expect(await refusal({ servers: nats.address, user: USER, pass: PASSWORD, tls: { caFile: ca } })).toBe("connected");
	});
});

describe("the bus configuration", () => {
	const base = { TRANSPORTER: "nats://127.0.0.1:4222" };

	test.each<[string, Record<string, string>, RegExp]>([
		["a user without a password", { LEADMAP_NATS_USER: "u" }, /LEADMAP_NATS_USER and LEADMAP_NATS_PASSWORD go together/],
		["a password without a user", { LEADMAP_NATS_PASSWORD: "p" }, /go together/],
		["two methods", { LEADMAP_NATS_TOKEN: "t", LEADMAP_NATS_USER: "u", LEADMAP_NATS_PASSWORD: "p" }, /more than once/],
		["URL credentials and a token", { TRANSPORTER: "nats://u:p@127.0.0.1:4222", LEADMAP_NATS_TOKEN: "t" }, /more than once/],
		["a seed that is no user seed", { LEADMAP_NATS_NKEY_SEED: "UABC" }, /LEADMAP_NATS_NKEY_SEED must be a user NKey seed/],
		["a client certificate without its key", { LEADMAP_NATS_TLS_CERT: "/tmp/c.pem" }, /LEADMAP_NATS_TLS_CERT and LEADMAP_NATS_TLS_KEY go together/],
		["TLS off with a CA", { LEADMAP_NATS_TLS: "0", LEADMAP_NATS_TLS_CA: "/tmp/ca.pem" }, /contradicts/],
		["NATS credentials without a NATS transporter", { TRANSPORTER: "", LEADMAP_NATS_TOKEN: "t" }, /TRANSPORTER is not a nats:\/\/ URL/],
		["servers with different credentials", { TRANSPORTER: "nats://a:b@h1:4222,nats://c:d@h2:4222" }, /same credentials/],
		["a malformed URL, without repeating its password", { TRANSPORTER: "nats://op:s%zz3cret@h:x" }, /^TRANSPORTER: an entry is not a valid nats:\/\/ URL$/],
	])("%s is refused at start", (_name, env, message) => {
		expect(() => loadConfig({ ...base, ...env })).toThrow(message);
	});

	test("credentials come from the URL (decoded) or the variables; a file that cannot be read stops the broker's construction", () => {
		expect(loadConfig({ TRANSPORTER: "nats://u%40x:p%3Aq@h:4333" }).bus).toEqual({
			servers: ["h:4333"],
			auth: { kind: "user", user: "u@x", password: "p:q" },
			tls: null,
		});
		expect(loadConfig({ TRANSPORTER: "nats://h1,nats://h2:4223", LEADMAP_NATS_TOKEN: "t" }).bus).toEqual({
			servers: ["h1:4222", "h2:4223"],
			auth: { kind: "token", token: "t" },
			tls: null,
		});
		expect(loadConfig({ TRANSPORTER: "tls://h" }).bus?.tls).toEqual({});
		expect(loadConfig({ TRANSPORTER: "TCP" }).bus).toBeNull();
		const saved = { ...process.env };
		try {
			Object.assign(process.env, { TRANSPORTER: "nats://h", LEADMAP_NATS_TLS_CA: "/nonexistent/ca.pem" });
			expect(() => brokerOptions()).toThrow("LEADMAP_NATS_TLS_CA: cannot read /nonexistent/ca.pem");
			Object.assign(process.env, { LEADMAP_NATS_TLS_CA: "", LEADMAP_NATS_CREDS: "/nonexistent/operator.creds" });
			expect(() => brokerOptions()).toThrow("LEADMAP_NATS_CREDS: cannot read /nonexistent/operator.creds");
		} finally {
			process.env = saved;
		}
	});

	test("bin/start.ts refuses a half-given setting with a clear message before it starts anything", () => {
		const result = spawnSync(process.execPath, [require.resolve("tsx/cli"), "bin/start.ts"], {
			cwd: path.resolve(__dirname, ".."),
			env: {
				...process.env,
				TRANSPORTER: "nats://127.0.0.1:1",
				LEADMAP_NATS_USER: "operator",
				LEADMAP_NATS_PASSWORD: "",
				DATABASE_URL: "postgres://127.0.0.1:1/none",
			},
			encoding: "utf8",
			timeout: 60_000,
		});
		expect(result.status).toBe(1);
		expect(result.stderr).toContain("Leadmap failed to start: LEADMAP_NATS_USER and LEADMAP_NATS_PASSWORD go together");
	});
});

async function waitFor(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
	const until = Date.now() + timeoutMs;
	while (!condition()) {
		if (Date.now() > until) throw new Error("condition not met in time");
		await new Promise((r) => setTimeout(r, 50));
	}
}
