import type { Context, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { NotFoundError } from "../../shared/errors";
import { pagedQuery, type Page } from "../../shared/paging";
import { RUNS_PARAMS as P, type ListAllRunsParams, type OperatorRun, type RunIdParams } from "./runs.contract";
import * as store from "./runs.store";
import type { RunRow } from "./runs.store";
import type { RunsThis } from "./runs.this";

/** What operators do with runs (CLI, REPL): any account's, with what the API does not show. */
export const RunOperatorMixin: ServiceSchema<ServiceSettingSchema, RunsThis> = {
	name: "runs",

	actions: {
		listAll: {
			visibility: "public",
			operator: true,
			params: P.listAll,
			async handler(ctx: Context<ListAllRunsParams>): Promise<Page<OperatorRun>> {
				const { accountId, status, kind } = ctx.params;
				return pagedQuery<RunRow, OperatorRun>(
					`SELECT * FROM business_runs WHERE ($1::uuid IS NULL OR account_id = $1) AND ($2::text IS NULL OR status = $2)
						AND ($3::text IS NULL OR kind = $3) ORDER BY created_at DESC, id DESC`,
					[accountId ?? null, status ?? null, kind ?? null], ctx.params, store.toOperatorRun);
			},
		},
		inspect: {
			visibility: "public",
			operator: true,
			params: P.inspect,
			async handler(ctx: Context<RunIdParams>): Promise<OperatorRun> {
				const row = await store.runById(ctx.params.id);
				if (!row) throw new NotFoundError("run");
				return store.toOperatorRun(row);
			},
		},
		cancelAny: {
			visibility: "public",
			operator: true,
			params: P.cancelAny,
			async handler(this: RunsThis, ctx: Context<RunIdParams>): Promise<OperatorRun> {
				if (!(await store.runById(ctx.params.id))) throw new NotFoundError("run");
				return store.toOperatorRun(await this.cancelRun(ctx.params.id));
			},
		},
	},
};
