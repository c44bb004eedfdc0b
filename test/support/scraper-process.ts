import { ServiceBroker } from "moleculer";
import { brokerOptions } from "../../moleculer.config";
import { SERVICE_SCHEMAS } from "../../bin/services";
import { SERVICES_MODE, type TestApp } from "./app";

/**
 * Google scraper "processes" a test starts and kills: each its own broker over the bus in
 * services mode, a service of the app's broker otherwise.
 */
export class ScraperProcesses {
	private brokers: ServiceBroker[] = [];

	constructor(private readonly app: () => TestApp) {}

	/** Starts one; the function it answers stops it (a graceful stop: leases released). */
	async start(): Promise<() => Promise<void>> {
		if (SERVICES_MODE) {
			const broker = new ServiceBroker(brokerOptions({ nodeID: `scraper-${Date.now()}-${Math.random()}` }));
			broker.createService(SERVICE_SCHEMAS["scraper-google"]);
			await broker.start();
			this.brokers.push(broker);
			return () => broker.stop();
		}
		const broker = this.app().brokers[0];
		const service = broker.createService(SERVICE_SCHEMAS["scraper-google"]);
		await broker.waitForServices(["scraper-google"]);
		return () => broker.destroyService(service);
	}

	async stopAll(): Promise<void> {
		for (const b of this.brokers) await b.stop().catch(() => undefined);
		this.brokers = [];
	}
}
