import { EXPORT_FORMATS } from "../../exports/exports.contract";
import type { OperationDoc } from "../../../shared/openapi-doc";
import { EXPORTS_AT_ONCE_NOTE, LEAD_MANAGEMENT_OPERATIONS, SKIP_CLOSED_QUERY } from "./lead-management";
import { ref } from "./schemas";

const OK = ref("Ok");

/** The routes whose services do not keep their own docs yet (the search export). */
const GATEWAY_HELD_OPERATIONS: Record<string, OperationDoc> = {
	"GET /searches/:id/export": {
		operationId: "exportSearchLeads",
		tag: "Searches",
		summary: "Export a search's leads",
		description: `A file download, streamed: CSV (cells starting with \`=\`, \`+\`, \`-\`, \`@\` neutralised), a JSON array of Lead, or an Excel workbook. All the search's leads, or those named in \`leadIds\`. ${EXPORTS_AT_ONCE_NOTE}`,
		status: 200,
		response: {},
		content: {
			"text/csv": { schema: { type: "string" } },
			"application/json": { schema: { type: "array", items: ref("Lead") } },
			"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
				schema: { type: "string", contentMediaType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
			},
		},
		errors: { 404: ["not_found"] },
		query: {
			format: { schema: { type: "string", enum: [...EXPORT_FORMATS], default: "csv" } },
			leadIds: {
				schema: { type: "array", items: { type: "string", format: "uuid" }, maxItems: 10_000 },
				explode: false,
				description: "comma-separated lead ids (at most 10,000): only these leads",
			},
			skipClosed: SKIP_CLOSED_QUERY,
		},
	},
};

/** The documentation of the routes the gateway still holds; the others are in their services' <service>.openapi.ts. */
export const OPERATIONS: Record<string, OperationDoc> = {
	...GATEWAY_HELD_OPERATIONS,
	...LEAD_MANAGEMENT_OPERATIONS,
};
