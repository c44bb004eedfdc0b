import type { Context, Service, ServiceSchema } from "moleculer";
import { emit } from "../shared/bus";
import { currentConfig } from "../shared/config";
import type { FaultConfig, SetFaultsParams, SimulatorInfo, SimulatorStats } from "./simulator.contract";
import { createSimulatorServer, type SimulatorServer } from "./server";
import { startSimulatorDns, type SimulatorDns } from "./dns";
import type { MerchantSitesOptions } from "./sites";
import { startSimulatorSmtp, type SimulatorSmtp } from "./smtp";

export interface SimulatorSettings {
	/** 0 picks a free port; `simulator.info` (or the `simulator.started` event) tells the URL. */
	port: number;
	host: string;
	faults?: FaultConfig;
	/** merchant websites plus their DNS and SMTP peers (LEADMAP_SIMULATOR_SITES_ZONE, _DNS_PORT, _SMTP_PORT) */
	merchantSites?: MerchantSitesOptions & { dnsPort?: number; smtpPort?: number };
}


interface SimulatorThis extends Service<SimulatorSettings> {
	simulator: SimulatorServer | null;
	simulatorUrl: string | null;
	peers: { dns: SimulatorDns; smtp: SimulatorSmtp } | null;
	currentInfo(): SimulatorInfo;
}

const SimulatorService: ServiceSchema<SimulatorSettings, SimulatorThis> = {
	name: "simulator",

	// What a runtime does not give is taken from the configuration in force when the service is created (LEADMAP_SIMULATOR_*).
	settings: {} as SimulatorSettings,

	actions: {
		info: {
			visibility: "public",
			handler(this: SimulatorThis): SimulatorInfo {
				if (!this.simulatorUrl) throw new Error("simulator is not listening");
				return this.currentInfo();
			},
		},
		setFaults: {
			visibility: "public",
			handler(this: SimulatorThis, ctx: Context<SetFaultsParams>): FaultConfig {
				this.simulator?.setFaults(ctx.params);
				return this.simulator?.getFaults() ?? {};
			},
		},
		stats: {
			visibility: "public",
			handler(this: SimulatorThis): SimulatorStats | null {
				return this.simulator?.stats() ?? null;
			},
		},
	},

	created(this: SimulatorThis) {
		const configured = currentConfig().simulator;
		const given: Partial<SimulatorSettings> = this.settings;
		// A copy: the schema's settings object is shared by every broker that creates this service.
		this.settings = {
			...given,
			port: given.port ?? configured.port,
			host: given.host ?? configured.host,
			merchantSites: given.merchantSites ?? (configured.sitesZone ? { zone: configured.sitesZone, dnsPort: configured.dnsPort, smtpPort: configured.smtpPort } : undefined),
		};
		this.simulator = null;
		this.simulatorUrl = null;
		this.peers = null;
	},

	methods: {
		currentInfo(this: SimulatorThis): SimulatorInfo {
			const sites = this.peers && this.settings.merchantSites
				? { zone: this.settings.merchantSites.zone, dnsServer: this.peers.dns.server, smtpPort: this.peers.smtp.port }
				: undefined;
			return { url: this.simulatorUrl as string, ...(sites ? { sites } : {}) };
		},
	},

	async started(this: SimulatorThis) {
		const sitesOptions = this.settings.merchantSites;
		this.simulator = createSimulatorServer({ faults: this.settings.faults, merchantSites: sitesOptions });
		this.simulatorUrl = await this.simulator.listenOn(this.settings.port, this.settings.host);
		if (sitesOptions && this.simulator.sites) {
			const sites = this.simulator.sites;
			this.peers = {
				dns: await startSimulatorDns({ sites, port: sitesOptions.dnsPort ?? 0, host: this.settings.host }),
				smtp: await startSimulatorSmtp({ sites, port: sitesOptions.smtpPort ?? 0, host: this.settings.host }),
			};
		}
		this.logger.info(`provider simulator listening on ${this.simulatorUrl}`);
		await emit(this.broker, "simulator.started", this.currentInfo());
	},

	async stopped(this: SimulatorThis) {
		await this.simulator?.shutdown();
		await this.peers?.dns.close();
		await this.peers?.smtp.close();
		this.peers = null;
		this.simulator = null;
		this.simulatorUrl = null;
	},
};

export default SimulatorService;
