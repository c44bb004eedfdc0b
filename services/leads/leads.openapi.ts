import { componentRef as ref, type OperationDoc, type QueryParamDoc, type ServiceOpenApi } from "../../shared/openapi-doc";
import { LEADS_SCHEMAS, MAX_TAG_LENGTH, MAX_TAGS } from "./leads.contract";

/**
 * The OpenAPI documentation of the leads' routes (what the route table and the params schemas
 * do not say), and the components their answers name. Only the gateway's document builder
 * imports this file; it gathers every service's.
 */

/** The filters `GET /v1/leads` and `POST /v1/leads/export` share. */
export const LEAD_LIST_QUERY: Record<string, QueryParamDoc> = {
	provider: { schema: { type: "array", items: ref("Provider"), uniqueItems: true }, description: "repeated or comma-separated; omitted means all" },
	status: { schema: { type: "array", items: ref("LeadStatus"), uniqueItems: true }, description: "repeated or comma-separated: leads in any of them" },
	tag: {
		schema: { type: "array", items: { type: "string", minLength: 1, maxLength: MAX_TAG_LENGTH }, maxItems: MAX_TAGS, uniqueItems: true },
		description: "repeated (a comma belongs to the tag): leads carrying all of them",
	},
	hasEmail: { schema: { type: "boolean" }, description: "three-state: `true`, `false`, or omitted" },
	q: { schema: { type: "string", maxLength: 200 }, description: "over name and domain" },
	createdAfter: { schema: { type: "string", format: "date-time" } },
	createdBefore: { schema: { type: "string", format: "date-time" } },
	limit: { schema: { type: "integer", minimum: 1, maximum: 500, default: 100 } },
	cursor: { schema: { type: "string", maxLength: 500 }, description: "`nextCursor` of the previous page" },
};

const tag = "Leads";

const OPERATIONS: Record<string, OperationDoc> = {
	"GET /leads": {
		operationId: "listLeads",
		tag,
		summary: "List every lead of the account",
		description: "From searches and unlocks alike, newest first, a keyset page at a time (the interface's older shape `{ leads, nextCursor }`).",
		status: 200,
		response: ref("LeadList"),
		paging: "leads-cursor",
		query: LEAD_LIST_QUERY,
	},
	"GET /leads/:id": {
		operationId: "getLead",
		tag,
		summary: "Get a lead",
		description: "Free. A lead of another account is a 404.",
		status: 200,
		response: ref("Lead"),
		errors: { 404: ["not_found"] },
	},
	"PATCH /leads/:id": {
		operationId: "updateLead",
		tag,
		summary: "Set a lead's status, tags or note",
		description: "`tags` replaces the whole array (remove a tag by sending the array without it).",
		status: 200,
		response: ref("Lead"),
		errors: { 404: ["not_found"] },
		pathParams: { id: { type: "string" } },
	},
};

export const LEADS_OPENAPI: ServiceOpenApi = { operations: OPERATIONS, schemas: LEADS_SCHEMAS };
