import { spawn, type ChildProcess } from "node:child_process";
import { Resolver } from "node:dns/promises";
import path from "node:path";
import { ServiceBroker } from "moleculer";
import { brokerOptions } from "../moleculer.config";
import { call } from "../shared/bus";
import { freePort } from "../bin/embedded-postgres";
import type { SimulatorInfo } from "../sandbox/simulator.contract";
import { loadOperatorKey, withOperatorSigning } from "../shared/operator-auth";
import { api, createTestDatabase, TEST_OPERATOR_KEY, TEST_SECRET_KEY } from "./support/app";
import { startNatsServer, type TestNatsServer } from "./support/nats-server";
import { allSearchLeads, waitForSearch } from "./support/searches";
import { START_COMMAND } from "./support/cli";
import { waitForHealth } from "./support/service-process";
import { waitFor } from "./support/wait";

/**
 * The sandbox as compose runs it: every role its own process over NATS. The scraper and
 * enrichment each run their own simulator (the gateway and core none), and the two
 * simulated worlds are the same: businesses, merchant websites, DNS and mailboxes.
 */

const ROOT = path.resolve(__dirname, "..");
const NATS_PASSWORD = "sandbox-apart-password";

let nats: TestNatsServer;
let client: ServiceBroker;
let gatewayUrl: string;
const children: ChildProcess[] = [];
const logs: string[] = [];

async function startRole(services: string, env: Record<string, string>): Promise<ChildProcess> {
	const child = spawn(START_COMMAND[0], [...START_COMMAND[1]], {
		cwd: ROOT,
		env: { ...process.env, ...env, LEADMAP_SERVICES: services },
		stdio: ["ignore", "ignore", "pipe"],
	});
	child.stderr!.on("data", (d) => logs.push(`[${services}] ${d}`));
	children.push(child);
	return child;
}

beforeAll(async () => {
	nats = await startNatsServer(`authorization { user: "leadmap", password: "${NATS_PASSWORD}" }`);
	const env = {
		DATABASE_URL: await createTestDatabase(),
		REDIS_URL: "",
		SERVICES: "",
		TRANSPORTER: `nats://${nats.address}`,
		LEADMAP_NATS_USER: "leadmap",
		LEADMAP_NATS_PASSWORD: NATS_PASSWORD,
		LEADMAP_NAMESPACE: `apart-${process.pid}`,
		LEADMAP_SECRET_KEY: TEST_SECRET_KEY,
		LEADMAP_SANDBOX: "1",
		LEADMAP_METRICS_PORT: "0",
		LOG_LEVEL: "warn",
		LEADMAP_SIMULATOR_PORT: "0",
		LEADMAP_ENRICH_HOST_DELAY_MS: "0",
	};
	const port = await freePort();
	gatewayUrl = `http://127.0.0.1:${port}`;
	// One at a time: the core migrates the new database before the others need it.
	const core = await startRole("keys,billing,idempotency,searches,dataset,leads,exports,webhooks", { ...env, LEADMAP_OPERATOR_KEY: TEST_OPERATOR_KEY });
	const gateway = await startRole("gateway", { ...env, PORT: String(port) });
	await startRole("scraper-google", env);
	await startRole("enrichment", env);
	await waitForHealth(gatewayUrl, gateway);
	expect(core.exitCode).toBeNull();
	Object.assign(process.env, {
		TRANSPORTER: `nats://leadmap:${NATS_PASSWORD}@${nats.address}`,
		LEADMAP_NAMESPACE: env.LEADMAP_NAMESPACE,
		LEADMAP_OPERATOR_KEY: TEST_OPERATOR_KEY,
	});
	client = new ServiceBroker(withOperatorSigning(brokerOptions({ logger: false, nodeID: `apart-client-${process.pid}` }), loadOperatorKey()));
	await client.start();
	await client.waitForServices(["keys", "searches", "scraper-google", "enrichment", "simulator"], 60_000);
}, 120_000);

afterAll(async () => {
	await client?.stop();
	for (const child of children) child.kill("SIGTERM");
	await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("close", r)) : Promise.resolve())));
	await nats?.stop();
	delete process.env.TRANSPORTER;
	delete process.env.LEADMAP_NAMESPACE;
	delete process.env.LEADMAP_OPERATOR_KEY;
});

/** Each simulator on the bus, with the services of the node it runs on. */
function simulatorNodes(): { nodeID: string; services: string[] }[] {
	const services = client.registry.getServiceList({ onlyAvailable: true, skipInternal: true }) as { name: string; nodeID: string }[];
	const servicesOf = (nodeID: string) => services.filter((s) => s.nodeID === nodeID).map((s) => s.name);
	return services.filter((s) => s.name === "simulator").map((s) => ({ nodeID: s.nodeID, services: servicesOf(s.nodeID) }));
}

async function answerOrError(work: Promise<unknown>): Promise<unknown> {
	try {
		return await work;
	} catch (err) {
		return (err as { code?: string }).code ?? String(err);
	}
}

