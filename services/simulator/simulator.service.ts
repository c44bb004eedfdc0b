import type { Context, Service, ServiceSchema } from "moleculer";
import type { FaultConfig } from "./faults";
import { createSimulatorServer, type SimulatorServer, type SimulatorStats } from "./server";

export interface SimulatorSettings {
	/** 0 picks a free port; `simulator.info` (or the `simulator.started` event) tells the URL. */
	port: number;
	host: string;
	faults?: FaultConfig;
}

export interface SimulatorInfo {
	url: string;
}

export type SetFaultsParams = FaultConfig;

interface SimulatorThis extends Service<SimulatorSettings> {
	simulator: SimulatorServer | null;
	simulatorUrl: string | null;
}

const SimulatorService: ServiceSchema<SimulatorSettings, SimulatorThis> = {
	name: "simulator",

	settings: {
		port: Number(process.env.LEADMAP_SIMULATOR_PORT ?? 0),
		host: process.env.LEADMAP_SIMULATOR_HOST ?? "127.0.0.1",
	},

	actions: {
		info: {
			visibility: "public",
			handler(this: SimulatorThis): SimulatorInfo {
				if (!this.simulatorUrl) throw new Error("simulator is not listening");
				return { url: this.simulatorUrl };
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
		this.simulator = null;
		this.simulatorUrl = null;
	},

	async started(this: SimulatorThis) {
		this.simulator = createSimulatorServer({ faults: this.settings.faults });
		this.simulatorUrl = await this.simulator.listenOn(this.settings.port, this.settings.host);
		this.logger.info(`provider simulator listening on ${this.simulatorUrl}`);
		await this.broker.emit("simulator.started", { url: this.simulatorUrl } satisfies SimulatorInfo);
	},

	async stopped(this: SimulatorThis) {
		await this.simulator?.shutdown();
		this.simulator = null;
		this.simulatorUrl = null;
	},
};

export default SimulatorService;
