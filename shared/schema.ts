import type {
	ArrayOptions,
	IntegerOptions,
	NumberOptions,
	ObjectOptions,
	SchemaOptions,
	Static,
	StringOptions,
	TArray,
	TBoolean,
	TInteger,
	TNumber,
	TObject,
	TOptional,
	TProperties,
	TSchema,
	TString,
	TUnknown,
	TUnsafe,
	UnsafeOptions,
} from "@sinclair/typebox";
import { PROVIDERS } from "./business";

/**
 * Result shapes written once (TypeBox): each schema is the JSON Schema the OpenAPI document
 * carries, and `Static<typeof X>` is the TypeScript type the contracts give their actions.
 * The helpers write the shapes the document has always used: a nullable scalar as
 * `type: [T, "null"]`, an enum as `{ type: "string", enum }`, a component by `$ref`.
 */

export type { Static, TSchema };

const Kind = Symbol.for("TypeBox.Kind");
const OptionalKind = Symbol.for("TypeBox.Optional");
const create = <T>(schema: object, options: object = {}): T => ({ ...options, ...schema }) as T;

/**
 * The TypeBox builders the schemas use, as TypeBox 0.34 writes them (the same objects, its kind symbols
 * included), with TypeBox's types: its runtime is some 200 modules, loaded by every process and test
 * file for these few object literals.
 */
export const Type = {
	String: (options?: StringOptions): TString => create({ [Kind]: "String", type: "string" }, options),
	Number: (options?: NumberOptions): TNumber => create({ [Kind]: "Number", type: "number" }, options),
	Integer: (options?: IntegerOptions): TInteger => create({ [Kind]: "Integer", type: "integer" }, options),
	Boolean: (options?: SchemaOptions): TBoolean => create({ [Kind]: "Boolean", type: "boolean" }, options),
	Unknown: (options?: SchemaOptions): TUnknown => create({ [Kind]: "Unknown" }, options),
	Unsafe: <T>(options: UnsafeOptions = {}): TUnsafe<T> => create({ [Kind]: (options as Record<symbol, unknown>)[Kind] ?? "Unsafe" }, options),
	Array: <T extends TSchema>(items: T, options?: ArrayOptions): TArray<T> => create({ [Kind]: "Array", type: "array", items }, options),
	Optional: <T extends TSchema>(schema: T): TOptional<T> => ({ ...schema, [OptionalKind]: "Optional" }) as TOptional<T>,
	Object<P extends TProperties>(properties: P, options?: ObjectOptions): TObject<P> {
		const required = Object.keys(properties).filter((key) => !(OptionalKind in properties[key]));
		return create(required.length > 0 ? { [Kind]: "Object", type: "object", required, properties } : { [Kind]: "Object", type: "object", properties }, options);
	},
};

/** A closed object: every property listed; one is required unless wrapped in `Type.Optional`. */
export function Closed<P extends TProperties>(properties: P, description?: string): TObject<P> {
	return Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });
}

/** A string or null (`type: ["string", "null"]`); `format` and the rest as options. */
export const NullableString = (options: SchemaOptions = {}): TUnsafe<string | null> => Type.Unsafe<string | null>({ type: ["string", "null"], ...options });
/** A number or null. */
export const NullableNumber = (options: SchemaOptions = {}): TUnsafe<number | null> => Type.Unsafe<number | null>({ type: ["number", "null"], ...options });
/** An integer or null. */
export const NullableInteger = (options: SchemaOptions = {}): TUnsafe<number | null> => Type.Unsafe<number | null>({ type: ["integer", "null"], ...options });

/** One of a list of strings (`{ type: "string", enum }`), typed as their union. */
export function StringEnum<const V extends readonly string[]>(values: V, options: SchemaOptions = {}): TUnsafe<V[number]> {
	return Type.Unsafe<V[number]>({ type: "string", enum: [...values], ...options });
}

/** `#/components/schemas/<name>`: a component of the document, typed as the schema registered under that name. */
export function Ref<T extends TSchema>(name: string, _schema: T, options: SchemaOptions = {}): TUnsafe<Static<T>> {
	return Type.Unsafe<Static<T>>({ $ref: `#/components/schemas/${name}`, ...options });
}

/** A component or null (`anyOf: [$ref, null]`). */
export function NullableRef<T extends TSchema>(name: string, schema: T, options: SchemaOptions = {}): TUnsafe<Static<T> | null> {
	return Type.Unsafe<Static<T> | null>({ anyOf: [Ref(name, schema), { type: "null" }], ...options });
}

export const Uuid = (options: SchemaOptions = {}) => Type.String({ format: "uuid", ...options });
export const DateTime = (options: SchemaOptions = {}) => Type.String({ format: "date-time", ...options });
/** A count: an integer, 0 or more. */
export const Count = (options: SchemaOptions = {}) => Type.Integer({ minimum: 0, ...options });

/**
 * A page of the new lists, `{ data, nextCursor }` (null on the last page), of component `name`.
 * The document shows it inline, in the operation's answer: it is no component of its own.
 */
export function CursorPage<T extends TSchema>(name: string, item: T, description: string) {
	return Closed(
		{
			data: Type.Array(Ref(name, item)),
			nextCursor: NullableString({ description: "opaque; pass as `cursor` for the next page; null on the last page" }),
		},
		description,
	);
}

/** A map provider (component `Provider`). */
export const ProviderSchema = StringEnum(PROVIDERS);

/** What a search or run says of how it ran (component `Warnings`). */
export const WarningsSchema = Type.Array(Type.String(), {
	uniqueItems: true,
	description:
		"How it ran, when a client should know; [] when nothing. `provider_layout_changed`: it ran while its provider's layout had changed " +
		"(fewer fields or places may have been read; see docs/provider-drift.md). It kept running. Other values may come: ignore those you do not know.",
});

/** The components of shared shapes, by the names the document gives them. */
export const SHARED_SCHEMAS = { Provider: ProviderSchema, Warnings: WarningsSchema };
