import { Closed, NullableInteger, NullableNumber, NullableRef, NullableString, Ref, StringEnum, Type, type Static, type TSchema } from "./schema";

/**
 * The shapes of what a place shows (shared/place-fields builds them), written once: each schema is
 * an OpenAPI component and, through `Static`, the type leads, dataset rows and the business record use.
 */

export const BUSINESS_STATUSES = ["operational", "closed_temporarily", "closed_permanently"] as const;
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** A place shows at most this many photos. */
export const MAX_PHOTOS = 10;
export const HOURS_A_DAY = 24;
export const BUSIEST = 100;

/** The same schema under each weekday, Monday first. */
const byWeekday = <T extends TSchema>(day: T) => ({ monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day });

export const BusinessStatusSchema = StringEnum(BUSINESS_STATUSES);
export type BusinessStatus = Static<typeof BusinessStatusSchema>;

export const AddressPartsSchema = Closed(
	{
		street: NullableString(),
		postalCode: NullableString(),
		locality: NullableString(),
		region: NullableString(),
		countryCode: NullableString({ description: "ISO 3166-1 alpha-2" }),
	},
	"The address in parts, beside the one-line `fullAddress` (which keeps its meaning).",
);
export type AddressParts = Static<typeof AddressPartsSchema>;

const clock = (options = {}) => Type.String({ pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$", ...options });
export const HoursIntervalSchema = Closed(
	{
		open: clock(),
		close: clock({ description: "`24:00` is midnight at the end of the day; a close earlier than the open runs past midnight" }),
	},
	"Local time of the place (see `timezone`).",
);
/** Local time of the place, "HH:MM"; `close` "24:00" is the end of the day, and a close before the open runs past midnight. */
export type HoursInterval = Static<typeof HoursIntervalSchema>;

const intervals = Type.Array(Ref("HoursInterval", HoursIntervalSchema));
const SpecialHoursSchema = Closed({ date: Type.String({ format: "date" }), intervals });
/** Hours of one date that differ from the week's (a holiday); no interval means closed that day. */
export type SpecialHours = Static<typeof SpecialHoursSchema>;

export const OpeningHoursSchema = Closed({
	weekly: Closed(byWeekday(Type.Optional(intervals)), "By weekday; a day absent was not given, an empty list is closed all day."),
	special: Type.Array(SpecialHoursSchema, {
		description: "dates whose hours differ from the week's (holidays), when the provider gives them; no interval means closed",
	}),
});
export type OpeningHours = Static<typeof OpeningHoursSchema>;

export const PlacePhotoSchema = Closed(
	{
		url: Type.String({ format: "uri", description: "serves the photo at `width` × `height`" }),
		width: NullableInteger({ minimum: 1 }),
		height: NullableInteger({ minimum: 1 }),
	},
	"One photo of the place, at its original size (null: the provider does not say).",
);
/** One photo: `url` serves it at `width` × `height` pixels (null when the provider does not say). */
export type PlacePhoto = Static<typeof PlacePhotoSchema>;

export const PopularTimesSchema = Closed(
	byWeekday(Type.Array(Type.Integer({ minimum: 0, maximum: BUSIEST }), { minItems: HOURS_A_DAY, maxItems: HOURS_A_DAY })),
	"By weekday: 24 numbers, hour 0 (midnight to 1 am) first, in the place's local time (see `timezone`): how busy the place usually is then, 100 at the busiest hour of its week, 0 when closed or quiet.",
);
/** By weekday, Monday first: 24 integers 0..100, how busy the place usually is at each hour of its local day (hour 0 first). */
export type PopularTimes = Static<typeof PopularTimesSchema>;

/** What a place shows, on Lead, BusinessDatasetRow and Business alike (each decides whether `phoneE164` is there). */
export const PLACE_PROPERTIES = {
	addressParts: Ref("AddressParts", AddressPartsSchema),
	latitude: NullableNumber(),
	longitude: NullableNumber(),
	timezone: NullableString({ description: "IANA time zone (`Europe/Paris`): the provider's, else derived from the coordinates" }),
	openingHours: NullableRef("OpeningHours", OpeningHoursSchema, { description: "null when the provider shows no hours" }),
	businessStatus: NullableRef("BusinessStatus", BusinessStatusSchema, { description: "null when the provider does not say" }),
	description: NullableString(),
	priceRange: NullableString({ description: "as the provider writes it, e.g. `€€`" }),
	phoneE164: NullableString({ description: "`phone` in E.164 (`+35725101555`), read for the place's country; null when it is not a valid number" }),
	photos: Type.Array(Ref("PlacePhoto", PlacePhotoSchema), {
		maxItems: MAX_PHOTOS,
		description:
			"up to 10 of the place's photos, the place's own first; empty until a read that carries photos saw some (Google's place page: a research run, a monitor check, a lookup of an unseen id; search answers carry none)",
	}),
	photoCount: NullableInteger({ minimum: 0, description: "how many photos the provider says the place has; null until a read carried it" }),
	popularTimes: NullableRef("PopularTimes", PopularTimesSchema, {
		description:
			"how busy the place usually is, by weekday and hour of its local day; null until a read that carries it saw it (as `photos`), and for places the provider does not measure",
	}),
};
export const PlaceFieldsSchema = Type.Object(PLACE_PROPERTIES);
export type PlaceFields = Static<typeof PlaceFieldsSchema>;

/** The place's components, by the names the document gives them. */
export const PLACE_SCHEMAS = {
	AddressParts: AddressPartsSchema,
	HoursInterval: HoursIntervalSchema,
	OpeningHours: OpeningHoursSchema,
	BusinessStatus: BusinessStatusSchema,
	PlacePhoto: PlacePhotoSchema,
	PopularTimes: PopularTimesSchema,
};
