import { PLACE_PROPERTIES } from "../../shared/place-schemas";
import { Closed, Count, DateTime, NullableNumber, NullableString, ProviderSchema, Ref, StringEnum, Type, Uuid, type Static } from "../../shared/schema";
import type { EmailItem, EmailStatus } from "../enrichment/enrichment.contract";

/**
 * The dataset's result shapes, written once: each is the schema of its OpenAPI component
 * (dataset.openapi.ts registers them) and, through `Static`, the type its actions answer
 * (dataset.contract.ts re-exports both).
 */

const provider = () => Ref("Provider", ProviderSchema);
const sameAsList = () => Type.Array(Ref("SameAs", SameAsSchema), { description: "the same business on other providers, most confident first" });
/** The enrichment's components (their schemas are still the gateway's). */
const EmailStatusRef = Type.Unsafe<EmailStatus>({ $ref: "#/components/schemas/EmailStatus" });
const EmailItemRef = Type.Unsafe<Omit<EmailItem, "status"> & { status: string }>({ $ref: "#/components/schemas/EmailItem" });
const { phoneE164: _phoneE164, ...placeWithoutPhone } = PLACE_PROPERTIES;

export const SameAsSchema = Closed(
	{
		provider: provider(),
		providerBusinessId: Type.String({ description: "the other provider's own identifier" }),
		confidence: Type.Number({ minimum: 0, maximum: 1, description: "how sure the match is (phone, website domain, name, address, distance)" }),
	},
	"A row of another provider that is the same business. Identifiers only: unlock that row to see its contact values.",
);
/** A row of another provider that is the same business (business_links): only identifiers, never a contact value of the other row. */
export type SameAs = Static<typeof SameAsSchema>;

export const BusinessDatasetRowSchema = Closed({
	provider: provider(),
	providerBusinessId: Type.String(),
	name: Type.String(),
	cid: NullableString(),
	placeId: NullableString(),
	locality: NullableString(),
	country: NullableString(),
	categories: Type.Array(Type.String()),
	rating: NullableNumber(),
	reviewCount: Type.Unsafe<number | null>({ type: ["integer", "null"] }),
	hasPhone: Type.Boolean(),
	hasWebsite: Type.Boolean(),
	hasEmail: Type.Boolean(),
	emailCount: Count(),
	emailStatuses: Type.Array(EmailStatusRef),
	owned: Type.Boolean(),
	credits: Count(),
	observedAt: DateTime(),
	sameAs: sameAsList(),
	phone: Type.Optional(NullableString({ description: "only on owned rows" })),
	website: Type.Optional(NullableString({ description: "only on owned rows" })),
	emails: Type.Optional(Type.Array(EmailItemRef, { description: "only on owned rows, when the plan includes enrichment" })),
	...PLACE_PROPERTIES,
	phoneE164: Type.Optional(NullableString({ description: "only on owned rows, like `phone`" })),
});
/** A dataset row: contact values (`phone`, `phoneE164`, `website`, `emails`) only on owned rows. */
export type BusinessDatasetRow = Static<typeof BusinessDatasetRowSchema>;

const PageInfoSchema = Closed(
	{
		number: Type.Integer({ minimum: 1 }),
		size: Count(),
		total: Count(),
		totalIsExact: Type.Boolean(),
		maxPage: Count(),
	},
	"present only when the request set `page`",
);
export type PageInfo = Static<typeof PageInfoSchema>;

export const BusinessListingSchema = Closed({
	data: Type.Array(Ref("BusinessDatasetRow", BusinessDatasetRowSchema)),
	nextCursor: Type.Optional(Type.String({ description: "absent on the last page and when paging by `page`" })),
	page: Type.Optional(PageInfoSchema),
});
export type ListBusinessesResult = Static<typeof BusinessListingSchema>;

export const BusinessRefSchema = Closed({
	provider: provider(),
	id: Type.String({ description: "the provider's own identifier (Google CID, Apple Place ID, Bing ypid)" }),
});
export type BusinessRef = Static<typeof BusinessRefSchema>;

export const UnlockResultSchema = Closed({
	unlocked: Type.Array(Closed({ id: Uuid(), cid: NullableString() })),
	creditsSpent: Count(),
	alreadyOwned: Type.Array(Ref("BusinessRef", BusinessRefSchema)),
});
export type UnlockResult = Static<typeof UnlockResultSchema>;

export const BusinessRunSummarySchema = Closed({
	id: Uuid(),
	kind: StringEnum(["research", "monitor"]),
	status: StringEnum(["pending", "running", "completed", "failed", "canceled"]),
	createdAt: DateTime(),
});
/** The account's newest business run (services/runs), as `latestRun` shows it. */
export type BusinessRunSummary = Static<typeof BusinessRunSummarySchema>;

export const BusinessSchema = Closed({
	id: Uuid(),
	provider: provider(),
	providerBusinessId: Type.String({
		description:
			"the provider's id: the Google CID (GET /v1/businesses/{cid} shows Google rows only), a Bing ypid or an Apple Place ID (in `business.changed`)",
	}),
	cid: NullableString(),
	name: NullableString(),
	placeId: NullableString(),
	domain: NullableString(),
	fullAddress: NullableString(),
	createdAt: DateTime(),
	updatedAt: DateTime(),
	...placeWithoutPhone,
	latestRun: Type.Optional(
		Ref("BusinessRunSummary", BusinessRunSummarySchema, { description: "the account's most recent research or monitor run; absent if none started" }),
	),
	sameAs: sameAsList(),
});
/** The shared record of a business (spec: Business), with what the place shows; no phone, as no other contact value. */
export type Business = Static<typeof BusinessSchema>;

/** The dataset's components, by the names the document gives them. */
export const DATASET_SCHEMAS = {
	SameAs: SameAsSchema,
	BusinessDatasetRow: BusinessDatasetRowSchema,
	BusinessListing: BusinessListingSchema,
	BusinessRef: BusinessRefSchema,
	UnlockResult: UnlockResultSchema,
	BusinessRunSummary: BusinessRunSummarySchema,
	Business: BusinessSchema,
};
