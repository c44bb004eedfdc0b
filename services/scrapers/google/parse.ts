import { at, finite, text } from "./json-path";
import type { BusinessStatus } from "../../../shared/place-fields";
import { placeArrayHours } from "./opening-hours";
import { placeArrayPhotos, placeArrayPopularTimes } from "./place-media";
import type { BlockKind, GooglePlace, OpeningHoursDay, SearchPage } from "./types";

/** Paths follow ../google.md; every read is null-safe because Google moves indexes without notice. */

const XSSI_PREFIX = ")]}'";
const FEATURE_ID = /^0x([0-9a-f]{1,16}):0x([0-9a-f]{1,16})$/i;

export { at, finite, text };

function firstText(root: unknown, ...paths: number[][]): string | null {
	for (const path of paths) {
		const v = text(at(root, ...path));
		if (v !== null) return v;
	}
	return null;
}

/** Drops the `)]}'` anti-XSSI line (or anything before the first `[`) and parses; undefined when it is not JSON. */
export function parseGoogleJson(body: unknown): unknown {
	if (typeof body !== "string") return undefined;
	let s = body.trimStart();
	if (s.startsWith(XSSI_PREFIX)) {
		const nl = s.indexOf("\n");
		s = nl === -1 ? s.slice(XSSI_PREFIX.length) : s.slice(nl + 1);
	} else if (!s.startsWith("[") && !s.startsWith("{")) {
		const bracket = s.indexOf("[");
		if (bracket === -1) return undefined;
		s = s.slice(bracket);
	}
	try {
		const value: unknown = JSON.parse(s);
		// Some front ends wrap the payload as {"c":0,"d":")]}'\n[...]"}.
		if (value && typeof value === "object" && !Array.isArray(value) && typeof (value as { d?: unknown }).d === "string") {
			return parseGoogleJson((value as { d: string }).d);
		}
		return value;
	} catch {
		return undefined;
	}
}

export function cidFromFeatureId(fid: string): string | null {
	if (typeof fid !== "string") return null;
	const m = FEATURE_ID.exec(fid.trim());
	if (!m) return null;
	const cid = BigInt("0x" + m[2]);
	return cid === 0n ? null : cid.toString(10);
}

/** `/url?q=<real>&opi=…` (relative or on a google.* host) → `<real>`; anything else unchanged. */
export function unwrapGoogleRedirect(url: string): string {
	const m = /^(?:https?:\/\/(?:www\.)?google\.[a-z.]+)?\/url\?(.*)$/i.exec(url.trim());
	if (!m) return url.trim();
	const params = new URLSearchParams(m[1]);
	return text(params.get("q")) ?? text(params.get("url")) ?? url.trim();
}

function oneLineAddress(p: unknown[], name: string): string | null {
	const withName = text(p[18]);
	const withoutName = text(p[39]);
	if (withName && withName.startsWith(name + ",")) {
		return text(withName.slice(name.length + 1)) ?? withoutName;
	}
	return withoutName ?? withName;
}

function reviewCount(p: unknown[]): number | null {
	const n = finite(at(p, 4, 8));
	if (n !== null) return Math.round(n);
	const label = text(at(p, 4, 3, 1));
	const digits = label ? /^[\d.,\s\u00a0\u202f]+/.exec(label)?.[0].replace(/\D/g, "") : undefined;
	return digits ? Number(digits) : null;
}

function coordinate(p: unknown[], index: 2 | 3, limit: number): number | null {
	const v = finite(at(p, 9, index)) ?? finite(at(p, 208, 0, index));
	// Google's own precision is 7 decimals; the arrays carry float noise like 34.670595399999996.
	return v !== null && Math.abs(v) <= limit ? Math.round(v * 1e7) / 1e7 : null;
}

function featureId(p: unknown[]): string | null {
	for (const candidate of [at(p, 10), at(p, 227, 0, 0)]) {
		const v = text(candidate);
		if (v && FEATURE_ID.test(v)) return v;
	}
	return null;
}

