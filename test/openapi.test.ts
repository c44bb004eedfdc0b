import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { API_ROUTES } from "../services/gateway/routes";
import { actionParams, buildOpenApiDocument, DOCUMENTED, gatherDocs } from "../services/gateway/openapi/document";
import { PAGE_ROUTES } from "../services/gateway/openapi/parts";
import { SEARCHES_OPENAPI } from "../services/searches/searches.openapi";
import { SearchCoverageSchema, SearchSchema } from "../services/searches/searches.contract";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BUSINESS_CHANGED_WEBHOOK_EVENTS } from "../services/monitors/monitors.contract";
import { SEARCH_WEBHOOK_EVENTS } from "../services/searches/search-events.contract";
import { WATCH_WEBHOOK_EVENTS } from "../services/watches/watches.contract";
import { EVENT_TYPES } from "../services/webhooks/webhooks.contract";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";

type Operation = {
	operationId: string;
	security: Record<string, string[]>[];
	parameters: { name?: string; in?: string; $ref?: string }[];
	responses: Record<string, { content?: Record<string, { schema: any }> }>;
	"x-required-scope"?: string;
};
const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, Operation>>; webhooks: Record<string, any>; components: any };
const OPERATIONS = DOCUMENTED.operations;
const documented = () =>
	Object.entries(doc.paths)
		.flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
		.sort();

const API_GROUPS = ALL_GROUPS.filter((group) => !group.some((name) => name.startsWith("scraper-")));
let app: TestApp;
beforeAll(async () => {
	app = await startApp({ groups: API_GROUPS });
});
afterAll(() => app.stop());

describe("the document covers the routes, and only them", () => {
	test("every route of the live gateway is a documented operation, and every operation a route", async () => {
		const aliases = await app.call<{ methods: string; fullPath: string }[]>("gateway.listAliases");
		const live = aliases
			.map((a) => `${a.methods} ${a.fullPath.replace(/:(\w+)/g, "{$1}")}`)
			.filter((r) => !PAGE_ROUTES.includes(r))
			.sort();
		expect(live).toEqual(documented());
	});

	test("a route without an operation doc stops the build, naming it", () => {
		const routes = { ...API_ROUTES, "GET /secrets": { action: "keys.list", scope: "keys:read" as const } };
		expect(() => buildOpenApiDocument({ routes, operations: OPERATIONS, webhooks: {}, schemas: {} })).toThrow("GET /secrets");
	});

	test("a route or a component two parts both document stops the build, naming it and them", () => {
		const again = { operations: { "GET /searches/:id": SEARCHES_OPENAPI.operations["GET /searches/:id"] }, schemas: {} };
		expect(() => gatherDocs({ searches: SEARCHES_OPENAPI, leads: again })).toThrow("the route GET /searches/:id is documented by both searches and leads");
		expect(() => gatherDocs({ searches: SEARCHES_OPENAPI, leads: { operations: {}, schemas: { Search: {} } } })).toThrow(
			"the component Search is documented by both searches and leads",
		);
	});

	test("a service's answers are documented by the very schemas its contract types them with", () => {
		expect(doc.components.schemas.Search).toBe(SearchSchema);
		expect(doc.components.schemas.SearchCoverage).toBe(SearchCoverageSchema);
	});

	test("every operation doc is of a route", () => {
		expect(Object.keys(OPERATIONS).sort()).toEqual(Object.keys(API_ROUTES).sort());
	});

	test("each operation's parameters come from the params schema its action validates with", () => {
		// each action as its own node declares it (a remote node's copy went through the registry's info
		// packet, which drops an object already sent once, such as a rule shared by several fields)
		const live = new Map(
			app.brokers
				.flatMap((b) => b.registry.getActionList({ onlyLocal: true }) as { name: string; action?: { params?: unknown } }[])
				.map((a) => [a.name, a.action?.params ?? {}]),
		);
		for (const { action } of Object.values(API_ROUTES)) {
			expect(live.has(action)).toBe(true);
			expect([action, actionParams(action)]).toEqual([action, live.get(action)]);
		}
	});
});

