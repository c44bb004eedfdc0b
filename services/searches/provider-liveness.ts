import type { ServiceBroker } from "moleculer";
import { PROVIDERS, type Provider } from "../../shared/business";
import { scraperServiceName } from "../scrapers/scrapers.contract";

/**
 * When this instance last saw a scraper of each provider on the bus (its clock
 * starts when the instance does, so a restart never fails searches at once).
 */
export class ProviderLiveness {
	private readonly seenAt = new Map<Provider, number>();

	constructor(private readonly broker: ServiceBroker) {
		const now = Date.now();
		for (const provider of PROVIDERS) this.seenAt.set(provider, now);
	}

	/** Reads the registry: every provider served now is seen now. */
	note(): void {
		const now = Date.now();
		const served = new Set(this.broker.registry.getServiceList({ onlyAvailable: true, skipInternal: true }).map((s) => s.name));
		for (const provider of PROVIDERS) if (served.has(scraperServiceName(provider))) this.seenAt.set(provider, now);
	}

	/** Providers no scraper has served for longer than `afterMs`. */
	unserved(afterMs: number): Provider[] {
		this.note();
		const now = Date.now();
		return PROVIDERS.filter((provider) => now - (this.seenAt.get(provider) ?? now) > afterMs);
	}
}
