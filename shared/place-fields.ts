/**
 * What a place shows beyond its contact values: address parts, position, time zone,
 * opening hours, status, description, price range, the phone in E.164, photos and
 * popular times (their checks and flat forms in shared/place-media). One
 * function (placeFieldsOf) builds these fields from a business row for every
 * surface that shows them (leads, dataset rows, the business record, exports).
 */

import { WEEKDAYS, type AddressParts, type HoursInterval, type OpeningHours, type PlaceFields } from "./place-schemas";

/** The shapes (schemas and types) are in shared/place-schemas. */
export {
	BUSINESS_STATUSES,
	WEEKDAYS,
	type AddressParts,
	type BusinessStatus,
	type HoursInterval,
	type OpeningHours,
	type PlaceFields,
	type PlacePhoto,
	type PopularTimes,
	type SpecialHours,
	type Weekday,
} from "./place-schemas";

/** The business row's columns placeFieldsOf reads (dataset BusinessRecord and BusinessLeadView carry them). */
export type PlaceSource = Omit<PlaceFields, "addressParts"> & Omit<AddressParts, "countryCode"> & { country: string | null };

/** The place fields of a business row, as leads, dataset rows and the business record show them. */
export function placeFieldsOf(b: PlaceSource): PlaceFields {
	return {
		addressParts: { street: b.street, postalCode: b.postalCode, locality: b.locality, region: b.region, countryCode: b.country },
		latitude: b.latitude,
		longitude: b.longitude,
		timezone: b.timezone,
		openingHours: b.openingHours,
		businessStatus: b.businessStatus,
		description: b.description,
		priceRange: b.priceRange,
		phoneE164: b.phoneE164,
		photos: b.photos,
		photoCount: b.photoCount,
		popularTimes: b.popularTimes,
	};
}

/** The week Monday first, whatever order a provider listed its days in (JSON keeps insertion order). */
export function mondayFirst(weekly: OpeningHours["weekly"]): OpeningHours["weekly"] {
	const out: OpeningHours["weekly"] = {};
	for (const day of WEEKDAYS) if (weekly[day]) out[day] = weekly[day];
	return out;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Minutes from midnight → "HH:MM": 1440 is "24:00" (the end of the day), past it the next day's clock (1500 → "01:00"). */
export function clockOf(minutes: number): string {
	if (minutes >= 1440) return minutes === 1440 ? "24:00" : clockOf(minutes - 1440);
	return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** "Mo 07:00-20:30; Tu closed; …; 2026-12-25 closed": the hours as one line for flat exports. */
export function openingHoursText(hours: OpeningHours | null | undefined): string | null {
	if (!hours) return null;
	const line = (intervals: HoursInterval[]) => (intervals.length ? intervals.map((i) => `${i.open}-${i.close}`).join(",") : "closed");
	const parts: string[] = [];
	for (const day of WEEKDAYS) {
		const intervals = hours.weekly[day];
		if (intervals) parts.push(`${day.slice(0, 2).replace(/^./, (c) => c.toUpperCase())} ${line(intervals)}`);
	}
	for (const s of hours.special) parts.push(`${s.date} ${line(s.intervals)}`);
	return parts.length ? parts.join("; ") : null;
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const INTERVALS_SCHEMA = {
	type: "array",
	max: 12,
	items: { type: "object", strict: true, props: { open: { type: "string", pattern: CLOCK }, close: { type: "string", pattern: CLOCK } } },
} as const;

/** fastest-validator rule of an observation's opening hours (scrapers hand them over in this form). */
export const OPENING_HOURS_SCHEMA = {
	type: "object",
	optional: true,
	nullable: true,
	strict: true,
	props: {
		weekly: { type: "object", strict: true, props: Object.fromEntries(WEEKDAYS.map((d) => [d, { ...INTERVALS_SCHEMA, optional: true }])) },
		special: {
			type: "array",
			max: 60,
			items: { type: "object", strict: true, props: { date: { type: "string", pattern: /^\d{4}-\d{2}-\d{2}$/ }, intervals: INTERVALS_SCHEMA } },
		},
	},
} as const;
