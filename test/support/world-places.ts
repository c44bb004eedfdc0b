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
