import type { Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { defineMixinActions, type MixinActionNames } from "../../shared/actions";
import { BadRequestError } from "../../shared/errors";
import { driftSummary, healthProblem, type PageHealth, type ProviderStatus } from "../../shared/provider-health";
import { SEARCHES_PARAMS as P } from "./searches.contract";
import * as healthStore from "./provider-health.store";
import { HealthBatches } from "./health-batches";

/**
 * The providers' drift state (docs/provider-drift.md), kept by the searches service because every
 * scraper pod reports to it already: each page it delivers carries what it parsed since the last one, and
 * its reads (lookups, reviews) report theirs in batches (`recordProviderHealth`).
 */
export interface ProviderHealthThis extends Service {
	healthBatches: HealthBatches;
	countProviderHealth(provider: string, health: PageHealth, example: string): Promise<ProviderStatus>;
}

const PROVIDER_HEALTH_ACTIONS = defineMixinActions<"searches", ProviderHealthThis>()({
	providerStatus: {
		visibility: "public",
		operator: true,
		params: P.providerStatus,
		async handler() {
			return healthStore.statuses();
		},
	},
	recordProviderHealth: {
		visibility: "public",
		params: P.recordProviderHealth,
		async handler(ctx) {
			const { provider, health, example } = ctx.params;
			const problem = healthProblem(health);
			if (problem) throw new BadRequestError(problem);
			return this.countProviderHealth(provider, health, `request ${example?.requestId ?? ctx.requestID ?? "-"} (${example?.read ?? "reads"})`);
		},
	},
	driftingProviders: {
		visibility: "public",
		params: P.driftingProviders,
		async handler() {
			const all = await healthStore.statuses();
			return all.filter((s) => s.drifting).map((s) => ({ provider: s.provider, since: s.since, summary: driftSummary(s) }));
		},
	},
});

/** The actions this mixin declares, named to the searches service as declared elsewhere. */
export type ProviderHealthActions = MixinActionNames<typeof PROVIDER_HEALTH_ACTIONS>;

export const ProviderHealthMixin: ServiceSchema<ServiceSettingSchema, ProviderHealthThis> = {
	name: "searches",

	actions: PROVIDER_HEALTH_ACTIONS,

	methods: {
		/**
		 * Counts a report (a page's, or a scraper's reads') into its provider's state; `example` names what
		 * showed it (`request <id> (search <id>)`). A raise is logged once (the row lock lets one report see
		 * it), with the request ids of pages that showed it, never their bodies; so is a clearing.
		 */
		async countProviderHealth(this: ProviderHealthThis, provider: string, health: PageHealth, example: string): Promise<ProviderStatus> {
			const { status } = await this.healthBatches.record(provider, health, example);
			return status;
		},
	},

	created(this: ProviderHealthThis) {
		this.healthBatches = new HealthBatches(healthStore.recordHealth, (provider, { status, change }) => {
			if (change === "raised") {
				this.logger.warn(`provider ${provider} drifting: ${driftSummary(status)}; pages that showed it: ${status.examples.join(", ")}`);
			} else {
				this.logger.info(`provider ${provider} no longer drifting: its fields are back (${status.results} results counted)`);
			}
		});
	},
};
