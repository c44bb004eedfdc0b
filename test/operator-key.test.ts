import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ServiceBroker, type ActionSchema, type CallingOptions, type Context, type Middleware, type ServiceSchema } from "moleculer";
import { brokerOptions } from "../moleculer.config";
import { productionBusProblem } from "../shared/bus-config";
import { loadConfig, reloadConfig } from "../shared/config";
import { VARIABLES } from "../shared/config-variables";
import { parse32ByteKey } from "../shared/key-file";
import { OPERATOR_KEY_FILE, OPERATOR_TOKEN_META, operatorToken } from "../shared/operator-auth";
import { api, createTestDatabase, startApp, TEST_OPERATOR_KEY, type TestApp } from "./support/app";
import { buildCliFirst, cli, json, repl } from "./support/cli";
import { startNatsServer, type TestNatsServer } from "./support/nats-server";
import { operatorServices } from "./support/operator-services";
import { waitForSearch } from "./support/searches";

/**
 * The bus credentials alone no longer make an operator: a node on the bus without the
 * operator key can call what a service would, but no operator action (grants, keys, plans).
 */

const USER = "leadmap";
const PASSWORD = "operator-key-test-password";
const GROUPS = [["gateway"], ["keys", "idempotency"], ["billing"], ["searches", "dataset", "leads"]];
const KEY = parse32ByteKey(TEST_OPERATOR_KEY, "TEST_OPERATOR_KEY");

/** An operator action of a test service: its params converted by the validator, its meta shown. */
const seen: ActionSchema & { operator: boolean } = {
	visibility: "public",
	operator: true,
	params: { n: { type: "number", convert: true } },
	handler: (ctx: Context<{ n: number }>) => ({ n: ctx.params.n, meta: Object.keys(ctx.meta as object) }),
};
const probe: ServiceSchema = { name: "probe", actions: { seen } };

/** The operator token each nested call or event would carry (from its parent's meta or its own), by action or event. */
const nested: { name: string; token: unknown }[] = [];
const carried = (opts?: CallingOptions & { parentCtx?: { meta?: Record<string, unknown> } }) =>
	(opts?.meta as Record<string, unknown> | undefined)?.[OPERATOR_TOKEN_META] ?? opts?.parentCtx?.meta?.[OPERATOR_TOKEN_META];
const record = (next: (...args: any[]) => unknown) => (name: string, payload: unknown, opts?: any) => {
	if (opts?.parentCtx) nested.push({ name, token: carried(opts) });
	return next(name, payload, opts);
};
const nestedCalls = { name: "NestedCalls", call: record, emit: record, broadcast: record } as unknown as Middleware;

let nats: TestNatsServer;
let app: TestApp;
let intruder: ServiceBroker;
let busEnv: Record<string, string>;

/** `tsx <script>` run to its end, with `env` over this process's environment (asynchronously: the app runs in this process). */
function tsx(script: string, args: string[], env: Record<string, string>, timeoutMs = 90_000): Promise<{ status: number | null; stderr: string }> {
	return new Promise((resolve) => {
		// A process that should have refused to start and did not is ended (status null) rather than left running;
		// 90 s, since a loaded machine takes tens of seconds to compile and start one.
		const child = spawn(process.execPath, [require.resolve("tsx/cli"), script, ...args], {
			cwd: path.resolve(__dirname, ".."),
			env: { ...process.env, ...env },
			timeout: timeoutMs,
		});
		let stderr = "";
		child.stderr.on("data", (d) => (stderr += d));
		child.on("close", (status) => resolve({ status, stderr }));
	});
}

/** What an action answers the intruder: its result, or the error's status and code. */
async function attempt(action: string, params: unknown, meta: Record<string, unknown> = {}): Promise<unknown> {
	return intruder.call(action, params, { meta }).then(
		(r) => r,
		(err: { code?: number; type?: string }) => `${err.code} ${err.type}`,
	);
}

buildCliFirst();

