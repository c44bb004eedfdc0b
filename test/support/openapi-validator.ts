import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { buildOpenApiDocument } from "../../services/gateway/openapi/document";

/**
 * Checks an HTTP answer against the OpenAPI document the gateway serves: the operation
 * must document its status, and a JSON body must match that status's schema (ajv).
 * test/support/app.ts's `api()` runs every answer of the suite through it.
 */

type Doc = ReturnType<typeof buildOpenApiDocument> & { paths: Record<string, Record<string, Operation>> };
interface Operation {
	responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Matcher {
	method: string;
	template: string;
	regex: RegExp;
}

const DOC_ID = "leadmap-openapi";
let state: { doc: Doc; ajv: Ajv2020; matchers: Matcher[]; compiled: Map<string, ValidateFunction> } | null = null;

function setup() {
	if (state) return state;
	const doc = buildOpenApiDocument() as Doc;
	const ajv = new Ajv2020({ strict: false, allErrors: true });
	addFormats(ajv);
	ajv.addSchema({ $id: DOC_ID, components: doc.components, paths: doc.paths, webhooks: doc.webhooks }, DOC_ID);
	const matchers: Matcher[] = [];
	for (const [template, methods] of Object.entries(doc.paths)) {
		const regex = new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/\{\w+\}/g, "[^/]+")}/?$`);
		for (const method of Object.keys(methods)) matchers.push({ method, template, regex });
	}
	// fixed paths before templated ones (`/businesses/unlock` is not `/businesses/{cid}`)
	matchers.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
	state = { doc, ajv, matchers, compiled: new Map() };
	return state;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

/** The operation a request reaches, or null for a path the document does not describe. */
export function operationOf(method: string, path: string): { template: string; operation: Operation } | null {
	const { doc, matchers } = setup();
	const bare = path.split("?")[0];
	const m = matchers.find((x) => x.method === method.toLowerCase() && x.regex.test(bare));
	return m ? { template: m.template, operation: doc.paths[m.template][m.method] } : null;
}

/** Why the answer breaks the document, or null when it keeps to it (or the route is not an operation). */
export function documentViolation(method: string, path: string, status: number, contentType: string | null, body: unknown): string | null {
	const found = operationOf(method, path);
	if (!found) return null;
	const { ajv, compiled } = setup();
	const response = found.operation.responses[String(status)];
	if (!response) return `${method} ${found.template} answered ${status}, which it does not document (${JSON.stringify(body).slice(0, 200)})`;
	const mediaType = (contentType ?? "").split(";")[0].trim();
	if (!response.content?.[mediaType]) {
		return response.content
			? `${method} ${found.template} ${status} answered ${mediaType || "no content type"}, not ${Object.keys(response.content).join(" or ")}`
			: null;
	}
	if (mediaType !== "application/json") return null;
	const ref = `${DOC_ID}#/${pointer("paths", found.template, method.toLowerCase(), "responses", String(status), "content", mediaType, "schema")}`;
	let validate = compiled.get(ref);
	if (!validate) {
		validate = ajv.getSchema(ref);
		if (!validate) throw new Error(`no schema at ${ref}`);
		compiled.set(ref, validate);
	}
	if (validate(body)) return null;
	return `${method} ${found.template} ${status} breaks its schema: ${ajv.errorsText(validate.errors, { separator: "; " })} in ${JSON.stringify(body).slice(0, 300)}`;
}

/** Throws when an answer breaks the document. */
export function assertDocumented(method: string, path: string, status: number, contentType: string | null, body: unknown): void {
	const violation = documentViolation(method, path, status, contentType, body);
	if (violation) throw new Error(`OpenAPI: ${violation}`);
}

/**
 * A check of webhook deliveries against the document `app` serves (`GET /v1/openapi.json`): why a delivered body
 * breaks the schema its event type's `webhooks` entry documents, or null when it keeps to it.
 */
export async function servedEventCheck(app: { url: string }): Promise<(body: unknown) => string | null> {
	const doc = (await (await fetch(`${app.url}/v1/openapi.json`)).json()) as Doc;
	const ajv = new Ajv2020({ strict: false, allErrors: true });
	addFormats(ajv);
	ajv.addSchema({ $id: DOC_ID, components: doc.components, webhooks: doc.webhooks }, DOC_ID);
	return (body) => {
		const type = (body as { type?: unknown } | null)?.type;
		if (typeof type !== "string" || !(doc.webhooks as Record<string, unknown>)[type]) return `no webhook event ${String(type)} in the document`;
		const validate = ajv.getSchema(`${DOC_ID}#/${pointer("webhooks", type, "post", "requestBody", "content", "application/json", "schema")}`);
		if (!validate) throw new Error(`no body schema for the webhook event ${type}`);
		return validate(body) ? null : `${type} breaks its schema: ${ajv.errorsText(validate.errors, { separator: "; ", dataVar: "event" })}`;
	};
}
