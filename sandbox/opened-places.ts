import { statusText } from "./hours";
import { buildPostings, queryTerms } from "./matching";
import { placeInQuery } from "./query-location";
import { Rng } from "./random";
import { ADJECTIVES, NOUNS } from "./vocabulary";
import { insideBounds, viewportBounds, type Viewport, type World, type WorldBusiness } from "./world";

/**
 * Businesses opened in a town while the simulator runs, so an area watch sees a real `opened`. Each is made from a
 * place of the town of the same kind (its category, hours, address parts), a few metres from it, with ids of its
 * own that every lookup resolves (an index past the generated ones). The n-th place opened in a town from the same
 * kind is the same in every simulator process, so a change passed over the bus opens the same places everywhere.
 */

/** Opened places take indexes from here on (generated ones stay far below). */
const OPENED_INDEX = 900_000;
export const MAX_OPENED_PER_TOWN = 99_999;
/** How far from the place it is made from (metres): inside the area a search of the town covers. */
const OFFSET_METERS = 12;
const METERS_PER_DEGREE = 111_320;

export class OpenPlacesError extends Error {}

/** The town's places a search for `kind` finds (every place when no kind is given). */
function placesOfKind(world: World, cityKey: string, kind: string | null): readonly WorldBusiness[] {
	const places = world.cityBusinesses(cityKey);
	const words = kind ? queryTerms(kind) : [];
	if (!words.length) return places;
	const postings = buildPostings(places);
	const lists = words.map((w) => new Set(postings.get(w) ?? []));
	return places.filter((_, i) => lists.every((l) => l.has(i)));
}

/** The `ordinal`-th place opened in the town, made from a place of that kind there. */
export function openedPlace(world: World, cityKey: string, kind: string | null, ordinal: number): WorldBusiness {
	const templates = placesOfKind(world, cityKey, kind);
	if (!templates.length) throw new OpenPlacesError(`no place in ${cityKey} is a ${kind}`);
	const template = templates[ordinal % templates.length];
	const rng = new Rng(`${world.seed}:${cityKey}:opened:${kind ?? ""}:${ordinal}`);
	const slot = Math.floor(template.seq / 1_000_000);
	const index = OPENED_INDEX + ordinal;
	const hi = BigInt(template.featureId.split(":")[0]);
	const angle = rng.next() * 2 * Math.PI;
	const lat = template.latitude + (Math.sin(angle) * OFFSET_METERS) / METERS_PER_DEGREE;
	const lng = template.longitude + (Math.cos(angle) * OFFSET_METERS) / (METERS_PER_DEGREE * Math.cos((template.latitude * Math.PI) / 180));
	return {
		...template,
		...world.placeIdsAt(slot, index, hi),
		seq: slot * 1_000_000 + index,
		id: `${cityKey}-opened-${ordinal}`,
		name: `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)} ${template.categories[0]}`,
		phone: template.phone && otherDigits(template.phone, 4, rng),
		...otherNumber(template, rng.int(1, 240)),
		website: null,
		rating: 5,
		reviewCount: 1,
		description: null,
		latitude: Math.round(lat * 1e7) / 1e7,
		longitude: Math.round(lng * 1e7) / 1e7,
		businessStatus: template.hours ? statusText(template.hours) : null,
	};
}

/** The phone with its last `n` digits drawn anew (its format kept): another line of the same area. */
function otherDigits(phone: string, n: number, rng: Rng): string {
	const chars = [...phone];
	for (let i = chars.length - 1, left = n; i >= 0 && left > 0; i--) {
		if (/\d/.test(chars[i])) {
			chars[i] = String(rng.int(0, 9));
			left--;
		}
	}
	return chars.join("");
}

/** The address with another number in the same street. */
function otherNumber(b: WorldBusiness, number: number): Pick<WorldBusiness, "street" | "fullAddress"> {
	const street = /\d+/.test(b.street) ? b.street.replace(/\d+/, String(number)) : `${number} ${b.street}`;
	return { street, fullAddress: b.fullAddress.replace(b.street, street) };
}

/** Of `places`, those a search for `query` in `viewport` shows, read as the world reads a query (a trailing place name is where, not what). */
export function placesMatching(world: World, query: string, viewport: Viewport, places: readonly WorldBusiness[]): WorldBusiness[] {
	const box = viewportBounds(viewport);
	const named = world.findCity(query) ? null : placeInQuery(query);
	const words = queryTerms(named ? named.rest : query);
	const postings = buildPostings(places);
	const lists = words.map((w) => new Set(postings.get(w) ?? []));
	return places.filter((b, i) => lists.every((l) => l.has(i)) && insideBounds(box, b.latitude, b.longitude));
}
