import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { defineMixinActions, type MixinActionNames } from "../../shared/actions";
import { driftSummary, type PageHealth, type ProviderStatus } from "../../shared/provider-health";
import { SEARCHES_PARAMS as P } from "./searches.contract";
import * as healthStore from "./provider-health.store";
import { HealthBatches } from "./health-batches";

/**
 * The providers' drift state (docs/provider-drift.md), kept by the searches service because every
 * scraper pod reports to it already: each page it delivers carries what it parsed since the last one.
 */
export interface ProviderHealthThis extends Service {
	healthBatches: HealthBatches;
	recordProviderHealth(ctx: Context, provider: string, health: PageHealth, searchId: string): Promise<ProviderStatus>;
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
		 * Counts a report into its provider's state. A raise is logged once (the row lock lets one report
		 * see it), with the request ids of pages that showed it, never their bodies; so is a clearing.
		 */
		async recordProviderHealth(this: ProviderHealthThis, ctx: Context, provider: string, health: PageHealth, searchId: string): Promise<ProviderStatus> {
			const { status } = await this.healthBatches.record(provider, health, `request ${ctx.requestID ?? "-"} (search ${searchId})`);
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
