import { buildInfoboxRequest } from "../services/scrapers/bing/request";
import { parseInfobox } from "../services/scrapers/bing/parse";
import { buildPlacePageUrl, parsePlacePage } from "../services/scrapers/google/place-page";
import { bingYpid } from "../sandbox/bing-wire";
import { townNamed } from "../sandbox/query-location";
import { createSimulatorServer, type SimulatorServer } from "../sandbox/server";
import type { WorldBusiness } from "../sandbox/world";

/**
 * Businesses opened in a town and taken off the map while the simulator runs (what an area watch needs to see a
 * change): found where the town's are, by every lookup, distinct from the town's own places, the same in every
 * simulator, and gone again with a reset.
 */

let sim: SimulatorServer;
let base: string;

beforeAll(async () => {
	sim = createSimulatorServer();
	base = await sim.listenOn(0);
});
afterAll(() => sim.shutdown());
beforeEach(() => sim.resetPlaces());

const cancale = townNamed("Cancale")!;
const inCancale = (query: string) => sim.world.businessesMatching(query, { lat: cancale.lat, lng: cancale.lng, spanMeters: cancale.radiusMeters * 2 });

async function post(path: string, body: string): Promise<{ status: number; body: any }> {
	const res = await fetch(`${base}${path}`, { method: "POST", body, headers: { "content-type": "application/json" } });
	return { status: res.status, body: await res.json() };
}

async function placeOnPage(cid: string) {
	return parsePlacePage(await (await fetch(buildPlacePageUrl(base, cid))).text()).place;
}

test("POST /sandbox/towns/<town>/places opens places a search of the town finds and every lookup serves", async () => {
	const before = inCancale("bakery");
	const res = await post("/sandbox/towns/Cancale/places", JSON.stringify({ count: 2, kind: "bakery" }));
	expect(res.status).toBe(200);
	expect(res.body.town).toBe(cancale.key);
	const opened: Array<{ cid: string; name: string; phone: string | null; address: string; categories: string[] }> = res.body.places;
	expect(opened).toHaveLength(2);
	const after = inCancale("bakery");
	expect(after.map((b) => b.cid).sort()).toEqual([...before.map((b) => b.cid), ...opened.map((p) => p.cid)].sort());

	const town = sim.world.cityBusinesses(cancale.key);
	for (const place of opened) {
		expect(place.categories).toContain("Bakery");
		// its own ids, phone and address: no place of the town shares them
		const others = town.filter((b) => b.cid !== place.cid);
		expect(others.some((b) => (b.phone !== null && b.phone === place.phone) || b.fullAddress === place.address)).toBe(false);
		expect(await placeOnPage(place.cid)).toMatchObject({ name: place.name, phone: place.phone });
		const shown = sim.world.businessByCid(place.cid) as WorldBusiness;
		expect(parseInfobox(await (await fetch(buildInfoboxRequest(base, bingYpid(shown)).url)).text()).place).toMatchObject({ rating: 5 });
	}
	// the next ones are others; the same ordinals make the same places in another simulator
	const more = await post("/sandbox/towns/Cancale/places", JSON.stringify({ kind: "bakery" }));
	expect(more.body.places.map((p: { cid: string }) => p.cid)).not.toContain(opened[0].cid);
	const other = createSimulatorServer();
	expect(other.applyOpened({ town: cancale.key, kind: "bakery", ordinals: [0, 1] }).map((b) => b.cid)).toEqual(opened.map((p) => p.cid));
	await other.shutdown();

	// one closes again on its own, the rest with every change
	expect((await fetch(`${base}/sandbox/places/${opened[0].cid}`, { method: "DELETE" })).status).toBe(200);
	expect(inCancale("bakery").map((b) => b.cid)).not.toContain(opened[0].cid);
	expect(await placeOnPage(opened[0].cid)).toBeNull();
	expect((await fetch(`${base}/sandbox/places`, { method: "DELETE" })).status).toBe(200);
	expect(
		inCancale("bakery")
			.map((b) => b.cid)
			.sort(),
	).toEqual(before.map((b) => b.cid).sort());
});

test("a change { removed: true } takes a place off the map, { removed: false } puts it back; an opened place closes by status too", async () => {
	const [place] = inCancale("bakery");
	expect((await post(`/sandbox/places/${place.cid}`, '{"removed": true}')).status).toBe(200);
	expect(inCancale("bakery").map((b) => b.cid)).not.toContain(place.cid);
	expect(sim.world.businessByCid(place.cid)).toBeNull();
	expect(await placeOnPage(place.cid)).toBeNull();
	sim.changePlace(place.cid, { removed: false });
	expect(inCancale("bakery").map((b) => b.cid)).toContain(place.cid);

	const [opened] = sim.openPlaces("Cancale", 1, "bakery")!.places;
	sim.changePlace(opened.cid, { businessStatus: "closed_permanently" });
	expect(inCancale("bakery").find((b) => b.cid === opened.cid)?.businessStatus).toBe("Permanently closed");
});

test.each([
	["an unknown town", 404, "town_not_found", "/sandbox/towns/Nowhereville%20Zzz/places", "{}"],
	["a count of 0", 400, "invalid_change", "/sandbox/towns/Cancale/places", '{"count": 0}'],
	["a count over 50", 400, "invalid_change", "/sandbox/towns/Cancale/places", '{"count": 51}'],
	["a kind the town has none of", 400, "invalid_change", "/sandbox/towns/Cancale/places", '{"kind": "submarine dealer"}'],
	["a body that is not JSON", 400, "invalid_json", "/sandbox/towns/Cancale/places", "{nope"],
	["a change of a CID no place has", 404, "place_not_found", "/sandbox/places/42", '{"removed": true}'],
])("%s is a %d %s", async (_name, status, code, path, body) => {
	expect(await post(path, body)).toMatchObject({ status, body: { error: code } });
});

test("removed must be a boolean", async () => {
	const [place] = inCancale("bakery");
	expect(await post(`/sandbox/places/${place.cid}`, '{"removed": "yes"}')).toMatchObject({ status: 400, body: { error: "invalid_change" } });
});