function website(p: unknown[]): string | null {
	const raw = text(at(p, 7, 0));
	return raw ? text(unwrapGoogleRedirect(raw)) : null;
}

function stringList(v: unknown): string[] {
	if (!Array.isArray(v)) return [];
	const out: string[] = [];
	for (const item of v) {
		const t = text(item);
		if (t !== null) out.push(t);
	}
	return out;
}

function openingHours(p: unknown[]): OpeningHoursDay[] {
	const current = at(p, 203, 0);
	if (Array.isArray(current)) {
		const days = current.flatMap((d): OpeningHoursDay[] => {
			const day = text(at(d, 0));
			const slots = at(d, 3);
			if (!day || !Array.isArray(slots)) return [];
			return [{ day, hours: slots.map((s) => text(at(s, 0))).filter((s): s is string => s !== null) }];
		});
		if (days.length) return days;
	}
	const legacy = at(p, 34, 1);
	if (Array.isArray(legacy)) {
		return legacy.flatMap((d): OpeningHoursDay[] => {
			const day = text(at(d, 0));
			return day ? [{ day, hours: stringList(at(d, 1)) }] : [];
		});
	}
	return [];
}

/** `p[4][2]`: a run of currency signs (`€€`, `$$$`); a price span such as "€10–20" is kept as written. */
function priceRange(p: unknown[]): string | null {
	const v = text(at(p, 4, 2));
	return v && v.length <= 40 ? v : null;
}

/** Google's status line: "Permanently closed", "Temporarily closed", or the open/closed-now text of an operating place. */
/**
 * Google's status line in the languages searches ask for (`hl`): English, French, German, Spanish,
 * Italian, Portuguese, Dutch and Greek, either word order. Anything else about a place that exists
 * (opening times, "Closed now") is operational.
 */
const PERMANENTLY_CLOSED =
	/permanently closed|closed permanently|fermé définitivement|définitivement fermé|dauerhaft geschlossen|cerrado permanentemente|permanentemente cerrado|chiuso definitivamente|chiuso permanentemente|permanentemente fechado|fechado permanentemente|permanent gesloten|definitief gesloten|έκλεισε οριστικά|μόνιμα κλειστό/;
const TEMPORARILY_CLOSED =
	/temporarily closed|closed temporarily|fermé temporairement|temporairement fermé|vorübergehend geschlossen|cerrado temporalmente|temporalmente cerrado|chiuso temporaneamente|temporariamente fechado|fechado temporariamente|tijdelijk gesloten|προσωρινά κλειστό/;

export function businessStatusOf(status: string | null, hasPlace: boolean): BusinessStatus | null {
	if (status === null) return null;
	const s = status.toLowerCase().replace(/[\s_]+/g, " ");
	if (PERMANENTLY_CLOSED.test(s)) return "closed_permanently";
	if (TEMPORARILY_CLOSED.test(s)) return "closed_temporarily";
	return hasPlace ? "operational" : null;
}

export function parsePlaceArray(p: unknown): GooglePlace | null {
	if (!Array.isArray(p)) return null;
	const name = text(p[11]);
	if (name === null) return null;
	const parts = at(p, 183, 1);
	const fid = featureId(p);
	const placeId = firstText(p, [78], [227, 0, 4]);
	const latitude = coordinate(p, 2, 90);
	const longitude = coordinate(p, 3, 180);
	// Without any identity or position a row cannot be deduplicated or placed: treat it as noise.
	if (!fid && !placeId && (latitude === null || longitude === null)) return null;
	const country = text(at(parts, 6)) ?? text(p[243]);
	return {
		name,
		fullAddress: oneLineAddress(p, name),
		borough: text(at(parts, 0)),
		street: firstText(parts, [1], [2]) ?? (Array.isArray(parts) ? null : text(at(p, 2, 0))),
		locality: text(at(parts, 3)) ?? text(at(p, 82, 3)),
		postalCode: text(at(parts, 4)),
		region: text(at(parts, 5)),
		countryCode: country && /^[a-z]{2}$/i.test(country) ? country.toUpperCase() : null,
		phone: firstText(p, [178, 0, 0], [178, 0, 3]),
		website: website(p),
		rating: finite(at(p, 4, 7)),
		reviewCount: reviewCount(p),
		categories: stringList(p[13]),
		latitude,
		longitude,
		featureId: fid,
		cid: fid ? cidFromFeatureId(fid) : null,
		placeId,
		openingHours: openingHours(p),
		hours: placeArrayHours(p),
		businessStatus: text(at(p, 34, 4, 4)),
		description: text(at(p, 32, 1, 1)),
		timezone: text(p[30]),
		priceRange: priceRange(p),
		...placeArrayPhotos(p),
		popularTimes: placeArrayPopularTimes(p),
	};
}

