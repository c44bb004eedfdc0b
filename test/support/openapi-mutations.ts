import { document, encodeAny, serialize, type DocumentedOperation, type FuzzRequest } from "./openapi-requests";

/** Ways to spoil a valid request: wrong types, missing and extra fields, boundary values, odd strings and encodings. */

type Schema = Record<string, any>;
/** picks an index below n (seeded by the fuzzer) */
export type Pick = (n: number) => number;

export const ODD_STRINGS = [
	"",
	" ",
	"\u0000",
	"a\u0000b",
	"\ud800",
	"\udfff\ud800",
	"😀".repeat(40),
	"\u202eevil",
	"\u200b",
	"\ufeffbom",
	"%00",
	"%",
	"%E0%A4%A",
	"' OR 1=1 --",
	'"; DROP TABLE leads; --',
	"../../etc/passwd",
	"\r\nX-Injected: 1",
	"<script>alert(1)</script>",
	"null",
	"true",
	"-1",
	"1e308",
	"NaN",
	"Infinity",
	"0x10",
	"x".repeat(5_000),
	"é".repeat(300),
	"𝒳".repeat(100),
	"\\u0000",
	"{{7*7}}",
	"${7*7}",
];
const WRONG_VALUES: unknown[] = [null, true, 0, -1, 1.5, 1e308, "", "text", [], [1, "a"], {}, { nested: { deep: [null] } }];

function resolveSchema(schema: Schema | undefined): Schema {
	if (!schema) return {};
	if (typeof schema.$ref === "string")
		return resolveSchema(
			schema.$ref
				.slice(2)
				.split("/")
				.reduce((at: Schema, k: string) => at[k], document),
		);
	if (schema.allOf) return Object.assign({}, ...schema.allOf.map(resolveSchema));
	return schema;
}

const bodyProps = (op: DocumentedOperation) => Object.entries((resolveSchema(op.body ?? undefined).properties ?? {}) as Record<string, Schema>);

function rebuildBody(req: FuzzRequest, json: unknown): FuzzRequest {
	return {
		...req,
		json: json as Record<string, unknown>,
		body: Buffer.from(JSON.stringify(json)),
		headers: { ...req.headers, "content-type": "application/json" },
	};
}

/** A value just past (or at) a schema's bound: the edges the validators must hold. */
export function boundaryValues(schema: Schema): unknown[] {
	const s = resolveSchema(schema);
	const out: unknown[] = [];
	if (s.minLength !== undefined) out.push("x".repeat(Math.max(0, s.minLength - 1)), "x".repeat(s.minLength));
	if (s.maxLength !== undefined) out.push("x".repeat(s.maxLength), "x".repeat(s.maxLength + 1));
	if (s.minimum !== undefined) out.push(s.minimum, s.minimum - 1, s.minimum - 0.5);
	if (s.maximum !== undefined) out.push(s.maximum, s.maximum + 1, s.maximum + 0.5);
	if (s.minItems !== undefined) out.push(Array(Math.max(0, s.minItems - 1)).fill("x"));
	if (s.maxItems !== undefined) out.push(Array(s.maxItems + 1).fill(s.items ? "x" : 1));
	if (s.enum) out.push(`${s.enum[0]}x`, String(s.enum[0]).toUpperCase());
	if (s.type === "integer" || (Array.isArray(s.type) && s.type.includes("integer"))) out.push(2 ** 53, -(2 ** 53), 2 ** 31);
	return out.length ? out : [""];
}

