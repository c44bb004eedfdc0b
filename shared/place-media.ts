/**
 * A place's photos and popular times (issue 29; their shapes are place fields, shared/place-fields):
 * the rules an observation's values are checked by, and their flat-file forms.
 */

import { WEEKDAYS, type PlacePhoto, type PopularTimes } from "./place-fields";

import { BUSIEST, HOURS_A_DAY, MAX_PHOTOS } from "./place-schemas";

export { BUSIEST, HOURS_A_DAY, MAX_PHOTOS };

/** What an observation carries: absent or null when its read did not carry them (a search answer), so the row keeps what it had. */
export interface PlaceMediaObservation {
	photos?: PlacePhoto[] | null;
	/** how many photos the provider says the place has (at least `photos.length`) */
	photoCount?: number | null;
	popularTimes?: PopularTimes | null;
}

const dimension = { type: "number", integer: true, min: 1, max: 100_000, nullable: true } as const;
const hours = { type: "array", length: HOURS_A_DAY, items: { type: "number", integer: true, min: 0, max: BUSIEST } } as const;

/** fastest-validator rules of an observation's media (scrapers hand them over in this form). */
export const PLACE_MEDIA_SCHEMA = {
	photos: {
		type: "array",
		max: MAX_PHOTOS,
		optional: true,
		nullable: true,
		items: { type: "object", strict: true, props: { url: { type: "url", max: 2000 }, width: dimension, height: dimension } },
	},
	photoCount: { type: "number", integer: true, min: 0, optional: true, nullable: true },
	popularTimes: {
		type: "object",
		optional: true,
		nullable: true,
		strict: true,
		props: Object.fromEntries(WEEKDAYS.map((d) => [d, hours])),
	},
} as const;

/** `photo_urls` of the flat exports: the URLs, space-separated; null when there is none. */
export function photoUrlsText(photos: readonly PlacePhoto[] | null | undefined): string | null {
	return photos?.length ? photos.map((p) => p.url).join(" ") : null;
}

/** `popular_times` of the flat exports: the week as JSON text, Monday first; null when unknown. */
export function popularTimesText(week: PopularTimes | null | undefined): string | null {
	return week ? JSON.stringify(Object.fromEntries(WEEKDAYS.map((d) => [d, week[d]]))) : null;
}
