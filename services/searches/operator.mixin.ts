import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { defineMixinActions, type MixinActionNames } from "../../shared/actions";
import { ConflictError, NotFoundError } from "../../shared/errors";
import * as operatorStore from "./operator.store";
import { SEARCHES_PARAMS as P, type CreateSearchParams, type OperatorSearch } from "./searches.contract";
import * as store from "./searches.store";
import type { SearchRow } from "./searches.store";

interface OperatorThis extends Service {
	cancel(search: SearchRow): Promise<void>;
	startSearch(ctx: Context, accountId: string, p: CreateSearchParams, id: string): Promise<{ row: SearchRow; replayed: boolean }>;
}

async function inspected(id: string): Promise<OperatorSearch> {
	const search = await operatorStore.inspect(id);
	if (!search) throw new NotFoundError("search");
	return search;
}

/** The query a search was made with, to make it again. */
function queryOf(row: SearchRow): CreateSearchParams {
	return {
		...(row.keywords ? { keywords: row.keywords } : { keyword: row.keyword }),
		provider: row.provider,
		location: row.location,
		...(row.area ? { area: row.area } : {}),
		...(row.filters ? { filters: row.filters } : {}),
		country: row.country,
		lang: row.language,
		options: { maxResults: row.max_results, enrichEmail: row.enrich_email, enrichSocials: row.enrich_socials },
		...(row.conversation_id ? { conversationId: row.conversation_id } : {}),
	};
}

const OPERATOR_ACTIONS = defineMixinActions<"searches", OperatorThis>()({
	listAll: {
		visibility: "public",
		operator: true,
		params: P.listAll,
		async handler(ctx) {
			return operatorStore.listAll(ctx.params);
		},
	},
	inspect: {
		visibility: "public",
		operator: true,
		params: P.inspect,
		async handler(ctx) {
			return inspected(ctx.params.id);
		},
	},
	cancelAny: {
		visibility: "public",
		operator: true,
		params: P.cancelAny,
		async handler(ctx) {
			const row = await store.searchById(ctx.params.id);
			if (!row || row.deleted_at) throw new NotFoundError("search");
			await this.cancel(row);
			return inspected(row.id);
		},
	},
	/**
	 * Money-safe by construction: the new search reserves its own credits as any search does
	 * (the failed one's were given back when it failed), for the same account and only while
	 * its subscription allows searches; its id is derived from the failed search's, so a
	 * retried retry (a timeout, a second operator) answers the same new search.
	 */
	retryFailed: {
		visibility: "public",
		operator: true,
		params: P.retryFailed,
		async handler(ctx) {
			const failed = await store.searchById(ctx.params.id);
			if (!failed || failed.deleted_at) throw new NotFoundError("search");
			if (failed.status !== "failed") {
				throw new ConflictError("search_not_retryable", `only a failed search can be retried; this one is ${failed.status}`);
			}
			const { row, replayed } = await this.startSearch(ctx, failed.account_id, queryOf(failed), operatorStore.retryIdOf(failed.id));
			return { retryOf: failed.id, search: await inspected(row.id), replayed };
		},
	},
	queues: {
		visibility: "public",
		operator: true,
		params: P.queues,
		async handler() {
			return operatorStore.queues();
		},
	},
});

/** The actions this mixin declares, named to the searches service as declared elsewhere. */
export type SearchOperatorActions = MixinActionNames<typeof OPERATOR_ACTIONS>;

/** Operator actions of the searches service (the CLI and the REPL): any account's searches, the queues, cancel and retry. */
export const SearchOperatorMixin: ServiceSchema<ServiceSettingSchema, OperatorThis> = {
	name: "searches",

	actions: OPERATOR_ACTIONS,
};
