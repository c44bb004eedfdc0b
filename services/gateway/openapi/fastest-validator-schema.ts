/**
 * fastest-validator rules → JSON Schema (draft 2020-12, as OpenAPI 3.1 takes it), so the
 * document states exactly what the actions validate. Only the rule kinds the contracts
 * use are known; any other throws, so a new kind cannot slip into the document as `{}`.
 */

import type { FieldDoc, JsonSchema } from "../../../shared/openapi-doc";

export type { JsonSchema };

type RuleObject = {
	type?: string;
	optional?: boolean;
	nullable?: boolean;
	min?: number;
	max?: number;
	length?: number;
	pattern?: RegExp | string;
	integer?: boolean;
	positive?: boolean;
	values?: readonly unknown[];
	items?: Rule;
	props?: Record<string, Rule>;
	strict?: boolean | "remove";
	unique?: boolean;
	key?: Rule;
	value?: Rule;
	trim?: boolean;
	convert?: boolean;
	default?: unknown;
	/** for `any`: what the field takes, checked by code rather than by a rule (a search's `area`) */
	jsonSchema?: JsonSchema;
};
export type Rule = string | RuleObject | readonly Rule[];
export type Rules = Record<string, Rule | boolean>;

export interface ConvertedField {
	schema: JsonSchema;
	required: boolean;
}

/** What fastest-validator's `uuid` takes: versions 1, 2 and 6 with any variant, 3 to 5, 7 and 8 with the RFC one, and the nil uuid. */
const FV_UUID =
	"^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[126][0-9a-fA-F]{3}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[34578][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|0{8}-0{4}-0{4}-0{4}-0{12})$";

/** `"uuid|optional"` and friends: the shorthand fastest-validator reads. */
function expandShorthand(rule: string): RuleObject {
	const [type, ...flags] = rule.split("|");
	const expanded: RuleObject = { type };
	for (const flag of flags) {
		const [name, value] = flag.split(":");
		if (name === "optional" || name === "nullable") expanded[name] = value !== "false";
		else if (name === "min" || name === "max" || name === "length") expanded[name] = Number(value);
		else throw new Error(`fastest-validator shorthand flag "${flag}" has no JSON Schema translation`);
	}
	return expanded;
}

function withNull(schema: JsonSchema): JsonSchema {
	if (Array.isArray(schema.enum)) return { ...schema, enum: [...schema.enum, null] };
	if (typeof schema.type === "string") return { ...schema, type: [schema.type, "null"] };
	if (schema.type === undefined && Object.keys(schema).length === 0) return schema;
	return { anyOf: [schema, { type: "null" }] };
}

function bounds(rule: RuleObject, min: string, max: string): JsonSchema {
	const out: JsonSchema = {};
	if (rule.length !== undefined) {
		out[min] = rule.length;
		out[max] = rule.length;
	}
	if (rule.min !== undefined) out[min] = rule.min;
	if (rule.max !== undefined) out[max] = rule.max;
	return out;
}

function stringSchema(rule: RuleObject): JsonSchema {
	const out: JsonSchema = { type: "string", ...bounds(rule, "minLength", "maxLength") };
	if (rule.pattern !== undefined) out.pattern = rule.pattern instanceof RegExp ? rule.pattern.source : rule.pattern;
	return out;
}

function numberSchema(rule: RuleObject): JsonSchema {
	const out: JsonSchema = { type: rule.integer ? "integer" : "number" };
	if (rule.min !== undefined) out.minimum = rule.min;
	if (rule.max !== undefined) out.maximum = rule.max;
	if (rule.positive) out.exclusiveMinimum = 0;
	return out;
}

function arraySchema(rule: RuleObject): JsonSchema {
	const out: JsonSchema = { type: "array", ...bounds(rule, "minItems", "maxItems") };
	if (rule.items !== undefined) out.items = convertRule(rule.items).schema;
	if (rule.unique) out.uniqueItems = true;
	return out;
}

function recordSchema(rule: RuleObject): JsonSchema {
	const out: JsonSchema = { type: "object" };
	if (rule.key !== undefined) out.propertyNames = convertRule(rule.key).schema;
	out.additionalProperties = rule.value === undefined ? true : convertRule(rule.value).schema;
	return out;
}

const SCHEMA_OF_TYPE: Record<string, (rule: RuleObject) => JsonSchema> = {
	string: stringSchema,
	number: numberSchema,
	boolean: () => ({ type: "boolean" }),
	uuid: () => ({ type: "string", format: "uuid", pattern: FV_UUID }),
	email: () => ({ type: "string", format: "email" }),
	url: () => ({ type: "string", format: "uri" }),
	date: () => ({ type: "string", format: "date-time" }),
	enum: (rule) => ({ enum: [...(rule.values ?? [])] }),
	array: arraySchema,
	object: (rule) => (rule.props ? objectSchema(rule.props, rule.strict === true) : { type: "object" }),
	record: recordSchema,
	any: (r) => r.jsonSchema ?? {},
};

/** One rule: its schema and whether the field must be given. */
export function convertRule(rule: Rule): ConvertedField {
	if (typeof rule === "string") return convertRule(expandShorthand(rule));
	if (Array.isArray(rule)) {
		const each = (rule as readonly Rule[]).map(convertRule);
		return { schema: { anyOf: each.map((c) => c.schema) }, required: each.every((c) => c.required) };
	}
	const object = rule as RuleObject;
	const toSchema = SCHEMA_OF_TYPE[object.type ?? "any"];
	if (!toSchema) throw new Error(`fastest-validator type "${object.type}" has no JSON Schema translation`);
	let schema = toSchema(object);
	if (object.default !== undefined) schema = { ...schema, default: object.default };
	if (object.nullable) schema = withNull(schema);
	return { schema, required: !object.optional && object.default === undefined };
}

/** An object of fields (`$$strict: true` or `strict: true`: no other properties). */
export function objectSchema(props: Rules, strict = props.$$strict === true): JsonSchema {
	const properties: Record<string, JsonSchema> = {};
	const required: string[] = [];
	for (const [name, rule] of Object.entries(props)) {
		if (name.startsWith("$$") || typeof rule === "boolean") continue;
		const field = convertRule(rule);
		properties[name] = field.schema;
		if (field.required) required.push(name);
	}
	return {
		type: "object",
		properties,
		...(required.length ? { required } : {}),
		...(strict ? { additionalProperties: false } : {}),
	};
}

function withFieldDoc(schema: JsonSchema, path: string[], doc: FieldDoc): JsonSchema | null {
	if (!path.length) return { ...schema, ...doc };
	const [name, ...rest] = path;
	const properties = schema.properties as Record<string, JsonSchema> | undefined;
	const field = properties?.[name] && withFieldDoc(properties[name], rest, doc);
	// copied along the path: a rule's schema may be shared (an `any` field's `jsonSchema`)
	return field ? { ...schema, properties: { ...properties, [name]: field } } : null;
}

/** An object schema made from params, with each documented field's default, description and examples (`options.maxResults`: nested); `where` names the doc in an error. */
export function withFieldDocs(schema: JsonSchema, fields: Record<string, FieldDoc> = {}, where = "a doc"): JsonSchema {
	return Object.entries(fields).reduce((annotated, [path, doc]) => {
		const withDoc = withFieldDoc(annotated, path.split("."), doc);
		if (!withDoc) throw new Error(`${where} documents the field ${path}, which its params schema does not have`);
		return withDoc;
	}, schema);
}
