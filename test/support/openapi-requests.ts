import jsf from "json-schema-faker";
import { buildOpenApiDocument } from "../../services/gateway/openapi/document";

/**
 * Requests drawn from the OpenAPI document, for the document-driven fuzzer
 * (test/openapi-fuzz.test.ts): a valid request of an operation, from its schemas
 * (json-schema-faker, seeded by fast-check), and the mutations of one.
 */

type Schema = Record<string, any>;
export interface Parameter {
	name: string;
	in: "path" | "query" | "header";
	required?: boolean;
	schema: Schema;
	style?: string;
	explode?: boolean;
}
export interface DocumentedOperation {
	method: string;
	template: string;
	parameters: Parameter[];
	body: Schema | null;
	authenticated: boolean;
	idempotent: boolean;
}
export interface FuzzRequest {
	method: string;
	path: string;
	query: [string, string][];
	headers: Record<string, string>;
	body?: Buffer;
	/** the JSON body as an object, while it still is one (mutations work on it) */
	json?: Record<string, unknown>;
}

export const document = buildOpenApiDocument() as Schema;

function resolve(node: Schema): Schema {
	if (typeof node.$ref !== "string") return node;
	return node.$ref
		.slice(2)
		.split("/")
		.reduce((at: Schema, key: string) => at[key], document);
}

/** Every operation of the document, DELETEs last (they remove what the others read). */
export function documentedOperations(): DocumentedOperation[] {
	const operations: DocumentedOperation[] = [];
	for (const [template, methods] of Object.entries(document.paths as Record<string, Record<string, Schema>>)) {
		for (const [method, operation] of Object.entries(methods)) {
			const parameters = (operation.parameters as Schema[]).map(resolve) as Parameter[];
			operations.push({
				method: method.toUpperCase(),
				template,
				parameters,
				body: operation.requestBody?.content["application/json"].schema ?? null,
				authenticated: (operation.security as unknown[]).length > 0,
				idempotent: parameters.some((p) => p.name === "Idempotency-Key"),
			});
		}
	}
	return operations.sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
}

/** A value of a schema, drawn with the given seed. */
export function sample(schema: Schema, seed: number): unknown {
	let state = seed >>> 0 || 1;
	jsf.option({
		random: () => {
			state = (state * 1664525 + 1013904223) >>> 0;
			return state / 2 ** 32;
		},
		alwaysFakeOptionals: false,
		optionalsProbability: 0.5,
		fillProperties: false,
		useDefaultValue: false,
		maxItems: 4,
		maxLength: 60,
	});
	return withinMaxItems(jsf.generate({ ...schema, components: componentsOf(schema) } as any), schema);
}

const reachable = new WeakMap<Schema, Schema>();

/**
 * The components a schema reaches through its `$ref`s, and theirs: what json-schema-faker needs beside it. It
 * copies and walks whatever components it is given on every draw, and the whole document's cost most of the fuzzer's time.
 */
function componentsOf(schema: Schema): Schema {
	const cached = reachable.get(schema);
	if (cached) return cached;
	const components: Schema = {};
	const visit = (node: unknown): void => {
		if (!node || typeof node !== "object") return;
		if (Array.isArray(node)) return node.forEach(visit);
		const ref = (node as Schema).$ref;
		if (typeof ref === "string" && ref.startsWith("#/components/")) {
			const [kind, name] = ref.slice("#/components/".length).split("/");
			if (!components[kind]?.[name]) {
				(components[kind] ??= {})[name] = document.components[kind][name];
				visit(document.components[kind][name]);
			}
		}
		for (const value of Object.values(node)) visit(value);
	};
	visit(schema);
	reachable.set(schema, components);
	return components;
}

/** json-schema-faker 0.5 ignores `maxItems` beside `uniqueItems`: cut such arrays back to their bound. */
function withinMaxItems(value: unknown, schema: Schema | undefined): unknown {
	if (!schema || typeof schema !== "object") return value;
	const s = schema as { maxItems?: number; items?: Schema; properties?: Record<string, Schema> };
	if (Array.isArray(value)) {
		const kept = s.maxItems !== undefined ? value.slice(0, s.maxItems) : value;
		return kept.map((item) => withinMaxItems(item, s.items));
	}
	if (value && typeof value === "object" && s.properties) {
		for (const [key, sub] of Object.entries(s.properties)) {
			if (key in value) (value as Record<string, unknown>)[key] = withinMaxItems((value as Record<string, unknown>)[key], sub);
		}
	}
	return value;
}

/** A valid request: path parameters from `pathValue`, optional query parameters and body fields drawn or left out. */
export function validRequest(op: DocumentedOperation, seed: number, pathValue: (name: string) => string): FuzzRequest {
	let path = op.template;
	const query: [string, string][] = [];
	const headers: Record<string, string> = {};
	op.parameters.forEach((p, i) => {
		if (p.in === "path") path = path.replace(`{${p.name}}`, encodeAny(pathValue(p.name)));
		else if (p.in === "query" && (p.required || (seed >> i) & 1)) query.push(...serialize(p, sample(p.schema, seed + i)));
		else if (p.in === "header" && p.name === "Idempotency-Key" && seed & 1) headers["idempotency-key"] = `fuzz-${seed}-${i}`;
	});
	const json = op.body ? (sample(op.body, seed) as Record<string, unknown>) : undefined;
	if (json) headers["content-type"] = "application/json";
	return { method: op.method, path, query, headers, json, body: json ? Buffer.from(JSON.stringify(json)) : undefined };
}

export function serialize(p: Parameter, value: unknown): [string, string][] {
	if (Array.isArray(value)) {
		if (!value.length) return [];
		return p.explode === false ? [[p.name, value.map(String).join(",")]] : value.map((v) => [p.name, String(v)]);
	}
	return [[p.name, typeof value === "string" ? value : JSON.stringify(value)]];
}

/** Percent-encoding that takes any string (a lone surrogate goes as the bytes Node writes for it). */
export function encodeAny(text: string): string {
	try {
		return encodeURIComponent(text);
	} catch {
		return [...Buffer.from(text, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0").toUpperCase()}`).join("");
	}
}

export function urlOf(req: FuzzRequest): string {
	const query = req.query.map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`).join("&");
	return query ? `${req.path}?${query}` : req.path;
}