beforeAll(async () => {
	nats = await startNatsServer(`authorization { user: "${USER}", password: "${PASSWORD}" }`);
	app = await startApp({
		transporter: `nats://${nats.address}`,
		groups: GROUPS,
		extraSchemas: [probe],
		middlewares: [nestedCalls],
		env: { LEADMAP_NATS_USER: USER, LEADMAP_NATS_PASSWORD: PASSWORD, LEADMAP_PROVIDER_UNAVAILABLE_MS: "1000" },
	});
	// A process with the bus credentials and nothing else: a gateway, scraper or enrichment pod, taken over.
	const saved = process.env.LEADMAP_OPERATOR_KEY;
	delete process.env.LEADMAP_OPERATOR_KEY;
	try {
		intruder = new ServiceBroker(brokerOptions({ nodeID: `intruder-${process.pid}`, logger: false }));
	} finally {
		process.env.LEADMAP_OPERATOR_KEY = saved;
		// The app's settings in force again (building a broker puts its own in force).
		reloadConfig();
	}
	await intruder.start();
	await intruder.waitForServices(["keys", "billing", "searches", "probe"], 20_000);
	busEnv = {
		TRANSPORTER: process.env.TRANSPORTER!,
		LEADMAP_NAMESPACE: process.env.LEADMAP_NAMESPACE!,
		LEADMAP_NATS_USER: USER,
		LEADMAP_NATS_PASSWORD: PASSWORD,
		DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
		LEADMAP_CLI_WAIT_MS: "20000",
		LOG_LEVEL: "warn",
	};
}, 120_000);

afterAll(async () => {
	await intruder?.stop();
	await app?.stop();
	await nats?.stop();
});

test("with the bus credentials but not the operator key, a node grants no credits, issues no key and changes no plan: 403, nothing changed", async () => {
	const { accountId, key } = await app.createAccount({ plan: "lite", credits: 5 });
	const countAccounts = async () => (await app.sql("SELECT count(*)::int AS n FROM accounts"))[0].n;
	const accountsBefore = await countAccounts();
	const otherKey = randomBytes(32);
	const grant = { accountId, credits: 1_000_000, idempotencyKey: "stolen" };
	const issue = { accountId, name: "stolen" };
	expect(await attempt("billing.grant", grant)).toBe("403 operator_token_invalid");
	expect(await attempt("keys.issue", issue)).toBe("403 operator_token_invalid");
	expect(await attempt("keys.createAccount", { plan: "max", accessStatus: "active", credits: 1_000_000 })).toBe("403 operator_token_invalid");
	expect(await attempt("billing.setPlan", { accountId, plan: "max" })).toBe("403 operator_token_invalid");
	// A key of its own making is no better than none.
	expect(await attempt("billing.grant", grant, { [OPERATOR_TOKEN_META]: operatorToken(otherKey, "billing.grant", grant) })).toBe("403 operator_token_invalid");
	expect(await attempt("keys.issue", issue, { [OPERATOR_TOKEN_META]: "v1.1.forged" })).toBe("403 operator_token_invalid");

	const usage = await api(app, "GET", "/v1/usage", { key });
	expect(usage.body).toMatchObject({ plan: "lite", credits: { balance: 5 } });
	expect((await app.call<{ data: unknown[] }>("keys.listOfAccount", { accountId })).data).toHaveLength(1);
	expect(await countAccounts()).toBe(accountsBefore);
	// What a service may call stays open to it.
	expect(await attempt("billing.account", { accountId })).toMatchObject({ plan: "lite", credits: { balance: 5 } });
});

test("a token serves the one action and params it was made for, for 60 s", async () => {
	const { accountId } = await app.createAccount({ plan: "lite", credits: 5 });
	const grant = { accountId, credits: 7, idempotencyKey: "invoice-1" };
	const token = (action: string, params: unknown, ageMs = 0) => ({ [OPERATOR_TOKEN_META]: operatorToken(KEY, action, params, Date.now() - ageMs) });
	const signed = token("billing.grant", grant);
	expect(await attempt("billing.grant", { ...grant, credits: 700 }, signed)).toBe("403 operator_token_invalid");
	expect(await attempt("billing.grant", { ...grant, accountId: (await app.createAccount()).accountId }, signed)).toBe("403 operator_token_invalid");
	expect(await attempt("billing.setPlan", { accountId, plan: "max" }, token("billing.grant", { accountId, plan: "max" }))).toBe("403 operator_token_invalid");
	expect(await attempt("keys.issue", { accountId, name: null }, token("keys.issue", { accountId, name: "other" }))).toBe("403 operator_token_invalid");
	expect(await attempt("billing.grant", grant, token("billing.grant", grant, 61_000))).toBe("403 operator_token_invalid");
	expect(await attempt("billing.grant", grant, token("billing.grant", grant, -61_000))).toBe("403 operator_token_invalid");
	expect((await app.call<{ credits: { balance: number } }>("billing.account", { accountId })).credits.balance).toBe(5);

	expect(await attempt("billing.grant", grant, token("billing.grant", grant, 50_000))).toMatchObject({ credits: { balance: 12 } });
	expect(await attempt("billing.grant", grant, signed)).toMatchObject({ credits: { balance: 12 } });
	// The same params in another order, or with a field left undefined, are the same params.
	expect(await attempt("keys.issue", { name: "ops", accountId }, token("keys.issue", { accountId, name: "ops", extra: undefined }))).toMatchObject({
		key: expect.any(String),
	});
});