/**
 * A keyless search answer: places at data[0][1][i][14] for i >= 1. `skip` is asked
 * with each place's feature id first; a place it already knows is counted in
 * `total` but not read again (a split area returns many places twice).
 */
export function parseSearchPage(body: string, skip?: (featureId: string) => boolean): SearchPage {
	const data = parseGoogleJson(body);
	if (!Array.isArray(data)) return { places: [], total: 0, malformed: true, recognised: false };
	const entries = at(data, 0, 1);
	if (!Array.isArray(entries)) return { places: [], total: 0, malformed: false, recognised: false };
	const places: GooglePlace[] = [];
	let total = 0;
	for (let i = 1; i < entries.length; i++) {
		const raw = at(entries[i], 14);
		if (skip && Array.isArray(raw)) {
			const fid = text(raw[10]);
			if (fid && text(raw[11]) !== null && skip(fid)) {
				total++;
				continue;
			}
		}
		const place = parsePlaceArray(raw);
		if (place) {
			places.push(place);
			total++;
		}
	}
	// Entries after the first, none of them a place: their layout is not the one read here.
	return { places, total, malformed: false, recognised: total > 0 || entries.length <= 1 };
}

export function parseSearchResponse(body: string): GooglePlace[] {
	return parseSearchPage(body).places;
}

/** A place page's `APP_INITIALIZATION_STATE[3][6]` payload: the place array sits at jd[6]. */
export function parsePlacePageState(json: string): GooglePlace | null {
	return parsePlaceArray(at(parseGoogleJson(json), 6));
}

export type HeadersLike = { get(name: string): string | null } | Record<string, string | string[] | number | undefined>;

function header(headers: HeadersLike | null | undefined, name: string): string {
	if (!headers) return "";
	if (typeof (headers as { get?: unknown }).get === "function") return (headers as { get(n: string): string | null }).get(name) ?? "";
	const record = headers as Record<string, string | string[] | number | undefined>;
	const key = Object.keys(record).find((k) => k.toLowerCase() === name);
	const v = key === undefined ? undefined : record[key];
	return Array.isArray(v) ? v.join(", ") : v === undefined ? "" : String(v);
}

const CONSENT_MARKERS = /consent\.google\.|before you continue to google/i;
const CAPTCHA_MARKERS = /unusual traffic|g-recaptcha|\/sorry\/index|captcha-form|id="captcha"/i;

/** Classifies an answer that is Google refusing us rather than answering; null when it looks like a real answer or an ordinary error. */
export function detectBlock(status: number, headers: HeadersLike | null | undefined, body: string | null | undefined): BlockKind | null {
	const location = header(headers, "location");
	if (status >= 300 && status < 400) {
		if (/^https?:\/\/consent\.google\./i.test(location)) return "consent";
		if (/\/sorry\//i.test(location)) return "captcha";
	}
	const head = typeof body === "string" ? body.slice(0, 20_000).trimStart() : "";
	if (head && !head.startsWith(XSSI_PREFIX) && !head.startsWith("[")) {
		if (CAPTCHA_MARKERS.test(head)) return "captcha";
		if (CONSENT_MARKERS.test(head)) return "consent";
	}
	if (status === 429) return "rate_limited";
	return null;
}
