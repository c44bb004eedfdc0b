import { Closed, CursorPage, DateTime, NullableInteger, NullableString, Ref, StringEnum, Type, Uuid, WarningsSchema, type Static } from "../../shared/schema";
import type { Narrative, Signal } from "../analysis/analysis.contract";
import { REVIEWS_SORTS } from "../scrapers/scrapers.contract";

/**
 * The runs' result shapes, written once: each is the schema of its OpenAPI component
 * (runs.openapi.ts registers them) and, through `Static`, the type its actions answer
 * (runs.contract.ts re-exports both).
 */

export const RUN_KINDS = ["research", "monitor"] as const;
export type RunKind = (typeof RUN_KINDS)[number];
export const RUN_STATUSES = ["pending", "running", "completed", "failed", "canceled"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** BusinessRun (spec §2) plus `error`, and a research run's review order and cutoff as asked. */
export const BusinessRunSchema = Closed({
	id: Uuid(),
	kind: StringEnum(RUN_KINDS),
	status: StringEnum(RUN_STATUSES),
	businessId: Uuid(),
	createdAt: DateTime(),
	updatedAt: DateTime(),
	error: NullableString(),
	reviewsSort: Type.Optional(StringEnum(REVIEWS_SORTS, { description: "a research run's: the order it reads reviews in, as asked" })),
	reviewsSince: Type.Optional(NullableString({ format: "date-time", description: "a research run's: no review older than this is read (null: every review)" })),
	warnings: Ref("Warnings", WarningsSchema),
});
export type BusinessRun = Static<typeof BusinessRunSchema>;
export const BusinessRunPageSchema = CursorPage("BusinessRun", BusinessRunSchema, "The account's runs on the business.");

/** A review behind the signal (component `BusinessReview`). */
export const ReviewItemSchema = Closed({
	id: Type.String(),
	rating: NullableInteger({ minimum: 1, maximum: 5 }),
	text: NullableString(),
	language: NullableString(),
	publishedAt: NullableString({ format: "date-time" }),
	ownerReplied: Type.Boolean(),
});
export type ReviewItem = Static<typeof ReviewItemSchema>;
export const ReviewItemPageSchema = CursorPage("BusinessReview", ReviewItemSchema, "Reviews.");

const NarrativeSchema = Type.Unsafe<Narrative>({ type: "object", description: "`{ summary, strengths[], weaknesses[], ownerResponseRate, ratingTrend }`" });
const SignalSchema = Type.Unsafe<Signal>({
	type: "object",
	required: ["extractedAt", "extractionVersion", "sentimentSummary", "topics"],
	description: "shared across accounts; only beside a non-null analysis",
	properties: {
		extractedAt: DateTime(),
		extractionVersion: Type.String(),
		sentimentSummary: { type: "object" },
		topics: { type: "array", items: { type: "object" } },
	},
});

/** BusinessReviewsResponse (spec §2): `signal` only beside an analysis. */
export const BusinessReviewsResponseSchema = Closed({
	businessId: Uuid(),
	analysis: Type.Unsafe<{ narrative: Narrative; analyzedAt: string } | null>({
		type: ["object", "null"],
		required: ["narrative", "analyzedAt"],
		properties: { narrative: NarrativeSchema, analyzedAt: DateTime() },
		description: "null until a research run produced one for the account",
	}),
	signal: Type.Optional(SignalSchema),
});
export type BusinessReviewsResponse = Static<typeof BusinessReviewsResponseSchema>;

/** The runs' components, by the names the document gives them. */
export const RUNS_SCHEMAS = {
	BusinessRun: BusinessRunSchema,
	BusinessReview: ReviewItemSchema,
	BusinessReviewsResponse: BusinessReviewsResponseSchema,
};