test("the check reads the params as they were signed, before the validator converts them, and the handler never sees the token", async () => {
	const params = { n: "5" };
	expect(await attempt("probe.seen", params, { [OPERATOR_TOKEN_META]: operatorToken(KEY, "probe.seen", params), note: "kept" })).toEqual({
		n: 5,
		meta: ["note"],
	});
	expect(await attempt("probe.seen", params, { [OPERATOR_TOKEN_META]: operatorToken(KEY, "probe.seen", { n: 5 }) })).toBe("403 operator_token_invalid");
});

test("no call or event an operator action makes carries its token", async () => {
	const { key } = await app.createAccount({ plan: "pro" });
	// Nobody serves Google here: the search fails provider_unavailable (LEADMAP_PROVIDER_UNAVAILABLE_MS), and can be retried.
	const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "bakery", location: "Lyon", options: { maxResults: 5 } } });
	expect(await waitForSearch(app, key, res.body.id)).toMatchObject({ status: "failed", error: "provider_unavailable" });
	const opening = { plan: "pro", accessStatus: "active" };
	const tokens = { create: operatorToken(KEY, "keys.createAccount", opening), retry: operatorToken(KEY, "searches.retryFailed", { id: res.body.id }) };
	nested.length = 0;
	await app.call("keys.createAccount", opening, { [OPERATOR_TOKEN_META]: tokens.create });
	// The retry reserves the new search's credits in a call of its own context (its meta copied into billing's).
	expect(await app.call("searches.retryFailed", { id: res.body.id }, { [OPERATOR_TOKEN_META]: tokens.retry })).toMatchObject({ replayed: false });
	expect(nested.map((n) => n.name)).toEqual(expect.arrayContaining(["billing.openAccount", "billing.reserve"]));
	expect(nested.filter((n) => n.token === tokens.create || n.token === tokens.retry)).toEqual([]);
	// keys.createAccount signs its own call of billing.openAccount (its node holds the key); nothing else carries a token.
	expect(nested.filter((n) => n.token !== undefined).map((n) => n.name)).toEqual(["billing.openAccount"]);
});

describe("the operator CLI over the bus", () => {
	test("signs with LEADMAP_OPERATOR_KEY; a wrong key is refused, and none at all stops it before it joins the bus", async () => {
		const { accountId } = await app.createAccount({ plan: "lite", credits: 5 });
		const grant = ["credits:grant", "--account", accountId, "--credits", "3", "--reference", "cli-1", "--json"];
		const [signed, wrong, missing] = await Promise.all([
			cli(grant, busEnv),
			cli(grant, { ...busEnv, LEADMAP_OPERATOR_KEY: randomBytes(32).toString("base64") }),
			cli(grant, { ...busEnv, LEADMAP_OPERATOR_KEY: "" }),
		]);
		expect(json(signed).credits.balance).toBe(8);
		expect(wrong.code).toBe(1);
		expect(wrong.stderr).toContain("operator_token_invalid");
		expect(missing.code).toBe(1);
		expect(missing.stderr).toContain("LEADMAP_OPERATOR_KEY is not set");
		expect((await app.call<{ credits: { balance: number } }>("billing.account", { accountId })).credits.balance).toBe(8);
	}, 120_000);

	test("the REPL's call signs operator actions; without the key the REPL does not start", async () => {
		const { accountId } = await app.createAccount({ plan: "lite", credits: 5 });
		const run = await repl([`call billing.inspectAccount {"accountId":"${accountId}"}`], [/mol \$ /, /reservations/], busEnv);
		expect(run.stdout).toContain(accountId);
		expect(run.stdout + run.stderr).not.toContain("operator_token_invalid");
		const refused = await repl([], [], { ...busEnv, LEADMAP_OPERATOR_KEY: "" });
		expect(refused.code).toBe(1);
		expect(refused.stderr).toContain("LEADMAP_OPERATOR_KEY is not set");
	}, 120_000);
});

