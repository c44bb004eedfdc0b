import { PATH_ID } from "../../shared/params";
import type { Readable } from "node:stream";
import type { LeadFilterParams } from "../leads/leads.contract";

/** exports: a search's leads, or the account's, as a file (CSV, JSON or XLSX), streamed a batch at a time. */

export const EXPORT_FORMATS = ["csv", "json", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** At most this many lead ids in `leadIds`. */
export const MAX_LEAD_IDS = 10_000;

/** Exports an account may run at once, across every instance; one more is 429 `rate_limit_exceeded`. */
export const EXPORTS_AT_ONCE = 3;
/** What a refused export's Retry-After says (an export's length is not known ahead). */
export const EXPORT_RETRY_AFTER_SECONDS = 10;

/** What an export's answer adds to the caller's meta: the slot it runs under, which the gateway names back if its client leaves early. */
export interface ExportAnswerMeta {
	exportSlot?: string;
}

/** `leadIds`: a comma-separated list of lead ids, as the query string has it. */
/** `skipClosed`: `true` (or "true") leaves out leads whose business is permanently closed. */
export interface SkipClosedParam {
	skipClosed?: unknown;
}
export interface SearchExportParams extends SkipClosedParam {
	id: string;
	format?: ExportFormat;
	leadIds?: string;
}

/** POST /v1/leads/export: the account's leads that match the filters of GET /v1/leads, given in the JSON body. */
export interface LeadsExportParams extends LeadFilterParams, SkipClosedParam {
	format?: ExportFormat;
}

const anyOptional = { type: "any", optional: true } as const;

/** The params schema of each action (fastest-validator), used by the action itself. */
export const EXPORTS_PARAMS = {
	searchExport: {
		$$strict: true,
		id: PATH_ID,
		format: { type: "enum", values: [...EXPORT_FORMATS], optional: true },
		leadIds: { type: "string", optional: true, max: 400_000 },
		skipClosed: anyOptional,
	},
	leadsExport: {
		$$strict: true,
		format: { type: "enum", values: [...EXPORT_FORMATS], optional: true },
		provider: anyOptional,
		status: anyOptional,
		tag: anyOptional,
		hasEmail: anyOptional,
		q: anyOptional,
		createdAfter: anyOptional,
		createdBefore: anyOptional,
		skipClosed: anyOptional,
	},
} as const;

declare module "../../shared/bus" {
	interface Actions {
		/** GET /v1/searches/{id}/export: the file's bytes, streamed; content type and file name in the response meta. */
		"exports.searchExport": Action<SearchExportParams, Readable>;
		/** POST /v1/leads/export: the account's leads that match, as a file streamed like a search's export. */
		"exports.leadsExport": Action<LeadsExportParams, Readable>;
	}
	interface Events {
		/** The gateway: the client of this export's file left before its end; the instance that streams it stops and frees its slot. */
		"exports.abandoned": { slot: string };
	}
}
