import { Type as TypeBox, OptionalKind, Kind } from "@sinclair/typebox";
import { Type } from "../shared/schema";

/**
 * shared/schema.ts writes TypeBox's objects itself (TypeBox is a dev dependency, for its types): each builder
 * gives what TypeBox 0.34 gives for the same call, kind symbols and key order included, so a TypeBox upgrade
 * that changes its objects shows here.
 */
const same = (ours: object, theirs: object) => {
	expect(ours).toStrictEqual(theirs);
	expect(Object.keys(ours)).toEqual(Object.keys(theirs));
	expect(JSON.stringify(ours)).toBe(JSON.stringify(theirs));
};

test("each builder gives TypeBox's object for the same call", () => {
	const options = { description: "d", examples: ["x"] };
	same(Type.String(), TypeBox.String());
	same(Type.String({ format: "uuid", ...options }), TypeBox.String({ format: "uuid", ...options }));
	same(Type.Number({ minimum: 1, maximum: 5 }), TypeBox.Number({ minimum: 1, maximum: 5 }));
	same(Type.Integer({ minimum: 0 }), TypeBox.Integer({ minimum: 0 }));
	same(Type.Boolean(options), TypeBox.Boolean(options));
	same(Type.Unknown(options), TypeBox.Unknown(options));
	same(Type.Unsafe<string | null>({ type: ["string", "null"], ...options }), TypeBox.Unsafe<string | null>({ type: ["string", "null"], ...options }));
	same(Type.Unsafe({ $ref: "#/components/schemas/X" }), TypeBox.Unsafe({ $ref: "#/components/schemas/X" }));
	same(Type.Array(Type.String(), { uniqueItems: true, ...options }), TypeBox.Array(TypeBox.String(), { uniqueItems: true, ...options }));
	same(Type.Optional(Type.String(options)), TypeBox.Optional(TypeBox.String(options)));
	expect((Type.Optional(Type.String()) as unknown as Record<symbol, unknown>)[OptionalKind]).toBe("Optional");
	expect((Type.String() as unknown as Record<symbol, unknown>)[Kind]).toBe("String");
});

test("an object's required properties are those not wrapped in Optional; none leaves `required` out", () => {
	const ours = Type.Object({ a: Type.String(), b: Type.Optional(Type.Integer()), c: Type.Array(Type.Boolean()) }, { additionalProperties: false });
	const theirs = TypeBox.Object(
		{ a: TypeBox.String(), b: TypeBox.Optional(TypeBox.Integer()), c: TypeBox.Array(TypeBox.Boolean()) },
		{ additionalProperties: false },
	);
	same(ours, theirs);
	expect(ours.required).toEqual(["a", "c"]);
	same(Type.Object({ a: Type.Optional(Type.String()) }), TypeBox.Object({ a: TypeBox.Optional(TypeBox.String()) }));
	expect("required" in Type.Object({ a: Type.Optional(Type.String()) })).toBe(false);
});
