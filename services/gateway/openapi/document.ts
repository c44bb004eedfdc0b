import { BILLING_PARAMS } from "../../billing/billing.contract";
import { DATASET_PARAMS } from "../../dataset/dataset.contract";
import { EXPORTS_PARAMS } from "../../exports/exports.contract";
import { KEYS_PARAMS } from "../../keys/keys.contract";
import { LEADS_PARAMS } from "../../leads/leads.contract";
import { MONITORS_PARAMS } from "../../monitors/monitors.contract";
import { RUNS_PARAMS } from "../../runs/runs.contract";
import { SEARCHES_PARAMS } from "../../searches/searches.contract";
import { SEARCHES_OPENAPI } from "../../searches/searches.openapi";
import { LEADS_OPENAPI } from "../../leads/leads.openapi";
import { DATASET_OPENAPI } from "../../dataset/dataset.openapi";
import { KEYS_OPENAPI } from "../../keys/keys.openapi";
import { BILLING_OPENAPI } from "../../billing/billing.openapi";
import { RUNS_OPENAPI } from "../../runs/runs.openapi";
import { MONITORS_OPENAPI } from "../../monitors/monitors.openapi";
import { WATCHES_OPENAPI } from "../../watches/watches.openapi";
import { WEBHOOKS_OPENAPI } from "../../webhooks/webhooks.openapi";
import { EXPORTS_OPENAPI } from "../../exports/exports.openapi";
import { WATCHES_PARAMS } from "../../watches/watches.contract";
import { WEBHOOKS_PARAMS } from "../../webhooks/webhooks.contract";
import { API_ROUTES, type ApiRoute } from "../routes";
import { convertRule, objectSchema, withFieldDocs, type JsonSchema, type Rules } from "./fastest-validator-schema";
import type { OperationDoc, Paging, ServiceOpenApi } from "../../../shared/openapi-doc";
import { SHARED_SCHEMAS } from "../../../shared/schema";
import {
	COMMON_ERRORS,
	errorResponse,
	HEADERS,
	IDEMPOTENCY_ERRORS,
	PARAMETERS,
	PUBLIC_OPERATIONS,
	rateLimitHeaders,
	requestIdHeader,
	SECURITY_SCHEMES,
	webhookOperations,
} from "./parts";
import { COMPONENT_SCHEMAS } from "./schemas";

/** The params schema of every action the gateway publishes, by action name (the contracts' own objects). */
const PARAMS_BY_SERVICE: Record<string, Record<string, Rules>> = {
	keys: KEYS_PARAMS,
	billing: BILLING_PARAMS,
	searches: SEARCHES_PARAMS,
	leads: LEADS_PARAMS,
	exports: EXPORTS_PARAMS,
	webhooks: WEBHOOKS_PARAMS,
	dataset: DATASET_PARAMS,
	runs: RUNS_PARAMS,
	monitors: MONITORS_PARAMS,
	watches: WATCHES_PARAMS,
} as unknown as Record<string, Record<string, Rules>>;

/** The fastest-validator params of an action; `{}` for one that takes none. */
export function actionParams(action: string): Rules {
	const [service, name] = action.split(".");
	return PARAMS_BY_SERVICE[service]?.[name] ?? {};
}

const PAGING_NOTES: Record<Paging, string> = {
	"data-cursor": "Pages by cursor: `{ data, nextCursor }`; pass `nextCursor` as `cursor` until it is null.",
	"leads-cursor": "Pages by cursor (the interface's older shape): `{ leads, nextCursor }`; pass `nextCursor` as `cursor` until it is null.",
	offset: "Pages by `limit` and `offset` (the interface's older shape): `{ data, total }`.",
	"cursor-or-page": "Pages by `cursor` (`nextCursor`, absent on the last page) or by numbered `page` (answer's `page`), not both.",
	none: "Not paged.",
};

const ruleSchema = (rule: Rules[string] | undefined) => (rule === undefined || typeof rule === "boolean" ? null : convertRule(rule).schema);
const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");
const BODY_METHODS = new Set(["POST", "PATCH", "PUT"]);

