import { randomBytes } from "node:crypto";
import { ServiceBroker, type ServiceSchema } from "moleculer";
import { call } from "../shared/bus";
import { buildPlacePageUrl, parsePlacePage } from "../services/scrapers/google/place-page";
import SimulatorService from "../sandbox/simulator.service";
import type { SimulatorInfo } from "../sandbox/simulator.contract";
import { defaultWorld } from "../sandbox/world";

/**
 * The simulator's actions for place changes and review truth. Two simulators on one bus stand for the
 * sandbox's processes that each run their own: a change made through either reaches both.
 */

const namespace = `sim${randomBytes(4).toString("hex")}`;
const brokers = ["a", "b"].map((id) => new ServiceBroker({ nodeID: `${namespace}-${id}`, namespace, transporter: "Fake", logger: false }));
const urls: string[] = [];

beforeAll(async () => {
	for (const broker of brokers) broker.createService({ ...SimulatorService, settings: { port: 0, host: "127.0.0.1" } } as unknown as ServiceSchema);
	await Promise.all(brokers.map((b) => b.start()));
	// Each broker learns of the other a moment after they start: wait until both do.
	while (brokers.some((b) => b.registry.nodes.toArray().filter((n: { available: boolean }) => n.available).length < 2))
		await new Promise((r) => setTimeout(r, 20));
	for (const broker of brokers) urls.push(((await call(broker, "simulator.info", undefined, { nodeID: broker.nodeID })) as SimulatorInfo).url);
});

afterAll(() => Promise.all(brokers.map((b) => b.stop())));

const lyon = defaultWorld.cityBusinesses("lyon");

async function phoneSeenBy(url: string, cid: string): Promise<string | null | undefined> {
	const res = await fetch(buildPlacePageUrl(url, cid));
	return parsePlacePage(await res.text()).place?.phone;
}

/** The other simulator hears of a change through an event: ask until it has (bounded by the test timeout, no timing assumed). */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
	while ((await read()) !== expected) await new Promise((r) => setTimeout(r, 20));
}

it("changePlace changes the place in every simulator on the bus, and resetPlaces undoes it", async () => {
	const b = lyon.find((x) => x.phone !== null)!;
	const changed = await call(brokers[0], "simulator.changePlace", { cid: b.cid, phone: "+33 4 12 12 12 12", businessStatus: "closed_permanently" });
	expect(changed).toMatchObject({ cid: b.cid, name: b.name, phone: "+33 4 12 12 12 12", businessStatus: "Permanently closed" });
	expect(await phoneSeenBy(urls[0], b.cid)).toBe("+33 4 12 12 12 12");
	await eventually(() => phoneSeenBy(urls[1], b.cid), "+33 4 12 12 12 12");
	await call(brokers[1], "simulator.resetPlaces", { cid: b.cid });
	expect(await phoneSeenBy(urls[1], b.cid)).toBe(b.phone);
	await eventually(() => phoneSeenBy(urls[0], b.cid), b.phone);
});

it("a change posted over HTTP to one simulator reaches the other", async () => {
	const b = lyon.find((x) => x.phone !== null && x.cid !== lyon[0].cid)!;
	const res = await fetch(`${urls[1]}/sandbox/places/${b.cid}`, { method: "POST", body: JSON.stringify({ phone: "+33 4 34 34 34 34" }) });
	expect(res.status).toBe(200);
	await eventually(() => phoneSeenBy(urls[0], b.cid), "+33 4 34 34 34 34");
	await fetch(`${urls[0]}/sandbox/places`, { method: "DELETE" });
	await eventually(() => phoneSeenBy(urls[1], b.cid), b.phone);
});

it("answers place_not_found and invalid_change with their codes", async () => {
	await expect(call(brokers[0], "simulator.changePlace", { cid: "42", phone: "1" })).rejects.toMatchObject({ code: 404, type: "place_not_found" });
	await expect(call(brokers[0], "simulator.changePlace", { cid: lyon[0].cid, rating: 7 })).rejects.toMatchObject({ code: 400, type: "invalid_change" });
	await expect(call(brokers[0], "simulator.reviewTruth", { cid: "42" })).rejects.toMatchObject({ code: 404, type: "place_not_found" });
});

it("reviewTruth tells each review's tone and topics, newest first", async () => {
	const b = lyon.find((x) => (x.reviewCount ?? 0) > 100)!;
	const truth = await call(brokers[1], "simulator.reviewTruth", { cid: b.cid });
	expect(truth.cid).toBe(b.cid);
	expect(["improving", "stable", "declining"]).toContain(truth.trend);
	expect(truth.reviews).toHaveLength(Math.min(500, b.reviewCount as number));
	const written = truth.reviews.filter((r) => r.language !== null);
	expect(written.every((r) => r.sentiment !== null)).toBe(true);
	expect(truth.reviews.filter((r) => r.language === null).every((r) => r.sentiment === null && r.topics.length === 0)).toBe(true);
	expect(written.filter((r) => r.sentiment !== "neutral").every((r) => r.topics.length >= 1)).toBe(true);
});
