import { INVALID_ID_CODES } from "../../../shared/business-ids";
import type { JsonSchema } from "./fastest-validator-schema";
import type { OperationDoc } from "../../../shared/openapi-doc";
import { closed, cursorPageOf, ref } from "./schemas";

/**
 * Business runs (research, monitors, reviews): what the route table and the runs and monitors
 * services' params schemas do not say. `body`/`query`/`pathParams` only make a parameter more precise.
 */

const uuid = { type: "string", format: "uuid" } as const;
const dateTime = { type: "string", format: "date-time" } as const;
const runStatus = { type: "string", enum: ["pending", "running", "completed", "failed", "canceled"] } as const;
/** The business of research and of its runs and reviews: any provider's id, behind its provider's name. */
const businessKey = {
	type: "string",
	minLength: 1,
	maxLength: 300,
	description:
		"a Google CID (`4138552958263380000`), or `<provider>:<id>`: `google:<CID or Place ID>`, `bing:<ypid>` (`bing:YN114x189818795`), `apple:<Place ID or muid>` (`apple:I7C250D2CDCB364A`)",
};
/** What the monitors' answers carry to name their business again in a path. */
const businessKeyOut = {
	type: "string",
	description: "the business as paths take it, `<provider>:<id>` (`google:4138552958263380000`, `bing:YN114x189818795`, `apple:I7C250D2CDCB364A`)",
};
export const cursorQuery = (max: number, def: number) => ({
	limit: { schema: { type: "integer", minimum: 1, maximum: max, default: def } },
	cursor: { schema: { type: "string", maxLength: 500 }, description: "`nextCursor` of the previous page" },
});

export const BUSINESS_RUN_SCHEMAS: Record<string, JsonSchema> = {
	BusinessRun: closed(
		{
			id: uuid,
			kind: { type: "string", enum: ["research", "monitor"] },
			status: runStatus,
			businessId: uuid,
			createdAt: dateTime,
			updatedAt: dateTime,
			error: { type: ["string", "null"] },
			reviewsSort: {
				type: "string",
				enum: ["newest", "most_relevant", "highest", "lowest"],
				description: "a research run's: the order it reads reviews in, as asked",
			},
			reviewsSince: { type: ["string", "null"], format: "date-time", description: "a research run's: no review older than this is read (null: every review)" },
			warnings: ref("Warnings"),
		},
		["id", "kind", "status", "createdAt", "updatedAt", "warnings"],
	),
	BusinessMonitorSubscription: closed({
		id: uuid,
		businessId: uuid,
		businessKey: businessKeyOut,
		intervalDays: { type: "integer", minimum: 1 },
		enabled: { type: "boolean" },
		disabledReason: {
			type: ["string", "null"],
			enum: ["insufficient_credits", "subscription_inactive", null],
			description: "why the service turned the monitor off: three checks in a row could not be paid. A PUT turns it on again. null otherwise",
		},
		nextCheckAt: dateTime,
		createdAt: dateTime,
		updatedAt: dateTime,
	}),
	BusinessChange: closed({
		id: uuid,
		runId: uuid,
		businessKey: businessKeyOut,
		field: { type: "string" },
		before: { description: "the value the check before saw; null for a `phone` or `website` change of a business the account does not own (has no lead of)" },
		after: { description: "the value this check saw; null for a `phone` or `website` change of a business the account does not own (has no lead of)" },
		detectedAt: dateTime,
	}),
	BusinessReview: closed({
		id: { type: "string" },
		rating: { type: ["integer", "null"], minimum: 1, maximum: 5 },
		text: { type: ["string", "null"] },
		language: { type: ["string", "null"] },
		publishedAt: { type: ["string", "null"], format: "date-time" },
		ownerReplied: { type: "boolean" },
	}),
	BusinessReviewsResponse: {
		type: "object",
		required: ["businessId", "analysis"],
		additionalProperties: false,
		properties: {
			businessId: uuid,
			analysis: {
				type: ["object", "null"],
				required: ["narrative", "analyzedAt"],
				properties: {
					narrative: { type: "object", description: "`{ summary, strengths[], weaknesses[], ownerResponseRate, ratingTrend }`" },
					analyzedAt: dateTime,
				},
				description: "null until a research run produced one for the account",
			},
			signal: {
				type: "object",
				required: ["extractedAt", "extractionVersion", "sentimentSummary", "topics"],
				description: "shared across accounts; only beside a non-null analysis",
				properties: {
					extractedAt: dateTime,
					extractionVersion: { type: "string" },
					sentimentSummary: { type: "object" },
					topics: { type: "array", items: { type: "object" } },
				},
			},
		},
	},
};

