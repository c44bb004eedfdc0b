import { PLACE_PROPERTIES } from "../../shared/place-schemas";
import { Closed, DateTime, NullableNumber, NullableString, ProviderSchema, Ref, StringEnum, Type, Uuid, type Static, type TSchema } from "../../shared/schema";
import type { EmailItem } from "../enrichment/enrichment.contract";

/**
 * The leads' result shapes, written once: each is the schema of its OpenAPI component
 * (leads.openapi.ts registers them) and, through `Static`, the type its actions answer
 * (leads.contract.ts re-exports both).
 */

/** A lead's status: every lead starts `new`. */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
export const MAX_NOTE_LENGTH = 2000;

export const LeadStatusSchema = StringEnum(LEAD_STATUSES);
export type LeadStatus = Static<typeof LeadStatusSchema>;

/** An object of any keys, each value of `value`'s schema (`additionalProperties`). */
const mapOf = <T extends TSchema>(value: T, options = {}) =>
	Type.Unsafe<Record<string, Static<T>>>({ type: "object", additionalProperties: value, ...options });
/** The enrichment's `EmailItem` component (its schema is still the gateway's); a lead's status is any the dataset stored. */
const EmailItemRef = Type.Unsafe<Omit<EmailItem, "status"> & { status: string }>({ $ref: "#/components/schemas/EmailItem" });
const { latitude, longitude, ...placeRest } = PLACE_PROPERTIES;

export const LeadSchema = Type.Object(
	{
		id: Uuid(),
		name: Type.String(),
		fullAddress: NullableString(),
		categories: Type.Array(Type.String()),
		phone: NullableString(),
		website: NullableString(),
		rating: NullableNumber(),
		reviewCount: Type.Unsafe<number | null>({ type: ["integer", "null"] }),
		emails: Type.Optional(Type.Array(EmailItemRef)),
		socials: Type.Optional(mapOf(Type.String())),
		provider: Ref("Provider", ProviderSchema),
		providerBusinessId: Type.String(),
		cid: NullableString(),
		placeId: NullableString(),
		latitude,
		longitude,
		locality: NullableString(),
		country: NullableString(),
		...placeRest,
		searchId: NullableString({ format: "uuid", description: "the search that found it; null for a lead from an unlock" }),
		createdAt: DateTime(),
		matchedKeywords: Type.Optional(
			Type.Array(Type.String(), { description: "in the leads of a search made with `keywords`: the terms that found this business" }),
		),
		filledFrom: Type.Optional(
			mapOf(Ref("Provider", ProviderSchema), {
				description:
					"fields the lead's own row lacked, filled from a row of another provider that is the same business (`sameAs`, confidence ≥ 0.8) and that the account owns too: field name → that row's provider. Absent when nothing was filled",
			}),
		),
		status: Ref("LeadStatus", LeadStatusSchema, { description: "where the account's sales work stands with this lead (`PATCH /v1/leads/{id}`)" }),
		tags: Type.Array(Type.String()),
		note: NullableString(),
	},
	{
		description:
			"A lead of the account. Enrichment fields (`emails`, `socials`) appear only when found and the plan includes enrichment. May carry more properties.",
	},
);
/** A lead: the business as its account sees it, with everything the place shows (PlaceFields, built by placeFieldsOf). */
export type Lead = Static<typeof LeadSchema>;

export const LeadListSchema = Closed(
	{
		leads: Type.Array(Ref("Lead", LeadSchema)),
		nextCursor: NullableString({ description: "opaque; null on the last page" }),
	},
	"A keyset page of every lead of the account, newest first (the interface's older shape).",
);
export type LeadList = Static<typeof LeadListSchema>;

/** The leads' components, by the names the document gives them. */
export const LEADS_SCHEMAS = { Lead: LeadSchema, LeadList: LeadListSchema, LeadStatus: LeadStatusSchema };