function parametersOf(route: string, rules: Rules, doc: OperationDoc): { parameters: JsonSchema[]; body: JsonSchema | null } {
	const [method, pattern] = route.split(" ");
	const pathNames = (pattern.match(/:\w+/g) ?? []).map((p) => p.slice(1));
	const parameters: JsonSchema[] = pathNames.map((name) => ({
		name,
		in: "path",
		required: true,
		schema: doc.pathParams?.[name] ?? ruleSchema(rules[name]) ?? { type: "string" },
	}));
	const rest: Rules = Object.fromEntries(Object.entries(rules).filter(([name]) => !pathNames.includes(name)));
	if (BODY_METHODS.has(method)) {
		// which fields exist and their types are the action's params; their defaults, descriptions and examples the doc's
		const body = withFieldDocs(objectSchema(rest, rules.$$strict === true), doc.bodyFields, `the doc of ${route}`);
		return { parameters, body: Object.keys(body.properties as object).length > 0 ? body : null };
	}
	const names = new Set([...Object.keys(rest).filter((n) => !n.startsWith("$$")), ...Object.keys(doc.query ?? {})]);
	for (const name of names) {
		const documented = doc.query?.[name];
		const rule = rest[name];
		const field = rule === undefined || typeof rule === "boolean" ? null : convertRule(rule);
		const schema = documented?.schema ?? field?.schema ?? {};
		parameters.push({
			name,
			in: "query",
			required: field?.required ?? false,
			schema,
			...(documented?.description ? { description: documented.description } : {}),
			...(schema.type === "array" ? { style: "form", explode: documented?.explode ?? true } : {}),
		});
	}
	return { parameters, body: null };
}

function successResponse(doc: OperationDoc, headers: Record<string, unknown>): JsonSchema {
	const content = doc.content ?? { "application/json": { schema: doc.response } };
	return { description: doc.summary, headers, content };
}

function errorResponses(doc: OperationDoc, common: Record<number, string[]>, authenticated: boolean): Record<string, JsonSchema> {
	const byStatus = new Map<number, string[]>();
	for (const errors of [common, doc.errors ?? {}]) {
		for (const [status, codes] of Object.entries(errors)) byStatus.set(Number(status), [...new Set([...(byStatus.get(Number(status)) ?? []), ...codes])]);
	}
	return Object.fromEntries([...byStatus].sort(([a], [b]) => a - b).map(([status, codes]) => [String(status), errorResponse(status, codes, authenticated)]));
}

/** One operation of a `/v1` route: its parameters from the action's schema, its answers from its doc. */
export function apiOperation(
	route: string,
	api: Pick<ApiRoute, "action" | "scope" | "idempotent" | "secretAnswer">,
	doc: OperationDoc,
): { path: string; method: string; operation: JsonSchema } {
	const [method, pattern] = route.split(" ");
	const { parameters, body } = parametersOf(route, actionParams(api.action), doc);
	const common = api.idempotent ? mergeErrors(COMMON_ERRORS, IDEMPOTENCY_ERRORS) : COMMON_ERRORS;
	if (api.idempotent) parameters.push({ $ref: `#/components/parameters/${api.secretAnswer ? "IdempotencyKeyForSecret" : "IdempotencyKey"}` });
	parameters.push({ $ref: "#/components/parameters/RequestId" });
	const headers = {
		...requestIdHeader(),
		...rateLimitHeaders(),
		...(api.idempotent ? { "Idempotent-Replayed": { $ref: "#/components/headers/Idempotent-Replayed" } } : {}),
	};
	const notes = [
		doc.description,
		`Requires the scope \`${api.scope}\`.`,
		doc.paging ? PAGING_NOTES[doc.paging] : undefined,
		api.idempotent ? "Takes an `Idempotency-Key`: retry with the same one and it acts once." : undefined,
	].filter(Boolean);
	const operation: JsonSchema = {
		operationId: doc.operationId,
		tags: [doc.tag],
		summary: doc.summary,
		description: notes.join("\n\n"),
		security: [{ bearerAuth: [api.scope] }, { apiKeyAuth: [api.scope] }],
		"x-required-scope": api.scope,
		...(doc.paging && doc.paging !== "none" ? { "x-pagination": doc.paging } : {}),
		...(api.idempotent ? { "x-idempotent": true } : {}),
		parameters,
		...(body ? { requestBody: { required: Array.isArray(body.required) && body.required.length > 0, content: { "application/json": { schema: body } } } } : {}),
		responses: {
			[String(doc.status)]: successResponse(doc, headers),
			...(doc.alsoStatus ? { [String(doc.alsoStatus)]: successResponse(doc, headers) } : {}),
			...errorResponses(doc, common, true),
		},
	};
	return { path: `/v1${openApiPath(pattern)}`, method: method.toLowerCase(), operation };
}

