import tzLookup from "@photostructure/tz-lookup";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

/**
 * Place fields the dataset derives when it stores an observation (see shared/place-fields.ts):
 * apart from the types so that the scrapers, which only build observations, never load
 * the phone metadata or the time-zone map.
 */

/** The phone in E.164 (`+35725101555`), read for the place's country when it has no `+`; null when it is no valid number. */
export function phoneE164Of(phone: string | null | undefined, country: string | null | undefined): string | null {
	if (!phone) return null;
	const region = country && /^[A-Z]{2}$/i.test(country) ? (country.toUpperCase() as CountryCode) : undefined;
	try {
		const parsed = parsePhoneNumberFromString(phone, region);
		return parsed && parsed.isValid() ? parsed.number : null;
	} catch {
		return null;
	}
}

/** The IANA time zone at a point (tz-lookup's compact map: exact inland, nearest zone near borders and at sea). */
export function timezoneAt(latitude: number | null | undefined, longitude: number | null | undefined): string | null {
	if (typeof latitude !== "number" || typeof longitude !== "number" || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
	if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
	try {
		return tzLookup(latitude, longitude);
	} catch {
		return null;
	}
}

/** A provider's time zone when it looks like an IANA name, else null (the coordinates decide). */
export function ianaZone(value: string | null | undefined): string | null {
	if (!value || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)+$|^UTC$/.test(value)) return null;
	try {
		new Intl.DateTimeFormat("en", { timeZone: value });
		return value;
	} catch {
		return null;
	}
}
