import { PATH_ID } from "../../shared/params";
import type { Readable } from "node:stream";

/** exports: a search's leads as a file (CSV, JSON or XLSX), streamed a batch at a time. */

export const EXPORT_FORMATS = ["csv", "json", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** At most this many lead ids in `leadIds`. */
export const MAX_LEAD_IDS = 10_000;

/** `leadIds`: a comma-separated list of lead ids, as the query string has it. */
export interface SearchExportParams { id: string; format?: ExportFormat; leadIds?: string }

/** The params schema of each action (fastest-validator), used by the action itself. */
export const EXPORTS_PARAMS = {
	searchExport: {
		$$strict: true,
		id: PATH_ID,
		format: { type: "enum", values: [...EXPORT_FORMATS], optional: true },
		leadIds: { type: "string", optional: true, max: 400_000 },
	},
} as const;

declare module "../../shared/bus" {
	interface Actions {
		/** GET /v1/searches/{id}/export: the file's bytes, streamed; content type and file name in the response meta. */
		"exports.searchExport": Action<SearchExportParams, Readable>;
	}
}
