import { parseAddress } from "../../services/scrapers/bing/address";
import { bingAddress } from "../../sandbox/bing-wire";
import { defaultWorld, type WorldBusiness } from "../../sandbox/world";

/** A place of the simulator's default world in `city` that passes `test`. */
export function place(city: string, test: (b: WorldBusiness) => boolean = () => true): WorldBusiness {
	const found = defaultWorld.cityBusinesses(city).find(test);
	if (!found) throw new Error(`no such place in ${city}`);
	return found;
}

/** A place showing everything a lookup reads: phone, website, hours, many reviews, open. */
export const withEverything = (b: WorldBusiness) =>
	b.phone !== null &&
	b.website !== null &&
	b.hours !== null &&
	(b.reviewCount ?? 0) > 60 &&
	!/closed/i.test(b.businessStatus ?? "") &&
	!b.website.includes("/url?");

/** A generated business's address, as the Bing wire writes it, reads back whole through the Bing address parser. */
export function expectBingAddressReadsBack(b: WorldBusiness): void {
	expect(parseAddress(bingAddress(b), b.countryCode)).toEqual({
		street: b.street,
		locality: b.locality,
		postalCode: b.postalCode,
		region: b.region,
		countryCode: b.countryCode,
	});
}
