import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { defineMixinActions, type MixinActionNames } from "../../shared/actions";
import { requireAccount } from "../../shared/auth-context";
import { NotFoundError, LeadmapError } from "../../shared/errors";
import { searchSettingsOf } from "./search-request";
import { SEARCHES_PARAMS as P, type CreateSearchParams, type WatchRunRequest, type WatchRunStart } from "./searches.contract";
import * as store from "./searches.store";
import type { SearchRow } from "./searches.store";
import { conversationFreeFor, watchRunSearches } from "./watch-runs.store";

interface WatchRunsThis extends Service {
	startSearch(ctx: Context, accountId: string, p: CreateSearchParams, id: string, watchId?: string): Promise<{ row: SearchRow; replayed: boolean }>;
	startWatchRun(ctx: Context, run: WatchRunRequest): Promise<WatchRunStart | null>;
}

/** Runs of one batch started at once: each is a few statements and two billing calls. */
const STARTS_AT_ONCE = 8;

const started = (row: SearchRow): WatchRunStart => ({
	searchId: row.id,
	search: { status: row.status, createdAt: new Date(row.created_at).toISOString() },
	refusal: null,
});

const WATCH_RUN_ACTIONS = defineMixinActions<"searches", WatchRunsThis>()({
	check: {
		visibility: "public",
		params: P.check,
		async handler(ctx) {
			searchSettingsOf(ctx.params, null);
			// A conversation another account uses would refuse every run: refused now instead.
			if (ctx.params.conversationId && !(await conversationFreeFor(ctx.params.conversationId, requireAccount(ctx)))) throw new NotFoundError("conversation");
			return { ok: true };
		},
	},
	startWatchRuns: {
		visibility: "public",
		params: P.startWatchRuns,
		async handler(ctx) {
			const queue = [...ctx.params.runs];
			const runs: WatchRunStart[] = [];
			const worker = async () => {
				for (let run = queue.shift(); run; run = queue.shift()) {
					const start = await this.startWatchRun(ctx, run);
					if (start) runs.push(start);
				}
			};
			await Promise.all(Array.from({ length: Math.min(STARTS_AT_ONCE, queue.length) }, worker));
			return { runs };
		},
	},
	watchRuns: {
		visibility: "public",
		params: P.watchRuns,
		async handler(ctx) {
			return watchRunSearches(ctx.params.ids, ctx.params.seen ?? false);
		},
	},
});

/** The actions this mixin declares, named to the searches service as declared elsewhere. */
export type SearchWatchRunsActions = MixinActionNames<typeof WATCH_RUN_ACTIONS>;

/**
 * What the watches service asks of searches (DESIGN §10): a body checked as a create checks it, each run of a
 * watch started as an ordinary search of its account, and what its searches saw.
 */
export const SearchWatchRunsMixin: ServiceSchema<ServiceSettingSchema, WatchRunsThis> = {
	name: "searches",

	actions: WATCH_RUN_ACTIONS,

	methods: {
		/** One run: its search (made now, or found made), a refusal the account or the query caused, or null when it failed otherwise. */
		async startWatchRun(this: WatchRunsThis, ctx: Context, run: WatchRunRequest): Promise<WatchRunStart | null> {
			try {
				return started((await this.startSearch(ctx, run.accountId, run.query, run.searchId, run.watchId)).row);
			} catch (err) {
				const refused = err instanceof LeadmapError && (err.code as number) < 500;
				// Made before and deleted by the account since: it is the run's search all the same.
				const made = refused ? await store.searchById(run.searchId) : null;
				if (made && made.watch_id === run.watchId) return started(made);
				if (refused) return { searchId: run.searchId, search: null, refusal: (err as LeadmapError).type };
				this.logger.warn(`watch ${run.watchId}: run ${run.searchId} not started yet (tried again later):`, (err as Error).message);
				return null;
			}
		},
	},
};
