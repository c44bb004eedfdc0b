import type { ServiceBroker } from "moleculer";
import { PROVIDERS, type Provider } from "./business";

/**
 * When this instance last saw a scraper of each provider on the bus (its clock
 * starts when the instance does, so a restart never fails searches at once).
 */
export class ProviderLiveness {
	private readonly seenAt = new Map<Provider, number>();

	/** `serviceOf`: the name of the service that serves a provider. */
	constructor(
		private readonly broker: ServiceBroker,
		private readonly serviceOf: (provider: Provider) => string,
	) {
		const now = Date.now();
		for (const provider of PROVIDERS) this.seenAt.set(provider, now);
	}

	/** Reads the registry: every provider served now is seen now. */
	note(): void {
		const now = Date.now();
		const served = new Set(this.broker.registry.getServiceList({ onlyAvailable: true, skipInternal: true }).map((s) => s.name));
		for (const provider of PROVIDERS) if (served.has(this.serviceOf(provider))) this.seenAt.set(provider, now);
	}

	/** Providers no scraper has served for longer than `afterMs`. */
	unserved(afterMs: number): Provider[] {
		this.note();
		const now = Date.now();
		return PROVIDERS.filter((provider) => now - (this.seenAt.get(provider) ?? now) > afterMs);
	}
}