function mergeErrors(...lists: Record<number, string[]>[]): Record<number, string[]> {
	const merged: Record<number, string[]> = {};
	for (const list of lists) for (const [status, codes] of Object.entries(list)) merged[Number(status)] = [...(merged[Number(status)] ?? []), ...codes];
	return merged;
}

function publicOperation(doc: OperationDoc): JsonSchema {
	const parameters = [{ $ref: "#/components/parameters/RequestId" }];
	return {
		operationId: doc.operationId,
		tags: [doc.tag],
		summary: doc.summary,
		description: `${doc.description ?? ""}\n\nNo key needed.`.trim(),
		security: [],
		parameters,
		responses: { [String(doc.status)]: successResponse(doc, requestIdHeader()), ...errorResponses(doc, {}, false) },
	};
}

export interface DocumentSources {
	routes: Record<string, ApiRoute>;
	operations: Record<string, OperationDoc>;
	webhooks: Record<string, JsonSchema>;
	schemas: Record<string, JsonSchema>;
}

/** Each service's documentation of its own routes and the components they name (`<service>.openapi.ts`). */
const SERVICE_DOCS: Record<string, ServiceOpenApi> = {
	searches: SEARCHES_OPENAPI,
	leads: LEADS_OPENAPI,
	dataset: DATASET_OPENAPI,
	keys: KEYS_OPENAPI,
	billing: BILLING_OPENAPI,
	runs: RUNS_OPENAPI,
	monitors: MONITORS_OPENAPI,
	watches: WATCHES_OPENAPI,
	webhooks: WEBHOOKS_OPENAPI,
	exports: EXPORTS_OPENAPI,
};
/** The gateway's own components (its routes outside `/v1` are PUBLIC_OPERATIONS), and the shared shapes'. */
const GATEWAY_DOC: ServiceOpenApi = {
	operations: {},
	schemas: { ...COMPONENT_SCHEMAS, ...SHARED_SCHEMAS },
};
const WHAT: Record<keyof ServiceOpenApi, string> = { operations: "the route", schemas: "the component", webhooks: "the webhook event" };

/** Every part's operations, components and webhook events in one, refusing a route, component or event two parts both document. */
export function gatherDocs(parts: Record<string, ServiceOpenApi>): Required<ServiceOpenApi> {
	const gathered: Required<ServiceOpenApi> = { operations: {}, schemas: {}, webhooks: {} };
	const owner = new Map<string, string>();
	for (const [part, doc] of Object.entries(parts)) {
		for (const kind of ["operations", "schemas", "webhooks"] as const) {
			for (const [name, value] of Object.entries(doc[kind] ?? {})) {
				const earlier = owner.get(`${kind} ${name}`);
				if (earlier) throw new Error(`${WHAT[kind]} ${name} is documented by both ${earlier} and ${part}`);
				owner.set(`${kind} ${name}`, part);
				(gathered[kind] as Record<string, unknown>)[name] = value;
			}
		}
	}
	return gathered;
}

/** Every route's operation doc and every component, gathered. */
export const DOCUMENTED = gatherDocs({ gateway: GATEWAY_DOC, ...SERVICE_DOCS });

const DEFAULT_SOURCES: DocumentSources = {
	routes: API_ROUTES,
	operations: DOCUMENTED.operations,
	// each webhook event's body is its producer's schema, documented in its <service>.openapi.ts
	webhooks: webhookOperations(DOCUMENTED.webhooks),
	schemas: DOCUMENTED.schemas,
};

const TAGS = [
	["Searches", "Map searches: asynchronous jobs that find businesses and make them the account's leads."],
	["Leads", "Every lead of the account."],
	["Business dataset", "The shared dataset every account's runs observe; unlocking a row makes it a lead."],
	["Webhooks", "Endpoints that receive signed events."],
	["Keys", "The account's API keys."],
	["Usage", "Plan, credits and rate limit."],
	["Business runs", "Research runs, monitors and review analyses of dataset businesses."],
	["Watches", "Area watches: a search run on a schedule that tells which businesses opened and closed in its area."],
	["Service", "Health and this document; no key needed."],
	["Webhook events", "What Leadmap sends to your endpoints."],
];

