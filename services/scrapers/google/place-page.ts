import { at, finite, parsePlaceArray, parseGoogleJson } from "./parse";
import type { GooglePlace } from "./types";

/**
 * A Google Maps place page, `GET https://www.google.com/maps?cid=<cid>` (see ../google.md): an HTML page
 * whose script sets `window.APP_INITIALIZATION_STATE=[…]`; its `[3][6]` is a string, `)]}'` then JSON whose
 * `[6]` is the same place array a search answer carries, so parsePlaceArray reads both.
 */

export interface PlacePage {
	/** null when the page carries no place: Google has no place by that id */
	place: GooglePlace | null;
	/** review counts for 1..5 stars (`p[175][3]`), when the page shows them */
	starHistogram: [number, number, number, number, number] | null;
	/** no APP_INITIALIZATION_STATE could be read: not a place page at all (a block, an error page, a cut answer) */
	malformed: boolean;
	/** false when the page carries a place array that does not read as a place: a layout the parser does not know */
	recognised: boolean;
}

const STATE_MARKER = "APP_INITIALIZATION_STATE=";

/** `<origin>/maps?cid=<cid>` (`hl` pins the language of display texts such as opening hours). */
export function buildPlacePageUrl(origin: string, cid: string, lang = "en"): string {
	return `${origin.replace(/\/+$/, "")}/maps?cid=${encodeURIComponent(cid)}&hl=${encodeURIComponent(lang)}`;
}

/** The origin of a configured Google URL (`https://www.google.com/search` → `https://www.google.com`). */
export function googleOrigin(url: string): string {
	return new URL(url).origin;
}

/** The JSON array literal starting at `start` (brackets balanced, strings skipped); null when it never closes. */
function arrayLiteralAt(s: string, start: number): string | null {
	let depth = 0;
	let inString = false;
	for (let i = start; i < s.length; i++) {
		const c = s[i];
		if (inString) {
			if (c === "\\") i++;
			else if (c === '"') inString = false;
		} else if (c === '"') inString = true;
		else if (c === "[") depth++;
		else if (c === "]" && --depth === 0) return s.slice(start, i + 1);
	}
	return null;
}

/** `window.APP_INITIALIZATION_STATE`'s value out of the page's HTML; undefined when the page has none that parses. */
export function initializationState(html: string): unknown {
	const marker = html.indexOf(STATE_MARKER);
	if (marker === -1) return undefined;
	const start = html.indexOf("[", marker + STATE_MARKER.length);
	const literal = start === -1 ? null : arrayLiteralAt(html, start);
	if (literal === null) return undefined;
	try {
		return JSON.parse(literal);
	} catch {
		return undefined;
	}
}

function histogram(p: unknown): PlacePage["starHistogram"] {
	const counts = at(p, 175, 3);
	if (!Array.isArray(counts) || counts.length < 5) return null;
	const five = counts.slice(0, 5).map((n) => finite(n));
	return five.every((n): n is number => n !== null && n >= 0) ? (five as PlacePage["starHistogram"]) : null;
}

/**
 * A place page: the HTML Google serves, or the `[3][6]` payload alone (what the fixtures hold). A state
 * whose `[3][6]` is empty is Google's "no such place"; a body with no state at all is malformed; a place
 * array that reads as no place (a new wrapper, no name where it was) is not recognised.
 */
export function parsePlacePage(body: string): PlacePage {
	const trimmed = body.trimStart();
	let payload: unknown;
	if (trimmed.startsWith(")]}'") || trimmed.startsWith("[")) {
		payload = parseGoogleJson(trimmed);
		if (!Array.isArray(payload)) return { place: null, starHistogram: null, malformed: true, recognised: false };
	} else {
		const state = initializationState(body);
		if (!Array.isArray(state)) return { place: null, starHistogram: null, malformed: true, recognised: false };
		const inner = at(state, 3, 6);
		payload = typeof inner === "string" ? parseGoogleJson(inner) : inner;
	}
	const p = at(payload, 6);
	const place = parsePlaceArray(p);
	// No place array is Google's "no such place"; one that reads as no place is another layout.
	const recognised = place !== null || !Array.isArray(p) || p.length === 0;
	return { place, starHistogram: histogram(p), malformed: false, recognised };
}
