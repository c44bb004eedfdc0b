/**
 * What a place shows beyond its contact values: address parts, position, time zone,
 * opening hours, status, description, price range, the phone in E.164, photos and
 * popular times (their checks and flat forms in shared/place-media). One
 * function (placeFieldsOf) builds these fields from a business row for every
 * surface that shows them (leads, dataset rows, the business record, exports).
 */

export const BUSINESS_STATUSES = ["operational", "closed_temporarily", "closed_permanently"] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Local time of the place, "HH:MM"; `close` "24:00" is the end of the day, and a close before the open runs past midnight. */
export interface HoursInterval { open: string; close: string }
/** Hours of one date that differ from the week's (a holiday); no interval means closed that day. */
export interface SpecialHours { date: string; intervals: HoursInterval[] }
/** A weekday missing from `weekly` was not given; an empty list is closed all day. */
export interface OpeningHours { weekly: Partial<Record<Weekday, HoursInterval[]>>; special: SpecialHours[] }

/** One photo: `url` serves it at `width` × `height` pixels (null when the provider does not say). */
export interface PlacePhoto { url: string; width: number | null; height: number | null }

/** By weekday, Monday first: 24 integers 0..100, how busy the place usually is at each hour of its local day (hour 0 first). */
export type PopularTimes = Record<Weekday, number[]>;

export interface AddressParts {
	street: string | null;
	postalCode: string | null;
	locality: string | null;
	region: string | null;
	countryCode: string | null;
}

export interface PlaceFields {
	addressParts: AddressParts;
	latitude: number | null;
	longitude: number | null;
	timezone: string | null;
	openingHours: OpeningHours | null;
	businessStatus: BusinessStatus | null;
	description: string | null;
	priceRange: string | null;
	phoneE164: string | null;
	/** up to 10; empty until a read that carries photos (a place page) saw some */
	photos: PlacePhoto[];
	/** how many photos the provider says the place has; null until a read carried it */
	photoCount: number | null;
	popularTimes: PopularTimes | null;
}

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
	type: "array", max: 12,
	items: { type: "object", strict: true, props: { open: { type: "string", pattern: CLOCK }, close: { type: "string", pattern: CLOCK } } },
} as const;

/** fastest-validator rule of an observation's opening hours (scrapers hand them over in this form). */
export const OPENING_HOURS_SCHEMA = {
	type: "object", optional: true, nullable: true, strict: true,
	props: {
		weekly: { type: "object", strict: true, props: Object.fromEntries(WEEKDAYS.map((d) => [d, { ...INTERVALS_SCHEMA, optional: true }])) },
		special: {
			type: "array", max: 60,
			items: { type: "object", strict: true, props: { date: { type: "string", pattern: /^\d{4}-\d{2}-\d{2}$/ }, intervals: INTERVALS_SCHEMA } },
		},
	},
} as const;