const DESCRIPTION = `Leadmap finds businesses on maps (Google, Bing, Apple Maps) and makes them leads.

**First key.** A single-process installation (\`npm start\`, \`npm run sandbox\`) creates an account on its first start and prints its key once; the key is also kept in \`<LEADMAP_DATA_DIR>/first-api-key\` (\`.data/first-api-key\` by default, mode 0600). Any installation makes more accounts, each with its first key, with the operator CLI: \`npm run cli -- accounts:create --plan pro\` (compose: \`docker compose run --rm cli accounts:create --plan pro\`). Then give each program a key of its own with only the scopes it needs: \`POST /v1/keys\`.

**A first search.** \`POST /v1/searches\` with \`{"keyword":"dentists","location":"Lyon","country":"FR","options":{"maxResults":50}}\` answers 201 with the search; poll \`GET /v1/searches/{id}\` until its \`status\` is \`completed\` (or register a webhook for \`search.completed\`), then read its leads with \`GET /v1/searches/{id}/leads\` or download them with \`GET /v1/searches/{id}/export?format=csv\`. In sandbox mode (\`LEADMAP_SANDBOX=1\`) searches run against a built-in simulator of the providers, offline, with the same answers' shapes.

**Authentication.** Every \`/v1\` operation takes an API key, as \`Authorization: Bearer <key>\` or \`x-api-key: <key>\`. A scoped key needs the scope each operation names.

**Errors.** Every error is \`{ "error": "<code>" }\` with a stable code and the status listed under each operation; \`X-Error-Detail\` says more. Every answer carries \`X-Request-Id\`: quote it when asking for help.

**Rate limits.** Each key has a per-minute budget (\`rateLimitPerMinute\` in \`GET /v1/usage\`); each answer carries \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\`, and a 429 carries \`Retry-After\`. All keys of an account together get at most three times that budget.

**Retries.** Every POST takes an \`Idempotency-Key\` (use a random UUID): a retry with the same key acts once and gets the first answer. Where the answer holds a secret (\`POST /v1/keys\`, \`POST /v1/webhooks\`) the key must be at least 16 characters.

**Lists.** New lists page by \`{ data, nextCursor }\`. The interface's older lists keep their shapes: \`GET /v1/leads\` answers \`{ leads, nextCursor }\`, \`GET /v1/searches/{id}/leads\` pages by \`offset\` with \`{ data, total }\`, \`GET /v1/businesses\` by \`cursor\` or numbered \`page\`.

**Webhooks.** Deliveries are signed: see the \`X-Leadmap-Signature\` header under Webhook events.`;

const usedTags = (paths: Record<string, Record<string, JsonSchema>>) =>
	new Set(Object.values(paths).flatMap((methods) => Object.values(methods).flatMap((o) => o.tags as string[])));

/** The OpenAPI 3.1 document of every route the gateway serves. */
export function buildOpenApiDocument(sources: DocumentSources = DEFAULT_SOURCES): JsonSchema {
	const paths: Record<string, Record<string, JsonSchema>> = {};
	const add = (path: string, method: string, operation: JsonSchema) => {
		paths[path] ??= {};
		paths[path][method] = operation;
	};
	for (const [route, doc] of Object.entries(PUBLIC_OPERATIONS)) {
		const [method, path] = route.split(" ");
		add(path, method.toLowerCase(), publicOperation(doc));
	}
	for (const [route, api] of Object.entries(sources.routes)) {
		const doc = sources.operations[route];
		if (!doc) throw new Error(`the route ${route} has no operation doc (its service's <service>.openapi.ts)`);
		const { path, method, operation } = apiOperation(route, api, doc);
		add(path, method, operation);
	}
	return {
		openapi: "3.1.0",
		info: {
			title: "Leadmap API",
			version: "1.0.0",
			description: DESCRIPTION,
			license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
		},
		servers: [{ url: "/", description: "this server" }],
		tags: TAGS.filter(([name]) => name === "Webhook events" || usedTags(paths).has(name)).map(([name, description]) => ({ name, description })),
		security: [{ bearerAuth: [] }, { apiKeyAuth: [] }],
		paths,
		webhooks: sources.webhooks,
		components: { schemas: sources.schemas, securitySchemes: SECURITY_SCHEMES, headers: HEADERS, parameters: PARAMETERS },
	};
}
