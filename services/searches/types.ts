import type { Provider } from "../../shared/business";
import type { UpsertedBusiness } from "../dataset/dataset.contract";
import type { Search, SearchRow } from "./searches.store";

export type { Search, SearchRow };
export interface CreateSearchParams {
	keyword: string; provider?: Provider; location?: string | null; country?: string | null; lang?: string;
	options?: { maxResults?: number; enrichEmail?: boolean; enrichSocials?: boolean }; conversationId?: string;
}
/** A job as a worker holds it. `enrichEmail`/`enrichSocials` are set only when asked and the plan allows it. */
export interface Job {
	id: string; accountId: string; provider: Provider; keyword: string; location: string | null; country: string | null;
	language: string; maxResults: number; resultCount: number; checkpoint: unknown; attempts: number;
	phase: "searching" | "enriching"; enrichEmail: boolean; enrichSocials: boolean;
}
export interface ResultsWindowParams { accountId: string; searchId: string; afterPosition: number; span: number; leadIds?: string[] | null }
/** Results with positions in `(afterPosition, through]`; `done` once `through` reaches the search's last result. */
export interface ResultsWindow { results: ResultRef[]; through: number; done: boolean }
/** `leadCreatedAtMs`: when the lead was made (epoch ms), kept at delivery (null where an older writer left none). */
export interface ResultRef { leadId: string; businessId: string; position: number; leadCreatedAtMs: number | null }
export interface ClaimParams { provider: Provider; workerId: string }
export interface JobRef { id: string; workerId: string }
export interface DeliverPageParams extends JobRef { businesses: UpsertedBusiness[]; checkpoint: unknown }
export interface DeliverPageResult { resultCount: number; stop: boolean; cancelRequested: boolean }
export interface HeartbeatResult { cancelRequested: boolean }
export interface FinalizeParams extends JobRef { outcome: "completed" | "failed"; error?: string | null }
/** Where the enriching phase stands: results up to `after` (a position) are done, `failed` of them failed. */
export interface EnrichmentState { after: number; failed: number; cancelRequested: boolean }
export interface RecordEnrichmentParams extends JobRef { after: number; failed: number }
/** What `search.completed` / `search.failed` carry: the webhook payload plus the account it belongs to. */
export interface SearchEvent { id: string; type: string; createdAt: string; accountId: string; data: { search: Search } }