test("a search with enrichment completes across processes, each of the scraper and enrichment with its own simulator of the same world", async () => {
	const nodes = simulatorNodes();
	expect(nodes.map((n) => n.services.filter((s) => s !== "simulator").sort())).toEqual(expect.arrayContaining([["scraper-google"], ["enrichment"]]));
	expect(nodes).toHaveLength(2);

	const { key } = await call(client, "keys.createAccount", { name: "apart", plan: "pro", accessStatus: "active" });
	const res = await api({ url: gatewayUrl }, "POST", "/v1/searches", {
		key,
		body: { keyword: "restaurant", location: "Lyon", options: { maxResults: 20, enrichEmail: true } },
	});
	expect(res.status).toBe(201);
	const app = { url: gatewayUrl } as Parameters<typeof waitForSearch>[0];
	const done = await waitForSearch(app, key, res.body.id, undefined, 150_000);
	expect(done).toMatchObject({ status: "completed", resultCount: 20 });
	const leads = await allSearchLeads(app, key, res.body.id);
	const deliverable = leads.flatMap((l) => (l.emails ?? []).filter((e: { status: string }) => e.status === "deliverable"));
	expect(deliverable.length).toBeGreaterThan(0);

	const infos = await Promise.all(nodes.map((n) => call(client, "simulator.info", undefined, { nodeID: n.nodeID }) as Promise<SimulatorInfo>));
	const [first, second] = infos;
	expect(first.url).not.toBe(second.url);
	const ask = async (info: SimulatorInfo, pathAndQuery: string): Promise<any> => (await fetch(`${info.url}${pathAndQuery}`)).json();

	const world = "/__world?q=restaurant&lat=45.764&lng=4.8357&spanMeters=4000";
	const [businessesA, businessesB] = await Promise.all([ask(first, world), ask(second, world)]);
	expect(businessesA.total).toBeGreaterThan(20);
	expect(businessesB).toEqual(businessesA);

	const hosts = [...new Set(leads.filter((l) => l.website).map((l) => new URL(l.website).hostname))];
	expect(hosts.length).toBeGreaterThan(5);
	const resolvers = infos.map((info) => {
		const resolver = new Resolver({ timeout: 2000, tries: 1 });
		resolver.setServers([info.sites!.dnsServer]);
		return resolver;
	});
	for (const host of hosts) {
		const [truthA, truthB] = await Promise.all([ask(first, `/__sites/truth?host=${host}`), ask(second, `/__sites/truth?host=${host}`)]);
		expect(truthB).toEqual(truthA);
		const mailDomain = host.replace(/^www\./, "");
		const [mxA, mxB] = await Promise.all(resolvers.map((r) => answerOrError(r.resolveMx(mailDomain))));
		expect(mxB).toEqual(mxA);
	}
	// what enrichment (its own DNS and mail servers) verified agrees with the websites the scraper's simulator served
	const truths = await Promise.all(hosts.map((host) => ask(first, `/__sites/truth?host=${host}`)));
	const truthOf = new Map(truths.flatMap((t) => (t.emails ?? []).map((e: { address: string; status: string }) => [e.address, e.status])));
	for (const email of deliverable) expect(truthOf.get(email.address)).toBe("deliverable");
}, 240_000);

test("places opened in a town through one simulator, and taken off the map, show in the other's answers", async () => {
	const nodes = simulatorNodes();
	const infos = await Promise.all(nodes.map((n) => call(client, "simulator.info", undefined, { nodeID: n.nodeID }) as Promise<SimulatorInfo>));
	const bakeries = async (info: SimulatorInfo): Promise<string[]> =>
		((await (await fetch(`${info.url}/__world?q=bakery&lat=48.676&lng=-1.852&spanMeters=6000`)).json()) as { businesses: { cid: string }[] }).businesses
			.map((b) => b.cid)
			.sort();
	const before = await bakeries(infos[1]);
	const opened = await call(client, "simulator.openPlaces", { town: "Cancale", count: 2, kind: "bakery" }, { nodeID: nodes[0].nodeID });
	// A simulator numbers the places it opens after those it knows of: opened through the other before the bus
	// brought it these two, it would open the same first place again (a loaded CI machine did, and waited out the test).
	await waitFor("the first two open in the other simulator", async () => (await bakeries(infos[1])).length === before.length + 2);
	const viaHttp = (
		(await (await fetch(`${infos[1].url}/sandbox/towns/Cancale/places`, { method: "POST", body: '{"kind":"bakery"}' })).json()) as { places: { cid: string }[] }
	).places;
	const cids = [...opened.places, ...viaHttp].map((p) => p.cid);
	await waitFor(
		"the places open in both simulators",
		async () => (await bakeries(infos[0])).length === before.length + 3 && (await bakeries(infos[1])).length === before.length + 3,
	);
	for (const info of infos) expect(await bakeries(info)).toEqual([...before, ...cids].sort());
	await call(client, "simulator.changePlace", { cid: before[0], removed: true }, { nodeID: nodes[0].nodeID });
	await waitFor("the place off the other's map", async () => !(await bakeries(infos[1])).includes(before[0]));
	await call(client, "simulator.resetPlaces", {}, { nodeID: nodes[1].nodeID });
	await waitFor("every place back as generated", async () => (await bakeries(infos[0])).join() === before.join());
}, 60_000);
