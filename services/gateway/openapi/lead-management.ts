import { EXPORT_FORMATS, EXPORTS_AT_ONCE } from "../../exports/exports.contract";
import { LEAD_LIST_QUERY } from "../../leads/leads.openapi";
import type { JsonSchema } from "./fastest-validator-schema";
import type { OperationDoc, QueryParamDoc } from "../../../shared/openapi-doc";
import { ref } from "./schemas";

/**
 * The account-wide export of leads (an exports action, documented here until the exports service
 * keeps its own docs), with the list filters of `GET /v1/leads` (leads.openapi.ts) as its body.
 */

/** What both export routes say of the cap on an account's exports at once. */
export const EXPORTS_AT_ONCE_NOTE = `At most ${EXPORTS_AT_ONCE} exports of an account run at once (both export routes together): one more is 429 \`rate_limit_exceeded\` with \`Retry-After\`. An export holds its place until its file ends, fails or its client disconnects.`;

/** The exports' flag that leaves permanently closed places out (query string, or the export's JSON body). */
export const SKIP_CLOSED_QUERY: QueryParamDoc = {
	schema: { type: "boolean", default: false },
	description: "`true` leaves out the leads whose `businessStatus` is `closed_permanently` (a lead whose status is unknown stays)",
};

const filterBody: JsonSchema = {
	type: "object",
	additionalProperties: false,
	properties: {
		format: { type: "string", enum: [...EXPORT_FORMATS], default: "csv" },
		skipClosed: SKIP_CLOSED_QUERY.schema,
		...Object.fromEntries(
			Object.entries(LEAD_LIST_QUERY)
				.filter(([name]) => name !== "limit" && name !== "cursor")
				.map(([name, q]) => [name, q.schema]),
		),
	},
};

export const LEAD_MANAGEMENT_OPERATIONS: Record<string, OperationDoc> = {
	"POST /leads/export": {
		operationId: "exportLeads",
		tag: "Leads",
		summary: "Export the account's leads",
		description: `Every lead matching the filters, streamed as CSV, a JSON array of Lead, or an Excel workbook. ${EXPORTS_AT_ONCE_NOTE}`,
		status: 200,
		response: {},
		body: filterBody,
		query: { skipClosed: SKIP_CLOSED_QUERY },
		content: {
			"text/csv": { schema: { type: "string" } },
			"application/json": { schema: { type: "array", items: ref("Lead") } },
			"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
				schema: { type: "string", contentMediaType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
			},
		},
	},
};
