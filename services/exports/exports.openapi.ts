import { componentRef as ref, type OperationDoc, type QueryParamDoc, type ServiceOpenApi } from "../../shared/openapi-doc";
import { EXPORT_FORMATS, EXPORTS_AT_ONCE, MAX_LEAD_IDS } from "./exports.contract";

/**
 * The OpenAPI documentation of the exports' routes (what the route table and the params schemas do
 * not say). Their answers are files, streamed: no component of their own. Only the gateway's
 * document builder imports this file; it gathers every service's.
 */

/** What both export routes say of the cap on an account's exports at once. */
const EXPORTS_AT_ONCE_NOTE = `At most ${EXPORTS_AT_ONCE} exports of an account run at once (both export routes together): one more is 429 \`rate_limit_exceeded\` with \`Retry-After\`. An export holds its place until its file ends, fails or its client disconnects.`;

/** The exports' flag that leaves permanently closed places out. */
const SKIP_CLOSED_QUERY: QueryParamDoc = {
	schema: { type: "boolean", default: false },
	description: "`true` leaves out the leads whose `businessStatus` is `closed_permanently` (a lead whose status is unknown stays)",
};

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** An export's answer, by the format asked for. */
const FILE_CONTENT = {
	"text/csv": { schema: { type: "string" } },
	"application/json": { schema: { type: "array", items: ref("Lead") } },
	[XLSX]: { schema: { type: "string", contentMediaType: XLSX } },
};

const OPERATIONS: Record<string, OperationDoc> = {
	"GET /searches/:id/export": {
		operationId: "exportSearchLeads",
		tag: "Searches",
		summary: "Export a search's leads",
		description: `A file download, streamed: CSV (cells starting with \`=\`, \`+\`, \`-\`, \`@\` neutralised), a JSON array of Lead, or an Excel workbook. All the search's leads, or those named in \`leadIds\`. ${EXPORTS_AT_ONCE_NOTE}`,
		status: 200,
		response: {},
		content: FILE_CONTENT,
		errors: { 404: ["not_found"] },
		query: {
			format: { schema: { type: "string", enum: [...EXPORT_FORMATS], default: "csv" } },
			leadIds: {
				schema: { type: "array", items: { type: "string", format: "uuid" }, maxItems: MAX_LEAD_IDS },
				explode: false,
				description: `comma-separated lead ids (at most ${MAX_LEAD_IDS.toLocaleString("en")}): only these leads`,
			},
			skipClosed: SKIP_CLOSED_QUERY,
		},
	},
	"POST /leads/export": {
		operationId: "exportLeads",
		tag: "Leads",
		summary: "Export the account's leads",
		description: `Every lead matching the filters, streamed as CSV, a JSON array of Lead, or an Excel workbook. ${EXPORTS_AT_ONCE_NOTE}`,
		status: 200,
		response: {},
		content: FILE_CONTENT,
	},
};

export const EXPORTS_OPENAPI: ServiceOpenApi = { operations: OPERATIONS, schemas: {} };