/** The mutations, by name: each returns the spoiled request (or the valid one where it has nothing to spoil). */
export const MUTATIONS: Record<string, (req: FuzzRequest, op: DocumentedOperation, pick: Pick) => FuzzRequest> = {
	"drop a required field"(req, op, pick) {
		const required: string[] = resolveSchema(op.body ?? undefined).required ?? [];
		if (req.json && required.length) {
			const json = { ...req.json };
			delete json[required[pick(required.length)]];
			return rebuildBody(req, json);
		}
		return req.query.length ? { ...req, query: req.query.filter((_, i) => i !== pick(req.query.length)) } : req;
	},
	"add an unknown field"(req, op, pick) {
		const name = ["accountId", "__proto__", "constructor", "id", "extra", "$where", "scopes"][pick(7)];
		const value = WRONG_VALUES[pick(WRONG_VALUES.length)];
		if (op.body || req.json)
			return rebuildBody(req, JSON.parse(`{${JSON.stringify(name)}:${JSON.stringify(value)},${JSON.stringify(req.json ?? {}).slice(1)}`.replace(/,}$/, "}")));
		return { ...req, query: [...req.query, [name, String(value)]] };
	},
	"give a field the wrong type"(req, op, pick) {
		const value = WRONG_VALUES[pick(WRONG_VALUES.length)];
		const props = bodyProps(op);
		if (props.length) return rebuildBody(req, { ...req.json, [props[pick(props.length)][0]]: value });
		const queries = op.parameters.filter((p) => p.in === "query");
		if (!queries.length) return req;
		const p = queries[pick(queries.length)];
		return { ...req, query: [...req.query.filter(([k]) => k !== p.name), ...serialize(p, typeof value === "string" ? value : JSON.stringify(value))] };
	},
	"push a field to its bounds"(req, op, pick) {
		const props = bodyProps(op);
		if (props.length) {
			const [name, schema] = props[pick(props.length)];
			const values = boundaryValues(schema);
			return rebuildBody(req, { ...req.json, [name]: values[pick(values.length)] });
		}
		const queries = op.parameters.filter((p) => p.in === "query");
		if (!queries.length) return req;
		const p = queries[pick(queries.length)];
		const values = boundaryValues(p.schema);
		return { ...req, query: [...req.query.filter(([k]) => k !== p.name), ...serialize(p, values[pick(values.length)])] };
	},
	"put an odd string anywhere"(req, op, pick) {
		const odd = ODD_STRINGS[pick(ODD_STRINGS.length)];
		const where = pick(3);
		const props = bodyProps(op);
		if (where === 0 && props.length) return rebuildBody(req, { ...req.json, [props[pick(props.length)][0]]: odd });
		const pathParams = op.parameters.filter((p) => p.in === "path");
		if (where === 1 && pathParams.length) return { ...req, path: op.template.replace(/\{\w+\}/g, () => encodeAny(odd)) };
		const queries = op.parameters.filter((p) => p.in === "query");
		const name = queries.length ? queries[pick(queries.length)].name : "q";
		return { ...req, query: [...req.query.filter(([k]) => k !== name), [name, odd]] };
	},
	"send a body that is not the JSON asked for"(req, _op, pick) {
		const bodies: [string, Buffer][] = [
			["application/json", Buffer.from("{")],
			["application/json", Buffer.from("[]")],
			["application/json", Buffer.from("null")],
			["application/json", Buffer.from('"text"')],
			["application/json", Buffer.from([0xff, 0xfe, 0x7b, 0x7d])],
			["application/json", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), req.body ?? Buffer.from("{}")])],
			["application/json; charset=utf-16", Buffer.from("{}", "utf16le")],
			["application/json; charset=latin1", Buffer.from('{"name":"caf\xe9"}', "latin1")],
			["text/plain", req.body ?? Buffer.from("{}")],
			["application/x-www-form-urlencoded", Buffer.from("name=x&scopes=y")],
			["application/json", Buffer.from(`{"a":${"[".repeat(5_000)}${"]".repeat(5_000)}}`)],
			["application/json", Buffer.from(`{"dup":1,"dup":2}`)],
		];
		const [type, body] = bodies[pick(bodies.length)];
		return { ...req, json: undefined, body, headers: { ...req.headers, "content-type": type } };
	},
	"mangle the path"(req, op, pick) {
		const junk = ["%", "%E0%A4%A", "%ff", "..", "%2F", "%2e%2e", "a%20b", "x".repeat(3_000), "%00", "0", "00000000-0000-0000-0000-000000000000"][pick(11)];
		return op.template.includes("{") ? { ...req, path: op.template.replace(/\{\w+\}/g, junk) } : { ...req, path: `${req.path}/${junk}` };
	},
	"garble the headers"(req, _op, pick) {
		const headers = [
			{ "content-encoding": "gzip" },
			{ "content-encoding": "br" },
			{ "content-encoding": "x-unknown" },
			{ "idempotency-key": "\u00e9" },
			{ "idempotency-key": "x".repeat(300) },
			{ "x-request-id": "bad id with spaces" },
			{ accept: "application/xml" },
			{ "accept-encoding": "gzip, br" },
		][pick(8)] as Record<string, string>;
		return { ...req, headers: { ...req.headers, ...headers } };
	},
};
