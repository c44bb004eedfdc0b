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
import { BusinessChangedEventSchema } from "../services/monitors/monitors.contract";
import { MONITORS_OPENAPI } from "../services/monitors/monitors.openapi";
import { SearchEventSchema } from "../services/searches/search-events.contract";
import { WatchChangedEventSchema } from "../services/watches/watches.contract";
import { WATCHES_OPENAPI } from "../services/watches/watches.openapi";
import { EVENT_TYPES } from "../services/webhooks/webhooks.contract";
import { DEFAULT_MAX_REVIEWS, MAX_MAX_REVIEWS, MIN_MAX_REVIEWS } from "../services/runs/runs.contract";
import { DEFAULT_MAX_RESULTS } from "../services/searches/searches.contract";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { servedEventCheck } from "./support/openapi-validator";
import { randomUUID } from "node:crypto";

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

	test("each subscribable event is documented by its producer (its <service>.openapi.ts), its body the very schema its payload is typed with", () => {
		const producers = { searches: SEARCHES_OPENAPI, monitors: MONITORS_OPENAPI, watches: WATCHES_OPENAPI };
		const byType = Object.fromEntries(
			Object.values(producers).flatMap((p) => Object.entries(p.webhooks ?? {}).map(([type, e]) => [type, { ...e, schema: p.schemas[e.body] }])),
		);
		expect(Object.keys(byType).sort()).toEqual([...EVENT_TYPES].sort());
		for (const [type, e] of Object.entries(byType)) {
			const operation = doc.webhooks[type].post;
			expect(operation).toMatchObject({ operationId: e.operationId, summary: e.summary, description: e.description });
			expect(operation.requestBody.content["application/json"].schema).toEqual({ $ref: `#/components/schemas/${e.body}` });
			expect(doc.components.schemas[e.body]).toBe(e.schema);
		}
		// the schemas the producers' payload types are `Static<>` of
		expect(byType["search.completed"].schema).toBe(SearchEventSchema);
		expect(byType["business.changed"].schema).toBe(BusinessChangedEventSchema);
		expect(byType["watch.changed"].schema).toBe(WatchChangedEventSchema);
	});

	test("a webhook event two parts both document stops the build, naming it and them", () => {
		const again = { operations: {}, schemas: {}, webhooks: { "watch.changed": WATCHES_OPENAPI.webhooks!["watch.changed"] } };
		expect(() => gatherDocs({ watches: WATCHES_OPENAPI, monitors: again })).toThrow(
			"the webhook event watch.changed is documented by both watches and monitors",
		);
	});

	test("every schema compiles under JSON Schema 2020-12 (what OpenAPI 3.1 takes)", () => {
		const ajv = new Ajv2020({ strict: true, strictRequired: true, allowUnionTypes: true });
		addFormats(ajv);
		ajv.addKeyword("components");
		ajv.addSchema({ $id: "doc", components: doc.components });
		for (const name of Object.keys(doc.components.schemas)) expect(() => ajv.getSchema(`doc#/components/schemas/${name}`)).not.toThrow();
	});
});

describe("request bodies", () => {
	const bodies = (document: typeof doc) =>
		Object.entries(document.paths).flatMap(([path, methods]) =>
			Object.entries(methods as Record<string, { requestBody?: { content: Record<string, { schema: any }> } }>)
				.filter(([, o]) => o.requestBody)
				.map(([method, o]) => ({ route: `${method.toUpperCase()} ${path}`, schema: o.requestBody!.content["application/json"].schema })),
		);

	test("the served document gives body fields the defaults, descriptions and examples of their operation docs, their types the params'", async () => {
		const served = (await api(app, "GET", "/v1/openapi.json")).body;
		const body = (route: string) => bodies(served).find((b) => b.route === route)!.schema;
		expect(body("POST /v1/businesses/{cid}/research").properties.maxReviews).toEqual({
			type: "integer",
			minimum: MIN_MAX_REVIEWS,
			maximum: MAX_MAX_REVIEWS,
			default: DEFAULT_MAX_REVIEWS,
			description: expect.any(String),
		});
		expect(body("POST /v1/businesses/{cid}/research").properties.reviewsSort).toMatchObject({ enum: expect.any(Array), default: "newest" });
		expect(body("PUT /v1/businesses/{cid}/monitor").properties).toEqual({
			intervalDays: { type: "integer", minimum: 1, maximum: 365, default: 7, description: expect.any(String) },
			enabled: { type: "boolean", default: true, description: expect.any(String) },
		});
		for (const route of ["POST /v1/searches", "POST /v1/searches/quote", "POST /v1/watches"]) {
			const { properties } = body(route);
			expect([route, properties.provider.default, properties.lang.default]).toEqual([route, "google", "en"]);
			expect(properties.options.properties.maxResults).toMatchObject({ type: "integer", default: DEFAULT_MAX_RESULTS, description: expect.any(String) });
			expect(properties.keyword).toMatchObject({ type: "string", examples: ["dentists"] });
		}
		expect(body("POST /v1/watches").properties.intervalDays).toMatchObject({ type: "integer", default: 7 });
		// a watch's `query` is the same request, with the same documented defaults
		expect(served.components.schemas.CreateSearchRequest.properties.lang).toMatchObject({ default: "en" });
	});

	test("every documented default and example holds under its field's schema", () => {
		const ajv = new Ajv2020({ strict: false, allowUnionTypes: true });
		addFormats(ajv);
		const checked: string[] = [];
		const visit = (schema: any, where: string): void => {
			if (!schema || typeof schema !== "object") return;
			const values = [...("default" in schema ? [schema.default] : []), ...(schema.examples ?? [])];
			if (values.length) {
				const { default: _default, examples: _examples, ...rule } = schema;
				const validate = ajv.compile(rule);
				for (const value of values) expect([where, value, validate(value)]).toEqual([where, value, true]);
				checked.push(where);
			}
			for (const [name, property] of Object.entries(schema.properties ?? {})) visit(property, `${where}.${name}`);
		};
		for (const { route, schema } of bodies(doc)) visit(schema, route);
		expect(checked).toEqual(expect.arrayContaining(["POST /v1/businesses/{cid}/research.maxReviews", "POST /v1/searches.options.maxResults"]));
	});

	test("documenting a body field the action's params lack stops the build, naming the route and the field", () => {
		const route = "PUT /businesses/:cid/monitor";
		for (const field of ["interval", "enabled.since"]) {
			const operations = { ...OPERATIONS, [route]: { ...OPERATIONS[route], bodyFields: { [field]: { default: 7 } } } };
			expect(() => buildOpenApiDocument({ routes: API_ROUTES, operations, webhooks: {}, schemas: {} })).toThrow(
				`the doc of ${route} documents the field ${field}, which its params schema does not have`,
			);
		}
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

	test("a delivered event is checked against the schema the served document gives its type", async () => {
		const check = await servedEventCheck(app);
		const data = { watchId: randomUUID(), searchId: randomUUID(), opened: [], closed: [], reopened: [] };
		const event = { id: randomUUID(), type: "watch.changed", createdAt: new Date().toISOString(), data };
		expect(check(event)).toBeNull();
		expect(check({ ...event, data: { ...data, opened: 1 } })).toMatch(/^watch.changed breaks its schema: event\/data\/opened must be array/);
		expect(check({ ...event, data: { ...data, reopened: undefined, extra: true } })).toMatch(
			/must have required property 'reopened'.*must NOT have additional properties/,
		);
		expect(check({ ...event, type: "watch.opened" })).toBe("no webhook event watch.opened in the document");
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
