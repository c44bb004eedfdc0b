import type { Middleware, ServiceBroker } from "moleculer";
import { brokerOptions } from "../moleculer.config";
import { loadOperatorKey } from "../shared/operator-auth";
import { OPERATOR_COMMANDS } from "../bin/operators";
import { createRuntime } from "../bin/runtime";
import { API_ROUTES } from "../services/gateway/routes";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";

/**
 * Operator-only actions (money, plans, limits, accounts and keys for any account), each
 * marked `operator: true`, are reachable through no gateway alias: not an alias target,
 * and not published, so moleculer-web would refuse them even if a route named them. Every
 * action the CLI and the REPL call is one, and none answers a call without an operator token.
 */

/** Published by the libraries, never an alias of ours: moleculer-web's alias list and Moleculer's `$node` actions. */
const isLibraryAction = (name: string) => name === "gateway.listAliases" || name.startsWith("$node.");

interface LiveAction {
	name: string;
	visibility?: string;
	operator?: boolean;
}

let app: TestApp;
let key: string;
let accountId: string;

beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS });
	({ key, accountId } = await app.createAccount({ plan: "pro" }));
});
afterAll(() => app?.stop());

/** The alias table the running gateway serves: every route, /health included. */
async function aliasTargets(): Promise<Set<string>> {
	const aliases = await app.call<{ actionName?: string }[]>("gateway.listAliases");
	return new Set(aliases.map((a) => a.actionName).filter((name): name is string => Boolean(name)));
}

/** Every action every node a broker knows announces on the bus, with its visibility and whether it is an operator action. */
function liveActions(broker: ServiceBroker = app.brokers[0]): Map<string, LiveAction> {
	const services = broker.registry.getServiceList({ withActions: true, onlyAvailable: false }) as unknown as { actions: Record<string, LiveAction> }[];
	const actions = new Map<string, LiveAction>();
	for (const service of services) for (const action of Object.values(service.actions ?? {})) actions.set(action.name, action);
	return actions;
}

/** The actions marked `operator: true`, as the bus announces them. */
function operatorActions(broker?: ServiceBroker): string[] {
	return [...liveActions(broker).values()]
		.filter((a) => a.operator === true)
		.map((a) => a.name)
		.sort();
}

test("the alias table is the routes file's, plus /health, the OpenAPI document and its reference page", async () => {
	const targets = await aliasTargets();
	expect(targets).toEqual(
		new Set([...Object.values(API_ROUTES).map((r) => r.action), "gateway.health", "gateway.ready", "gateway.openapi", "gateway.docs", "gateway.docsBundle"]),
	);
});

test("no operator action is an alias target, and none is published", async () => {
	const targets = await aliasTargets();
	const actions = liveActions();
	expect(operatorActions().length).toBeGreaterThan(20);
	for (const name of operatorActions()) {
		expect({ name, aliased: targets.has(name) }).toEqual({ name, aliased: false });
		expect({ name, visibility: actions.get(name)!.visibility }).not.toMatchObject({ visibility: "published" });
		expect(actions.get(name)!.visibility).toBeDefined();
	}
});

test("every published action is a customer alias: a newly published action must be routed (and so looked at) on purpose", async () => {
	const targets = await aliasTargets();
	const published = [...liveActions().values()].filter((a) => (a.visibility ?? "published") === "published").map((a) => a.name);
	const unrouted = published.filter((name) => !targets.has(name) && !isLibraryAction(name));
	expect(unrouted).toEqual([]);
	const unpublishedTargets = [...targets].filter((name) => !published.includes(name));
	expect(unpublishedTargets).toEqual([]);
});

test("on the bus, every operator action refuses a call without an operator token before anything else (403 operator_token_invalid)", async () => {
	for (const name of operatorActions()) {
		const refused = await app.call(name, {}, { operatorToken: undefined }).then(
			() => "answered",
			(err: { code?: number; type?: string }) => `${err.code} ${err.type}`,
		);
		expect({ name, refused }).toEqual({ name, refused: "403 operator_token_invalid" });
	}
	const balance = await app.call<{ credits: { balance: number } }>("billing.account", { accountId }, { operatorToken: undefined });
	expect(balance.credits.balance).toBeGreaterThan(0);
});

