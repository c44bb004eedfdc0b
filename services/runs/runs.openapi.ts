import {
	BUSINESS_KEY_ERRORS,
	BUSINESS_KEY_PARAM,
	componentRef as ref,
	cursorQuery,
	unseenLookupsNote,
	type OperationDoc,
	type ServiceOpenApi,
} from "../../shared/openapi-doc";
import { UNSEEN_LOOKUPS_PER_MINUTE } from "../dataset/dataset.contract";
import { BusinessRunPageSchema, ReviewItemPageSchema } from "./runs.schemas";
import { DEFAULT_MAX_REVIEWS, DEFAULT_RUNS_PAGE, MAX_MAX_REVIEWS, MAX_RUNS_PAGE, MIN_MAX_REVIEWS, RUN_KINDS, RUNS_SCHEMAS } from "./runs.contract";

/**
 * The OpenAPI documentation of the runs' routes (research, runs, reviews: what the route table and
 * the params schemas do not say), and the components their answers name. Only the gateway's
 * document builder imports this file; it gathers every service's.
 */

const tag = "Business runs";
const BAD_CID = BUSINESS_KEY_ERRORS;
const BAD_ID = { 400: ["invalid_id"], 404: ["not_found"] };
const byCid = { pathParams: { cid: BUSINESS_KEY_PARAM } };
const byId = { pathParams: { id: { type: "string" } } };
const pageQuery = cursorQuery(MAX_RUNS_PAGE, DEFAULT_RUNS_PAGE);

const OPERATIONS: Record<string, OperationDoc> = {
	"POST /businesses/:cid/research": {
		operationId: "startResearch",
		tag,
		summary: "Research a business",
		description:
			"Refreshes the business from its provider, enriches its website, reads its newest reviews (Google's; Bing and Apple show none) and writes the account's analysis. " +
			"A business the dataset has not seen is read from its provider first (Google's place page, Bing's lookup by ypid, Apple's place lookup): an id the provider does not know is a 404, " +
			"a provider that cannot be read a 503 `provider_unavailable` (retry after `Retry-After`), both free. " +
			unseenLookupsNote(UNSEEN_LOOKUPS_PER_MINUTE) +
			"Costs 5 credits plus owning the business (1 credit, free if owned), at creation, all or nothing; refunded if it fails through our or the provider's fault, or is canceled while pending " +
			"(the refund is made before the cancel answers). An account's research runs run a few at a time (lite 2, pro 5, max 20; the rest wait `pending`), and the accounts take turns. " +
			"`reviewsSort` (`newest`, the default, `most_relevant`, `highest`, `lowest`) and `reviewsSince` (an ISO date: newest first, the reading stops at the first older review; in another order older ones are skipped) " +
			"are passed to Google's review request and echoed on the run; a bad value is 400 before anything is read. The shared signal (`GET /v1/businesses/{cid}/reviews`) is made only from a `newest` read without a cutoff: " +
			"a run with another order or a cutoff writes the account's analysis from its own reviews and neither reuses nor replaces it.",
		status: 201,
		response: ref("BusinessRun"),
		errors: { ...BAD_CID, 402: ["insufficient_credits", "subscription_inactive"], 429: ["rate_limit_exceeded"], 503: ["provider_unavailable"] },
		...byCid,
		bodyFields: {
			maxReviews: { default: DEFAULT_MAX_REVIEWS, description: "the reviews to read, at most" },
			reviewsSort: { default: "newest", description: "the order Google is asked for the reviews in" },
			reviewsSince: { description: "an ISO date: the reading stops at the first older review (newest first), or skips older ones", examples: ["2026-01-01"] },
		},
	},
	"GET /businesses/:cid/runs": {
		operationId: "listBusinessRuns",
		tag,
		summary: "Runs on a business, newest first",
		status: 200,
		response: BusinessRunPageSchema,
		errors: BAD_CID,
		...byCid,
		paging: "data-cursor",
		query: { kind: { schema: { type: "string", enum: [...RUN_KINDS] } }, ...pageQuery },
	},
	"GET /runs/:id": { operationId: "getRun", tag, summary: "Get a run", status: 200, response: ref("BusinessRun"), errors: BAD_ID, ...byId },
	"POST /runs/:id/cancel": {
		operationId: "cancelRun",
		tag,
		summary: "Cancel a run",
		status: 202,
		response: ref("Ok"),
		errors: { ...BAD_ID, 409: ["run_not_cancelable"] },
		...byId,
	},
	"GET /businesses/:cid/reviews": {
		operationId: "getBusinessReviews",
		tag,
		summary: "Review analysis of a business",
		status: 200,
		response: ref("BusinessReviewsResponse"),
		errors: BAD_CID,
		...byCid,
	},
	"GET /businesses/:cid/reviews/items": {
		operationId: "listBusinessReviewItems",
		tag,
		summary: "The reviews behind the signal",
		description: "Once the account has a completed research run (else 404).",
		status: 200,
		response: ReviewItemPageSchema,
		errors: BAD_CID,
		...byCid,
		paging: "data-cursor",
		query: pageQuery,
	},
};

export const RUNS_OPENAPI: ServiceOpenApi = { operations: OPERATIONS, schemas: RUNS_SCHEMAS };