const NF = { 404: ["not_found"] };
/** a runs route whose `{cid}` is not a business key (a decimal CID, or `<provider>:<id>` in its provider's form), or whose `{id}` is not a uuid */
const BAD_CID = { 400: [...Object.values(INVALID_ID_CODES)], ...NF };
const BAD_ID = { 400: ["invalid_id"], ...NF };
const PAY = { 402: ["insufficient_credits", "subscription_inactive"], ...NF };
/** A route that may read an id the dataset has not seen from its provider: within the account's quota of such lookups. */
const LOOKUPS = { 429: ["rate_limit_exceeded"] };
const BEFORE_LOOKUP =
	"An account without an active subscription or a trial, or with a zero balance, is refused (402) before any provider is read. " +
	"At most 120 ids the dataset has not seen are read from their providers per account in any minute (research, monitors and unlocks together): past that, 429 `rate_limit_exceeded` with `Retry-After`. ";
/** A monitor route: a business key (as research's), which the dataset must already hold except on PUT */
const MONITOR_OF = { errors: BAD_CID, pathParams: { cid: businessKey } };
const tag = "Business runs";

export const BUSINESS_RUN_OPERATIONS: Record<string, OperationDoc> = {
	"POST /businesses/:cid/research": {
		operationId: "startResearch",
		tag,
		summary: "Research a business",
		description:
			"Refreshes the business from its provider, enriches its website, reads its newest reviews (Google's; Bing and Apple show none) and writes the account's analysis. " +
			"A business the dataset has not seen is read from its provider first (Google's place page, Bing's lookup by ypid, Apple's place lookup): an id the provider does not know is a 404, " +
			"a provider that cannot be read a 503 `provider_unavailable` (retry after `Retry-After`), both free. " +
			BEFORE_LOOKUP +
			"Costs 5 credits plus owning the business (1 credit, free if owned), at creation, all or nothing; refunded if it fails through our or the provider's fault, or is canceled while pending " +
			"(the refund is made before the cancel answers). An account's research runs run a few at a time (lite 2, pro 5, max 20; the rest wait `pending`), and the accounts take turns. " +
			"`reviewsSort` (`newest`, the default, `most_relevant`, `highest`, `lowest`) and `reviewsSince` (an ISO date: newest first, the reading stops at the first older review; in another order older ones are skipped) " +
			"are passed to Google's review request and echoed on the run; a bad value is 400 before anything is read. The shared signal (`GET /v1/businesses/{cid}/reviews`) is made only from a `newest` read without a cutoff: " +
			"a run with another order or a cutoff writes the account's analysis from its own reviews and neither reuses nor replaces it.",
		status: 201,
		response: ref("BusinessRun"),
		errors: { ...PAY, ...BAD_CID, ...LOOKUPS, 503: ["provider_unavailable"] },
		pathParams: { cid: businessKey },
		body: { type: "object", additionalProperties: false, properties: { maxReviews: { type: "integer", minimum: 10, maximum: 1000, default: 200 } } },
	},
	"GET /businesses/:cid/runs": {
		operationId: "listBusinessRuns",
		tag,
		summary: "Runs on a business, newest first",
		status: 200,
		response: cursorPageOf(ref("BusinessRun"), "The account's runs on the business."),
		errors: BAD_CID,
		pathParams: { cid: businessKey },
		paging: "data-cursor",
		query: { kind: { schema: { type: "string", enum: ["research", "monitor"] } }, ...cursorQuery(100, 20) },
	},
	"GET /runs/:id": {
		operationId: "getRun",
		tag,
		summary: "Get a run",
		status: 200,
		response: ref("BusinessRun"),
		errors: BAD_ID,
		pathParams: { id: { type: "string" } },
	},
	"POST /runs/:id/cancel": {
		operationId: "cancelRun",
		tag,
		summary: "Cancel a run",
		status: 202,
		response: ref("Ok"),
		errors: { ...BAD_ID, 409: ["run_not_cancelable"] },
		pathParams: { id: { type: "string" } },
	},
	"PUT /businesses/:cid/monitor": {
		operationId: "putMonitor",
		tag,
		summary: "Monitor a business",
		description:
			"One subscription per account and business: 201 when created, 200 when changed. Each check costs 1 credit; the first runs at once as the baseline. " +
			"Each check reads the business again from its own provider. A business the dataset has not seen is read from its provider first, as research does " +
			"(404 when the provider does not know the id, 503 `provider_unavailable` when it cannot be read). " +
			BEFORE_LOOKUP +
			"An account may have at most 100 monitors on the lite plan, 1,000 on pro and 10,000 on max, enabled or not (409 `limit_reached` for a new one; changing one is always allowed). " +
			"A monitor whose checks could not be paid three times in a row is turned off (`enabled: false`, `disabledReason`); a PUT turns it on again.",
		status: 201,
		alsoStatus: 200,
		response: ref("BusinessMonitorSubscription"),
		errors: { ...PAY, ...BAD_CID, ...LOOKUPS, 409: ["limit_reached"], 503: ["provider_unavailable"] },
		pathParams: { cid: businessKey },
		body: {
			type: "object",
			additionalProperties: false,
			properties: { intervalDays: { type: "integer", minimum: 1, maximum: 365, default: 7 }, enabled: { type: "boolean", default: true } },
		},
	},
	"GET /businesses/:cid/monitor": {
		operationId: "getMonitor",
		tag,
		summary: "The monitor of a business",
		status: 200,
		response: ref("BusinessMonitorSubscription"),
		...MONITOR_OF,
	},
	"DELETE /businesses/:cid/monitor": {
		operationId: "deleteMonitor",
		tag,
		summary: "Stop monitoring a business",
		status: 200,
		response: ref("Ok"),
		...MONITOR_OF,
	},
	"GET /monitors": {
		operationId: "listMonitors",
		tag,
		summary: "The account's monitors",
		status: 200,
		response: cursorPageOf(ref("BusinessMonitorSubscription"), "Monitors."),
		paging: "data-cursor",
		query: cursorQuery(100, 20),
	},
	"GET /businesses/:cid/changes": {
		operationId: "listBusinessChanges",
		tag,
		summary: "What the monitor checks found",
		status: 200,
		response: cursorPageOf(ref("BusinessChange"), "Changes, newest first."),
		description:
			"A `phone` or `website` change of a business the account does not own (has no lead of) shows `before` and `after` as null; once the account owns it, its earlier changes show their values.",
		...MONITOR_OF,
		paging: "data-cursor",
		query: cursorQuery(100, 20),
	},
	"GET /businesses/:cid/reviews": {
		operationId: "getBusinessReviews",
		tag,
		summary: "Review analysis of a business",
		status: 200,
		response: ref("BusinessReviewsResponse"),
		errors: BAD_CID,
		pathParams: { cid: businessKey },
	},
	"GET /businesses/:cid/reviews/items": {
		operationId: "listBusinessReviewItems",
		tag,
		summary: "The reviews behind the signal",
		description: "Once the account has a completed research run (else 404).",
		status: 200,
		response: cursorPageOf(ref("BusinessReview"), "Reviews."),
		errors: BAD_CID,
		pathParams: { cid: businessKey },
		paging: "data-cursor",
		query: cursorQuery(100, 20),
	},
};