describe("where the key comes from", () => {
	test("on a bus, a process that runs operator actions will not start without the key, nor the CLI with a placeholder", async () => {
		const core = await tsx("bin/start.ts", [], { ...busEnv, LEADMAP_SERVICES: "keys,billing", LEADMAP_OPERATOR_KEY: "", LEADMAP_METRICS_PORT: "0", PORT: "0" });
		expect(core.status).toBe(1);
		expect(core.stderr).toContain("Leadmap failed to start: LEADMAP_OPERATOR_KEY is not set, and this process runs operator actions");
		const placeholder = await tsx("bin/cli.ts", ["queues"], { ...busEnv, LEADMAP_OPERATOR_KEY: "CHANGE_ME" });
		expect(placeholder.status).toBe(1);
		expect(placeholder.stderr).toContain("LEADMAP_OPERATOR_KEY must be 32 random bytes");
	}, 120_000);

	test("the setting's documentation names every service whose process needs it", () => {
		const described = /every process that runs ([^(]+) \(core\)/.exec(VARIABLES.LEADMAP_OPERATOR_KEY.desc ?? "")?.[1] ?? "";
		expect(described.split(/, | or /).sort()).toEqual(operatorServices());
	});

	test("a single process generates <LEADMAP_DATA_DIR>/operator.key (0600) once: accounts:create needs no setting", async () => {
		const dataDir = mkdtempSync(path.join(os.tmpdir(), "leadmap-operator-key-"));
		try {
			const local = {
				TRANSPORTER: "",
				LEADMAP_NAMESPACE: "",
				LEADMAP_NATS_USER: "",
				LEADMAP_NATS_PASSWORD: "",
				LEADMAP_OPERATOR_KEY: "",
				LEADMAP_DATA_DIR: dataDir,
				DATABASE_URL: await createTestDatabase(),
				LOG_LEVEL: "warn",
			};
			const created = json(await cli(["accounts:create", "--plan", "pro", "--json"], local));
			const file = path.join(dataDir, OPERATOR_KEY_FILE);
			expect(statSync(file).mode & 0o777).toBe(0o600);
			const first = readFileSync(file, "utf8");
			expect(parse32ByteKey(first, file)).toHaveLength(32);
			expect(json(await cli(["accounts:show", created.accountId, "--json"], local))).toMatchObject({ accountId: created.accountId, plan: "pro" });
			expect(readFileSync(file, "utf8")).toBe(first);
		} finally {
			rmSync(dataDir, { recursive: true, force: true });
		}
	}, 120_000);
});

describe("in production (NODE_ENV=production)", () => {
	const refusal = (env: Record<string, string>) => productionBusProblem(loadConfig(env).transporter, loadConfig(env).bus);

	test("no process joins a bus without credentials or with a placeholder password", async () => {
		expect(refusal({ TRANSPORTER: "nats://nats:4222" })).toMatch(/^the bus has no credentials/);
		expect(refusal({ TRANSPORTER: "nats://nats:4222", LEADMAP_NATS_USER: "leadmap", LEADMAP_NATS_PASSWORD: "CHANGE_ME" })).toMatch(/placeholder \(CHANGE_ME\)/);
		expect(refusal({ TRANSPORTER: "nats://leadmap:change_me_too@nats:4222" })).toMatch(/placeholder/);
		expect(refusal({ TRANSPORTER: "tls://CHANGE_ME@nats:4222" })).toMatch(/placeholder/);
		expect(refusal({ TRANSPORTER: "TCP" })).toMatch(/^TRANSPORTER is not a nats:\/\/ URL/);
		expect(refusal({ TRANSPORTER: "nats://nats:4222", LEADMAP_NATS_USER: "leadmap", LEADMAP_NATS_PASSWORD: "b6b99d35ee4a7a374f2df111" })).toBeNull();
		expect(refusal({ TRANSPORTER: "nats://nats:4222", LEADMAP_NATS_NKEY_SEED: `SU${"A".repeat(56)}` })).toBeNull();
		expect(refusal({})).toBeNull();

		const open = await tsx("bin/start.ts", [], {
			NODE_ENV: "production",
			TRANSPORTER: busEnv.TRANSPORTER,
			LEADMAP_NATS_USER: "",
			LEADMAP_NATS_PASSWORD: "",
			LEADMAP_SERVICES: "gateway",
		});
		expect(open.status).toBe(1);
		expect(open.stderr).toContain("Leadmap failed to start: the bus has no credentials");
		const example = await tsx("bin/cli.ts", ["queues"], { ...busEnv, NODE_ENV: "production", LEADMAP_NATS_PASSWORD: "CHANGE_ME" });
		expect(example.status).toBe(1);
		expect(example.stderr).toContain("the bus password is still the example's placeholder (CHANGE_ME)");
		// With the bus's real credentials, production joins.
		const joined = await tsx("bin/cli.ts", ["queues", "--json"], { ...busEnv, NODE_ENV: "production" });
		expect([joined.status, joined.stderr]).toEqual([0, ""]);
	}, 120_000);
});
