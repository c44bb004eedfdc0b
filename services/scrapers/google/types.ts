import type { OpeningHours, PlacePhoto, PopularTimes } from "../../../shared/place-fields";

export interface OpeningHoursDay {
	day: string;
	/** Google's own display text per slot, e.g. "7 AM–8:30 PM", "Closed", "Open 24 hours". */
	hours: string[];
}

/** One place read from a Google Maps place array; every field the array lacks is null (or empty). */
export interface GooglePlace {
	name: string;
	fullAddress: string | null;
	borough: string | null;
	street: string | null;
	locality: string | null;
	postalCode: string | null;
	region: string | null;
	countryCode: string | null;
	phone: string | null;
	website: string | null;
	rating: number | null;
	reviewCount: number | null;
	categories: string[];
	latitude: number | null;
	longitude: number | null;
	featureId: string | null;
	/** Unsigned 64-bit decimal string (exceeds Number precision). */
	cid: string | null;
	placeId: string | null;
	openingHours: OpeningHoursDay[];
	/** the same week read from the numbers beside the display texts */
	hours: OpeningHours | null;
	/** Google's status line or word, as given ("Open ⋅ Closes 8 PM", "Permanently closed", "OPERATIONAL"); see businessStatusOf */
	businessStatus: string | null;
	description: string | null;
	timezone: string | null;
	/** as Google writes it: `€€`, `$` */
	priceRange: string | null;
	/** up to 10 at their original size; null when the array carries none (a search answer) */
	photos: PlacePhoto[] | null;
	photoCount: number | null;
	/** null when the array carries none */
	popularTimes: PopularTimes | null;
}

export type BlockKind = "consent" | "captcha" | "rate_limited";

export interface SearchPage {
	places: GooglePlace[];
	/** places in the answer, including those `skip` passed over */
	total: number;
	/** True when the body was not Google's JSON at all (HTML, truncated, empty): a retry or block signal, not "no results". */
	malformed: boolean;
	/**
	 * False when the answer is JSON but not laid out as the parser knows: no list of entries where it
	 * should be, or entries none of which reads as a place (a layout change; docs/provider-drift.md).
	 */
	recognised: boolean;
}
