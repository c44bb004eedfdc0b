import { createSimulatorServer } from "../sandbox/server";

/** The provider simulator on its own, as a remote provider would be: the bench measures our side only. */
const server = createSimulatorServer({ preloadCities: (process.env.PRELOAD_CITIES ?? "").split(",").filter(Boolean), prerender: true });
void server.listenOn(Number(process.env.PORT ?? 0), "127.0.0.1").then((url) => console.log(`simulator ${url}`));
process.once("SIGTERM", () => void server.shutdown().then(() => process.exit(0)));
