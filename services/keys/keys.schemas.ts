import { Closed, DateTime, NullableString, Ref, StringEnum, Type, type Static } from "../../shared/schema";

/**
 * The keys' result shapes, written once: each is the schema of its OpenAPI component
 * (keys.openapi.ts registers them) and, through `Static`, the type its actions answer
 * (keys.contract.ts re-exports both).
 */

/** What a key may be limited to; a route names the scope it needs (services/gateway/routes.ts). */
export const SCOPES = [
	"business:read",
	"business:unlock",
	"billing:write",
	"searches:read",
	"searches:write",
	"keys:read",
	"keys:write",
	"leads:export",
	"leads:read",
	"leads:write",
	"usage:read",
	"webhooks:read",
	"webhooks:write",
] as const;

export type Scope = (typeof SCOPES)[number];

export const ScopeSchema = StringEnum(SCOPES);

export const APIKeySchema = Closed({
	id: Type.String(),
	enabled: Type.Boolean(),
	// typed as the strings the store reads back; the document names the scopes they are
	scopes: Type.Unsafe<string[] | null>({
		type: ["array", "null"],
		items: Ref("Scope", ScopeSchema),
		description: "null: an unscoped key (the account's full access)",
	}),
	createdAt: DateTime(),
	expiresAt: NullableString({ format: "date-time" }),
	lastRequest: NullableString({ format: "date-time" }),
	name: NullableString(),
	prefix: NullableString(),
	start: NullableString(),
});
export type APIKey = Static<typeof APIKeySchema>;

export const CreatedKeySchema = Closed({ key: Type.String({ description: "the full key, shown this once" }), apiKey: Ref("APIKey", APIKeySchema) });
export type CreateKeyResult = Static<typeof CreatedKeySchema>;
export const KeyEnvelopeSchema = Closed({ apiKey: Ref("APIKey", APIKeySchema) });
export const KeyListSchema = Closed({ data: Type.Array(Ref("APIKey", APIKeySchema)) }, "The account's keys that are not revoked, newest first.");

/** The keys' components, by the names the document gives them. */
export const KEYS_SCHEMAS = { Scope: ScopeSchema, APIKey: APIKeySchema, CreatedKey: CreatedKeySchema, KeyEnvelope: KeyEnvelopeSchema, KeyList: KeyListSchema };
