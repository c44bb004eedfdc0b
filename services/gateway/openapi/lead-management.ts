import { EXPORT_FORMATS, EXPORTS_AT_ONCE } from "../../exports/exports.contract";
import { LEAD_STATUSES, MAX_TAG_LENGTH, MAX_TAGS } from "../../leads/leads.contract";
import type { JsonSchema } from "./fastest-validator-schema";
import type { OperationDoc, QueryParamDoc } from "../../../shared/openapi-doc";
import { ref } from "./schemas";

/**
 * Lead management (`leads:write`): the list filters, PATCH /leads/{id} and the account-wide
 * export. The PATCH body comes from `leads.update`'s own params schema.
 */

export const LEAD_MANAGEMENT_SCHEMAS: Record<string, JsonSchema> = {
	LeadStatus: { type: "string", enum: [...LEAD_STATUSES] },
};

/** The filters `GET /v1/leads` and `POST /v1/leads/export` share. */
export const LEAD_LIST_QUERY: Record<string, QueryParamDoc> = {
	provider: { schema: { type: "array", items: ref("Provider"), uniqueItems: true }, description: "repeated or comma-separated; omitted means all" },
	status: { schema: { type: "array", items: ref("LeadStatus"), uniqueItems: true }, description: "repeated or comma-separated: leads in any of them" },
	tag: { schema: { type: "array", items: { type: "string", minLength: 1, maxLength: MAX_TAG_LENGTH }, maxItems: MAX_TAGS, uniqueItems: true }, description: "repeated (a comma belongs to the tag): leads carrying all of them" },
	hasEmail: { schema: { type: "boolean" }, description: "three-state: `true`, `false`, or omitted" },
	q: { schema: { type: "string", maxLength: 200 }, description: "over name and domain" },
	createdAfter: { schema: { type: "string", format: "date-time" } },
	createdBefore: { schema: { type: "string", format: "date-time" } },
	limit: { schema: { type: "integer", minimum: 1, maximum: 500, default: 100 } },
	cursor: { schema: { type: "string", maxLength: 500 }, description: "`nextCursor` of the previous page" },
};

/** What both export routes say of the cap on an account's exports at once. */
export const EXPORTS_AT_ONCE_NOTE = `At most ${EXPORTS_AT_ONCE} exports of an account run at once (both export routes together): one more is 429 \`rate_limit_exceeded\` with \`Retry-After\`. An export holds its place until its file ends, fails or its client disconnects.`;

/** The exports' flag that leaves permanently closed places out (query string, or the export's JSON body). */
export const SKIP_CLOSED_QUERY: QueryParamDoc = {
	schema: { type: "boolean", default: false },
	description: "`true` leaves out the leads whose `businessStatus` is `closed_permanently` (a lead whose status is unknown stays)",
};

const filterBody: JsonSchema = {
	type: "object", additionalProperties: false,
	properties: {
		format: { type: "string", enum: [...EXPORT_FORMATS], default: "csv" },
		skipClosed: SKIP_CLOSED_QUERY.schema,
		...Object.fromEntries(Object.entries(LEAD_LIST_QUERY).filter(([name]) => name !== "limit" && name !== "cursor").map(([name, q]) => [name, q.schema])),
	},
};

export const LEAD_MANAGEMENT_OPERATIONS: Record<string, OperationDoc> = {
	"PATCH /leads/:id": {
		operationId: "updateLead", tag: "Leads", summary: "Set a lead's status, tags or note",
		description: "`tags` replaces the whole array (remove a tag by sending the array without it).",
		status: 200, response: ref("Lead"), errors: { 404: ["not_found"] }, pathParams: { id: { type: "string" } },
	},
	"POST /leads/export": {
		operationId: "exportLeads", tag: "Leads", summary: "Export the account's leads",
		description: `Every lead matching the filters, streamed as CSV, a JSON array of Lead, or an Excel workbook. ${EXPORTS_AT_ONCE_NOTE}`,
		status: 200, response: {}, body: filterBody, query: { skipClosed: SKIP_CLOSED_QUERY },
		content: {
			"text/csv": { schema: { type: "string" } },
			"application/json": { schema: { type: "array", items: ref("Lead") } },
			"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { schema: { type: "string", contentMediaType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" } },
		},
	},
};
