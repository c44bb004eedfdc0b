import { Type, type SchemaOptions, type Static, type TObject, type TProperties, type TSchema, type TUnsafe } from "@sinclair/typebox";
import { PROVIDERS } from "./business";

/**
 * Result shapes written once (TypeBox): each schema is the JSON Schema the OpenAPI document
 * carries, and `Static<typeof X>` is the TypeScript type the contracts give their actions.
 * The helpers write the shapes the document has always used: a nullable scalar as
 * `type: [T, "null"]`, an enum as `{ type: "string", enum }`, a component by `$ref`.
 */

export { Type, type Static, type TSchema };

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
