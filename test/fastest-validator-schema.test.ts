import Validator from "fastest-validator";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { convertRule, objectSchema, type Rules } from "../services/gateway/openapi/fastest-validator-schema";
import { actionParams } from "../services/gateway/openapi/document";
import { API_ROUTES } from "../services/gateway/routes";
import { sample } from "./support/openapi-requests";

describe("fastest-validator rules as JSON Schema", () => {
	test.each([
		["uuid", { type: "string", format: "uuid", pattern: expect.stringContaining("[34578]") }, true],
		["string|optional", { type: "string" }, false],
		[{ type: "string", min: 1, max: 64, optional: true, nullable: true }, { type: ["string", "null"], minLength: 1, maxLength: 64 }, false],
		[{ type: "string", length: 64, pattern: /^[0-9a-f]{64}$/ }, { type: "string", minLength: 64, maxLength: 64, pattern: "^[0-9a-f]{64}$" }, true],
		[{ type: "number", integer: true, min: 1, max: 3650 }, { type: "integer", minimum: 1, maximum: 3650 }, true],
		[{ type: "enum", values: ["a", "b"], nullable: true }, { enum: ["a", "b", null] }, true],
		[
			{ type: "array", items: { type: "enum", values: ["x"] }, min: 1, max: 3, unique: true },
			{ type: "array", items: { enum: ["x"] }, minItems: 1, maxItems: 3, uniqueItems: true },
			true,
		],
		[
			{ type: "record", key: { type: "string", max: 40 }, value: { type: "string" } },
			{ type: "object", propertyNames: { type: "string", maxLength: 40 }, additionalProperties: { type: "string" } },
			true,
		],
		[{ type: "any", optional: true }, {}, false],
		[{ type: "boolean", default: true }, { type: "boolean", default: true }, false],
	] as const)("%j", (rule, schema, required) => {
		expect(convertRule(rule as never)).toEqual({ schema, required });
	});

	test("an object: required fields, and no others when strict", () => {
		expect(objectSchema({ $$strict: true, a: "uuid", b: { type: "object", optional: true, strict: true, props: { c: "boolean" } } })).toEqual({
			type: "object",
			additionalProperties: false,
			required: ["a"],
			properties: {
				a: convertRule("uuid").schema,
				b: { type: "object", additionalProperties: false, required: ["c"], properties: { c: { type: "boolean" } } },
			},
		});
	});

	test("a rule kind it does not know stops the conversion", () => {
		expect(() => convertRule({ type: "luhn" })).toThrow("luhn");
		expect(() => convertRule("string|convert:true")).toThrow("convert");
	});

	const bodies = Object.entries(API_ROUTES).filter(([route]) => !route.startsWith("GET") && !route.startsWith("DELETE"));
	const v = new Validator();
	const ajv = new Ajv2020({ strict: false });
	addFormats(ajv);

	test.each(bodies)("%s: what the JSON Schema accepts, the action's validator accepts, and the other way round", (_route, { action }) => {
		const rules = actionParams(action) as Rules;
		const check = v.compile(
			JSON.parse(
				JSON.stringify(rules, (_k, x) => (x instanceof RegExp ? { $re: x.source } : x)),
				(_k, x) => (x && x.$re ? new RegExp(x.$re) : x),
			),
		);
		const schema = objectSchema(rules);
		const validate = ajv.compile(schema);
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
				const value = sample(schema, seed) as Record<string, unknown>;
				expect([value, validate(value)]).toEqual([value, true]);
				expect([value, check(structuredClone(value))]).toEqual([value, true]);
			}),
			{ numRuns: 100 },
		);
		fc.assert(
			fc.property(
				fc.dictionary(fc.constantFrom(...Object.keys(rules).filter((k) => !k.startsWith("$$")), "other"), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
				(value) => {
					if (!validate(value)) return;
					expect([value, check(structuredClone(value))]).toEqual([value, true]);
				},
			),
			{ numRuns: 200 },
		);
	});
});