test("over HTTP, with a valid key, no path reaches an operator action", async () => {
	for (const name of operatorActions()) {
		const [service, action] = name.split(".");
		for (const path of [`/v1/${service}/${action}`, `/v1/${name}`, `/${service}/${action}`, `/api/${service}/${action}`]) {
			const res = await api(app, "POST", path, { key, body: { accountId, credits: 1_000, idempotencyKey: "x", plan: "max" } });
			expect({ path, status: res.status }).toEqual({ path, status: 404 });
		}
	}
	const usage = await api(app, "GET", "/v1/usage", { key });
	expect(usage.body.plan).toBe("pro");
});

test("every CLI command calls only operator actions (operator: true), signed as the operator key signs them", async () => {
	const called = new Set<string>();
	const recorder: Middleware = {
		call(next: (...args: unknown[]) => unknown) {
			return (actionName: string, params: unknown, opts?: { parentCtx?: unknown }) => {
				if (!opts?.parentCtx) called.add(actionName);
				return next(actionName, params, opts);
			};
		},
	} as unknown as Middleware;
	// The project's middlewares (the operator check among them), the recorder, and the CLI's signing.
	const runtime = await createRuntime(
		["keys", "billing", "searches", "dataset", "leads", "webhooks", "runs", "monitors", "watches"],
		{ nodeID: `cli-test-${process.pid}`, middlewares: [...brokerOptions().middlewares!, recorder] },
		{ operatorKey: loadOperatorKey() },
	);
	await runtime.broker.start();
	let marked: string[] = [];
	try {
		marked = operatorActions(runtime.broker);
		const run = (name: string, flags: Record<string, string>, args: Record<string, string> = {}) =>
			OPERATOR_COMMANDS[name].run(runtime.broker, OPERATOR_COMMANDS[name].params({ flags, args }));
		const created = await run("accounts:create", { plan: "lite", credits: "3" });
		const other: string = created.accountId;
		const issued = await run("keys:create", { account: other });
		const unknown = "00000000-0000-4000-8000-000000000000";
		const samples: Record<string, [Record<string, string>, Record<string, string>?]> = {
			"accounts:list": [{ plan: "lite" }],
			"accounts:show": [{}, { accountId: other }],
			"accounts:plan": [{ account: other, plan: "max" }],
			"accounts:rate-limit": [{ account: other, "per-minute": "120" }],
			"keys:list": [{ account: other }],
			"keys:disable": [{ key: issued.apiKey.id }],
			"keys:revoke": [{}, { keyId: issued.apiKey.id }],
			"credits:grant": [{ account: other, credits: "5", reference: "test-grant" }],
			ledger: [{ account: other }],
			"searches:list": [{ account: other }],
			"searches:show": [{}, { searchId: unknown }],
			"searches:cancel": [{}, { searchId: unknown }],
			"searches:retry": [{}, { searchId: unknown }],
			queues: [{}],
			"webhooks:deliveries": [{ account: other }],
			"webhooks:replay": [{}, { deliveryId: unknown }],
			"runs:list": [{ account: other }],
			"runs:show": [{}, { runId: unknown }],
			"runs:cancel": [{}, { runId: unknown }],
			"monitors:list": [{ account: other }],
			"monitors:show": [{}, { monitorId: unknown }],
			"watches:list": [{ account: other }],
			"watches:show": [{}, { watchId: unknown }],
			"dataset:link-backfill": [{ max: "1" }],
			"providers:status": [{}],
		};
		const ran = ["accounts:create", "keys:create"];
		for (const [name, [flags, args]] of Object.entries(samples)) {
			// An unknown id still calls the action (and is answered 404): what is called is what this test looks at.
			await run(name, flags, args).catch((err: { type?: string }) => expect(err.type).toBe("not_found"));
			ran.push(name);
		}
		expect(ran.sort()).toEqual(Object.keys(OPERATOR_COMMANDS).sort());
	} finally {
		await runtime.stop();
	}
	// Nothing the CLI reaches is left unmarked; nothing marked is out of its reach, but for what keys.createAccount (billing.openAccount) and the first start (keys.countAccounts) call.
	expect([...called].filter((name) => !marked.includes(name))).toEqual([]);
	expect(new Set(called)).toEqual(new Set(marked.filter((name) => name !== "billing.openAccount" && name !== "keys.countAccounts")));
});