describe("what each operation says", () => {
	const operations = Object.entries(API_ROUTES).map(([route, api]) => {
		const [method, pattern] = route.split(" ");
		return { route, api, operation: doc.paths[`/v1${pattern.replace(/:(\w+)/g, "{$1}")}`][method.toLowerCase()] };
	});

	test.each(operations)("$route: its scope, security schemes and common errors", ({ route: key, api: route, operation }) => {
		expect(operation.security).toEqual([{ bearerAuth: [route.scope] }, { apiKeyAuth: [route.scope] }]);
		expect(operation["x-required-scope"]).toBe(route.scope);
		for (const status of ["400", "401", "403", "413", "415", "429", "503"]) expect(operation.responses[status]).toBeDefined();
		const codes = (status: string) => operation.responses[status].content!["application/json"].schema.allOf[1].properties.error.enum;
		expect(codes("401")).toEqual(["unauthorized"]);
		expect(codes("429")).toEqual(["rate_limit_exceeded"]);
		const success = Object.keys(operation.responses).filter((s) => s.startsWith("2"));
		expect(success).toHaveLength(OPERATIONS[key].alsoStatus ? 2 : 1);
		for (const status of success)
			expect(Object.keys((operation.responses[status] as { headers: object }).headers)).toEqual(
				expect.arrayContaining(["X-Request-Id", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]),
			);
		const keyParameter = operation.parameters.find((p) => p.$ref?.startsWith("#/components/parameters/IdempotencyKey"))?.$ref;
		expect(Boolean(keyParameter)).toBe(Boolean(route.idempotent));
		// a route whose answer holds a secret documents the longer key it takes
		if (route.idempotent) expect(keyParameter).toBe(`#/components/parameters/${route.secretAnswer ? "IdempotencyKeyForSecret" : "IdempotencyKey"}`);
		if (route.idempotent)
			expect(operation.responses["409"].content!["application/json"].schema.allOf[1].properties.error.enum).toEqual(
				expect.arrayContaining(["idempotency_key_in_use", "idempotency_key_reused"]),
			);
	});

	test("operation ids are unique", () => {
		const ids = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((o) => o.operationId));
		expect(new Set(ids).size).toBe(ids.length);
	});

	test("the webhook events, their bodies and their signature header", () => {
		expect(Object.keys(doc.webhooks).sort()).toEqual(["business.changed", "search.completed", "search.failed", "watch.changed", "webhook.test"]);
		for (const event of Object.values(doc.webhooks)) {
			expect(event.post.parameters.map((p: { name: string }) => p.name)).toEqual(["X-Leadmap-Signature", "X-Leadmap-Event", "X-Leadmap-Delivery"]);
		}
	});

	test("each subscribable event is documented as its producer's contract says, its body the producer's own schema", () => {
		const producers = [SEARCH_WEBHOOK_EVENTS, BUSINESS_CHANGED_WEBHOOK_EVENTS, WATCH_WEBHOOK_EVENTS];
		const byType = Object.fromEntries(producers.flatMap((p) => Object.entries(p.events).map(([type, e]) => [type, { ...e, schema: p.schemas[e.body] }])));
		expect(Object.keys(byType).sort()).toEqual([...EVENT_TYPES].sort());
		for (const [type, e] of Object.entries(byType)) {
			const operation = doc.webhooks[type].post;
			expect(operation).toMatchObject({ operationId: e.operationId, summary: e.summary, description: e.description });
			expect(operation.requestBody.content["application/json"].schema).toEqual({ $ref: `#/components/schemas/${e.body}` });
			expect(doc.components.schemas[e.body]).toBe(e.schema);
		}
	});

	test("every schema compiles under JSON Schema 2020-12 (what OpenAPI 3.1 takes)", () => {
		const ajv = new Ajv2020({ strict: true, strictRequired: true, allowUnionTypes: true });
		addFormats(ajv);
		ajv.addKeyword("components");
		ajv.addSchema({ $id: "doc", components: doc.components });
		for (const name of Object.keys(doc.components.schemas)) expect(() => ajv.getSchema(`doc#/components/schemas/${name}`)).not.toThrow();
	});
});

/** `redocly lint` with the repository's rules, as .ci/run runs it (offline). */
function lint(document: unknown): void {
	const file = path.join(mkdtempSync(path.join(tmpdir(), "leadmap-openapi-")), "openapi.json");
	writeFileSync(file, JSON.stringify(document));
	try {
		execFileSync("npx", ["redocly", "lint", file, "--config", "redocly.yaml", "--format", "codeframe"], {
			env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
			stdio: "pipe",
			encoding: "utf8",
		});
	} catch (err) {
		const { stdout, stderr } = err as { stdout: string; stderr: string };
		throw new Error(`redocly lint: ${stdout}\n${stderr.replace(/[║╔╗╚╝═]/g, "")}`);
	}
}

describe("the lint", () => {
	test("the document passes redocly lint", () => {
		expect(() => lint(doc)).not.toThrow();
	});
});

describe("serving it", () => {
	test("GET /v1/openapi.json needs no key and is the document", async () => {
		const res = await api(app, "GET", "/v1/openapi.json");
		expect(res.status).toBe(200);
		expect(res.headers.get("content-type")).toMatch(/^application\/json/);
		expect(res.headers.get("x-request-id")).toBeTruthy();
		expect(res.body).toEqual(JSON.parse(JSON.stringify(doc)));
		expect(res.body.openapi).toBe("3.1.0");
	});

	test("GET /docs is the reference page, its script served from the package", async () => {
		const page = await api(app, "GET", "/docs");
		expect(page.status).toBe(200);
		expect(page.headers.get("content-type")).toMatch(/^text\/html/);
		expect(page.body).toContain('<script src="/docs/redoc.standalone.js"></script>');
		expect(page.body).not.toMatch(/https?:\/\//);
		const script = await fetch(`${app.url}/docs/redoc.standalone.js`);
		expect(script.status).toBe(200);
		expect(script.headers.get("content-type")).toMatch(/^application\/javascript/);
		expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(500_000);
	});
});
