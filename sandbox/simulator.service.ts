import type { Context, Service, ServiceSchema } from "moleculer";
import { broadcast, emit } from "../shared/bus";
import { BadRequestError, LeadmapError } from "../shared/errors";
import { currentConfig } from "../shared/config";
import type {
	ChangedPlace,
	ChangePlaceParams,
	FaultConfig,
	OpenPlacesParams,
	OpenPlacesResult,
	PlaceChangedEvent,
	ReviewTruthResult,
	SetFaultsParams,
	SimulatorInfo,
	SimulatorStats,
} from "./simulator.contract";
import { OpenPlacesError } from "./opened-places";
import { PlaceChangeError } from "./place-changes";
import { createSimulatorServer, placeSummary, type PlaceChangeEvent, type SimulatorServer } from "./server";
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
	running(): SimulatorServer;
	applyPlaceChange(event: PlaceChangedEvent): void;
}

const placeNotFound = (cid: string) => new LeadmapError(404, "place_not_found", `no simulated place has CID ${cid}`);

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
		/** Here at once, then in every other simulator on the bus (each sandbox process runs its own). */
		changePlace: {
			visibility: "public",
			params: { cid: { type: "string", pattern: /^\d{1,20}$/ }, $$strict: false },
			async handler(this: SimulatorThis, ctx: Context<ChangePlaceParams>): Promise<ChangedPlace> {
				const { cid, ...change } = ctx.params;
				let place;
				try {
					place = this.running().changePlace(cid, change);
				} catch (err) {
					if (err instanceof PlaceChangeError) throw new BadRequestError(err.message, "invalid_change");
					throw err;
				}
				if (!place) throw placeNotFound(cid);
				await broadcast(ctx, "simulator.placeChanged", { cid, change });
				return placeSummary(place) as unknown as ChangedPlace;
			},
		},
		/** Here at once, then in every other simulator on the bus (the same places: they are made from the town's). */
		openPlaces: {
			visibility: "public",
			params: {
				town: { type: "string", min: 1, max: 200 },
				count: { type: "number", integer: true, min: 1, max: 50, optional: true },
				kind: { type: "string", max: 100, optional: true },
				$$strict: true,
			},
			async handler(this: SimulatorThis, ctx: Context<OpenPlacesParams>): Promise<OpenPlacesResult> {
				let done;
				try {
					done = this.running().openPlaces(ctx.params.town, ctx.params.count ?? 1, ctx.params.kind ?? null);
				} catch (err) {
					if (err instanceof OpenPlacesError) throw new BadRequestError(err.message, "invalid_change");
					throw err;
				}
				if (!done) throw new LeadmapError(404, "town_not_found", `no simulated town is called ${ctx.params.town}`);
				await broadcast(ctx, "simulator.placeChanged", { opened: done.opened });
				return { town: done.opened.town, places: done.places.map((p) => placeSummary(p) as unknown as ChangedPlace) };
			},
		},
		resetPlaces: {
			visibility: "public",
			params: { cid: { type: "string", pattern: /^\d{1,20}$/, optional: true }, $$strict: true },
			async handler(this: SimulatorThis, ctx: Context<{ cid?: string } | undefined>): Promise<{ ok: true }> {
				const cid = ctx.params?.cid;
				this.running().resetPlaces(cid);
				await broadcast(ctx, "simulator.placeChanged", cid ? { reset: true, cid } : { reset: true });
				return { ok: true };
			},
		},
		reviewTruth: {
			visibility: "public",
			params: { cid: { type: "string", pattern: /^\d{1,20}$/ }, $$strict: true },
			handler(this: SimulatorThis, ctx: Context<{ cid: string }>): ReviewTruthResult {
				const truth = this.running().reviewTruth(ctx.params.cid);
				if (!truth) throw placeNotFound(ctx.params.cid);
				return truth as ReviewTruthResult;
			},
		},
	},

	events: {
		/** Any simulator's change, this one's included: applying a change again changes nothing. */
		"simulator.placeChanged"(this: SimulatorThis, ctx: Context<PlaceChangedEvent>) {
			this.applyPlaceChange(ctx.params);
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
			merchantSites:
				given.merchantSites ?? (configured.sitesZone ? { zone: configured.sitesZone, dnsPort: configured.dnsPort, smtpPort: configured.smtpPort } : undefined),
		};
		this.simulator = null;
		this.simulatorUrl = null;
		this.peers = null;
	},

	methods: {
		running(this: SimulatorThis): SimulatorServer {
			if (!this.simulator) throw new Error("simulator is not running");
			return this.simulator;
		},
		applyPlaceChange(this: SimulatorThis, event: PlaceChangedEvent) {
			if (!this.simulator) return;
			try {
				if ("reset" in event) this.simulator.resetPlaces(event.cid);
				else if ("opened" in event) this.simulator.applyOpened(event.opened);
				else this.simulator.changePlace(event.cid, event.change);
			} catch (err) {
				this.logger.warn(`a place change from another simulator was not applied: ${(err as Error).message}`);
			}
		},
		currentInfo(this: SimulatorThis): SimulatorInfo {
			const sites =
				this.peers && this.settings.merchantSites
					? { zone: this.settings.merchantSites.zone, dnsServer: this.peers.dns.server, smtpPort: this.peers.smtp.port }
					: undefined;
			return { url: this.simulatorUrl as string, ...(sites ? { sites } : {}) };
		},
	},

	async started(this: SimulatorThis) {
		const sitesOptions = this.settings.merchantSites;
		// A change posted over HTTP to this simulator reaches the others on the bus as the action's do.
		const onPlaceChange = (change: PlaceChangeEvent) => {
			const event: PlaceChangedEvent = "reset" in change || "opened" in change ? change : { cid: change.cid, change: change.input };
			broadcast(this.broker, "simulator.placeChanged", event).catch((err: Error) => this.logger.warn(`place change not passed on: ${err.message}`));
		};
		this.simulator = createSimulatorServer({ faults: this.settings.faults, merchantSites: sitesOptions, onPlaceChange });
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
