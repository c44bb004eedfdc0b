import type { ServiceSchema, ServiceSettingSchema } from "moleculer";
import { defineMixinActions, type MixinActionNames } from "../../shared/actions";
import { NotFoundError } from "../../shared/errors";
import { pagedQuery } from "../../shared/paging";
import { RUNS_PARAMS as P, type OperatorRun } from "./runs.contract";
import * as store from "./runs.store";
import type { RunRow } from "./runs.store";
import type { RunsThis } from "./runs.this";

const RUN_OPERATOR_ACTIONS = defineMixinActions<"runs", RunsThis>()({
	listAll: {
		visibility: "public",
		operator: true,
		params: P.listAll,
		async handler(ctx) {
			const { accountId, status, kind } = ctx.params;
			return pagedQuery<RunRow, OperatorRun>(
				`SELECT * FROM business_runs WHERE ($1::uuid IS NULL OR account_id = $1) AND ($2::text IS NULL OR status = $2)
					AND ($3::text IS NULL OR kind = $3) ORDER BY created_at DESC, id DESC`,
				[accountId ?? null, status ?? null, kind ?? null],
				ctx.params,
				store.toOperatorRun,
			);
		},
	},
	inspect: {
		visibility: "public",
		operator: true,
		params: P.inspect,
		async handler(ctx) {
			const row = await store.runById(ctx.params.id);
			if (!row) throw new NotFoundError("run");
			return store.toOperatorRun(row);
		},
	},
	cancelAny: {
		visibility: "public",
		operator: true,
		params: P.cancelAny,
		async handler(ctx) {
			if (!(await store.runById(ctx.params.id))) throw new NotFoundError("run");
			return store.toOperatorRun(await this.cancelRun(ctx.params.id));
		},
	},
});

/** The actions this mixin declares, named to the runs service as declared elsewhere. */
export type RunOperatorActions = MixinActionNames<typeof RUN_OPERATOR_ACTIONS>;

/** What operators do with runs (CLI, REPL): any account's, with what the API does not show. */
export const RunOperatorMixin: ServiceSchema<ServiceSettingSchema, RunsThis> = {
	name: "runs",

	actions: RUN_OPERATOR_ACTIONS,
};
