import { DAY_NAMES, slotNumbers, slotText, type Slot } from "./hours";
import { addPlaceMedia } from "./place-media";
import { hashString } from "./random";
import type { WorldBusiness } from "./world";
import type { LayoutChange } from "./simulator.contract";

/** Google's keyless search wire format, laid out like the real answer in shared/fixtures/google/output.json. */

export const XSSI_LINE = ")]}'\n";
const PLACE_ARRAY_LENGTH = 244;
const REFERENCE_MONDAY = [2025, 1, 6] as const;
const placeJsonCache = new WeakMap<WorldBusiness, string>();

export interface WireViewport {
	lat: number;
	lng: number;
	spanMeters: number;
	viewportW?: number;
	viewportH?: number;
	zoom?: number;
}

/** One website in four is served as Google's redirect (`/url?q=…`), chosen by CID so it never changes. */
export function wireWebsite(b: WorldBusiness): string | null {
	if (!b.website) return null;
	if (hashString(b.cid) % 4 !== 0) return b.website;
	const usg = hashString(`usg:${b.cid}`).toString(36);
	return `/url?q=${encodeURIComponent(b.website)}&opi=79508299&sa=U&ved=0ahUKEwj${b.cid.slice(-8)}&usg=AOvVaw${usg}`;
}

/** Google writes "8:30\u202fPM" with a narrow no-break space; the simulator does too, so parsers meet the real bytes. */
function googleTime(text: string): string {
	return text.replace(/ (AM|PM)\b/g, "\u202f$1");
}

function displayHost(url: string): string {
	try {
		return new URL(url).hostname.replace(/^www\./, "");
	} catch {
		return url;
	}
}

function dialable(phone: string): string {
	return (phone.startsWith("+") ? "+" : "") + phone.replace(/\D/g, "");
}

function referenceDate(dayIndex: number): string {
	const [y, m, d] = REFERENCE_MONDAY;
	return `${y}-${String(m).padStart(2, "0")}-${String(d + dayIndex).padStart(2, "0")}`;
}

function legacyNumbers([open, close]: Slot): number[] {
	return [Math.floor(open / 60), open % 60, Math.floor((close % 1440) / 60), close % 60];
}

function cityLineOf(b: WorldBusiness): string {
	return b.fullAddress.slice(b.street.length + 2, b.fullAddress.length - b.countryName.length - 2);
}

export function placeArray(b: WorldBusiness): unknown[] {
	const p: unknown[] = new Array(PLACE_ARRAY_LENGTH).fill(null);
	const cityLine = cityLineOf(b);
	const website = wireWebsite(b);
	const withName = `${b.name}, ${b.fullAddress}`;
	p[2] = [b.street, cityLine, b.countryName];
	if (b.reviewCount !== null) {
		const reviewsUrl = `https://search.google.com/local/reviews?placeid=${b.placeId}&authuser=0&hl=en`;
		p[4] = [null, null, b.priceRange, [reviewsUrl, `${b.reviewCount} reviews`, null, null], null, null, null, b.rating, b.reviewCount];
	} else if (b.priceRange) {
		p[4] = [null, null, b.priceRange];
	}
	if (website && b.website) p[7] = [website, displayHost(b.website), null, null];
	p[9] = [null, null, b.latitude, b.longitude];
	p[10] = b.featureId;
	p[11] = b.name;
	p[13] = b.categories;
	p[18] = withName;
	p[30] = b.timezone;
	if (b.description) p[32] = [null, [null, b.description]];
	if (b.hours || b.businessStatus) {
		const legacy = b.hours?.map((slots, i) => [
			DAY_NAMES[i],
			slots.length ? slots.map((s) => googleTime(slotText(s))) : ["Closed"],
			null,
			null,
			referenceDate(i),
			1,
			slots.map(legacyNumbers),
			0,
		]);
		p[34] = [null, legacy ?? null, null, null, b.businessStatus ? [null, 1, 1, 0, googleTime(b.businessStatus)] : null];
	}
	p[39] = b.fullAddress;
	p[76] = b.categories.map((c) => [c.toLowerCase().replace(/[^a-z0-9]+/g, "_")]);
	p[78] = b.placeId;
	p[82] = [null, b.street, b.street, b.locality];
	p[166] = `${b.locality}, ${b.countryName}`;
	if (b.phone) {
		const tel = dialable(b.phone);
		p[178] = [
			[
				b.phone,
				[
					[b.phone, 1],
					[tel, 2],
				],
				null,
				tel,
				null,
				[`tel:${tel}`, null, null, null],
			],
		];
	}
	p[183] = [
		[
			[7, [[b.name], [b.street], [cityLine], [b.countryName]]],
			[2, [[withName]]],
			[1, [[b.fullAddress]]],
			[4, [[`${b.locality}, ${b.countryName}`]]],
		],
		[null, b.street, b.street, b.locality, b.postalCode, b.region, b.countryCode],
	];
	if (b.hours) {
		const [y, m, d] = REFERENCE_MONDAY;
		p[203] = [
			b.hours.map((slots, i) => [
				DAY_NAMES[i],
				i + 1,
				[y, m, d + i],
				slots.length ? slots.map((s) => [googleTime(slotText(s)), slotNumbers(s)]) : [["Closed"]],
				0,
				1,
			]),
		];
	}
	p[208] = [[null, null, b.latitude, b.longitude]];
	p[227] = [[b.featureId, null, null, null, b.placeId]];
	p[243] = b.countryCode;
	return p;
}

/** Rendered once per place and reused by every page that lists it. */
export function placeJson(b: WorldBusiness): string {
	let json = placeJsonCache.get(b);
	if (json === undefined) {
		json = JSON.stringify(placeArray(b));
		placeJsonCache.set(b, json);
	}
	return json;
}

function sessionToken(seed: string): string {
	return hashString(seed).toString(36).padStart(7, "0") + hashString(`${seed}:2`).toString(36);
}

/** Where `moved` puts what it moves: past every index a parser reads. */
const MOVED_BLOCK = PLACE_ARRAY_LENGTH + 6;

/** A place array under a layout change (`p` itself moved, or a wrapper around it). */
function changedPlaceArray(p: unknown[], layout: LayoutChange): unknown[] {
	if (layout === "wrapped") return [p];
	const moved = [4, 7, 34, 178, 203].map((i) => {
		const v = p[i];
		p[i] = null;
		return v;
	});
	p[MOVED_BLOCK] = moved;
	return p;
}

/** A place's JSON under a layout change (never cached: the fault is for tests). */
function changedPlaceJson(b: WorldBusiness, layout: LayoutChange): string {
	return JSON.stringify(changedPlaceArray(placeArray(b), layout));
}

/** A full search answer: `)]}'` line, then places at data[0][1][i][14] for i >= 1 (elsewhere under a layout change). */
export function renderSearchPage(query: string, places: readonly WorldBusiness[], viewport?: WireViewport, layout: LayoutChange | null = null): string {
	const q = JSON.stringify(query);
	const sid = JSON.stringify(sessionToken(`${query}:${viewport?.lat}:${viewport?.lng}`));
	const head = `[null,null,null,null,null,null,null,null,${sid},null,[${q},0]]`;
	const entries = places.map(
		(b) => `[null,null,null,null,null,null,null,null,${sid},null,null,null,null,null,${layout ? changedPlaceJson(b, layout) : placeJson(b)}]`,
	);
	const vp = viewport
		? `,[[${viewport.spanMeters},${viewport.lng},${viewport.lat}],[0,0,0],[${viewport.viewportW ?? 1024},${viewport.viewportH ?? 768}],${viewport.zoom ?? 13}]`
		: "";
	return `${XSSI_LINE}[[${q},[${[head, ...entries].join(",")}]${vp}]]`;
}

/** A place page's array: a search answer's, with the photos and popular times only place pages carry. */
function placePageArray(b: WorldBusiness): unknown[] {
	const p = placeArray(b);
	addPlaceMedia(p, b);
	return p;
}

/** A place page's `APP_INITIALIZATION_STATE[3][6]` payload: the place array at jd[6]. */
export function renderPlacePageState(b: WorldBusiness): string {
	return `${XSSI_LINE}${JSON.stringify([null, null, null, null, null, null, placePageArray(b)])}`;
}

/** `window.APP_INITIALIZATION_STATE` of a place page: viewport first, the place payload (`)]}'` + JSON) at [3][6]. */
function initializationState(b: WorldBusiness | null, histogram: readonly number[] | null, layout: LayoutChange | null): unknown[] {
	let payload: string | null = null;
	if (b) {
		const p = placePageArray(b);
		if (histogram) p[175] = [null, [null, 1], 0, [...histogram], ["Rate and review", "Share your experience to help others", 1]];
		payload = `${XSSI_LINE}${JSON.stringify([null, null, null, null, null, null, layout ? changedPlaceArray(p, layout) : p])}`;
	}
	const viewport = b ? [[1200, b.longitude, b.latitude], [0, 0, 0], [1024, 768], 13.1] : [[1.3e7, 0, 30], [0, 0, 0], [1024, 768], 3];
	return [viewport, [[null, 1]], null, [null, null, null, null, null, null, payload], null, null];
}

/**
 * The HTML page `GET /maps?cid=<cid>` answers: the state in a script, as Google serves it. `null`: Google's
 * page for a CID it does not know, the map with no place in it. `<` is escaped as Google escapes it.
 * `layout`: its place array changed as a search answer's is (simulator.contract.ts).
 */
export function renderPlacePage(b: WorldBusiness | null, histogram: readonly number[] | null, layout: LayoutChange | null = null): string {
	const state = JSON.stringify(initializationState(b, histogram, layout))
		.replace(/</g, "\\u003c")
		.replace(/>/g, "\\u003e");
	const title = b ? `${b.name.replace(/[<>&"]/g, "")} - Google Maps` : "Google Maps";
	return (
		`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
		`<script nonce="sim">window.APP_OPTIONS=[1,"en"];window.APP_INITIALIZATION_STATE=${state};window.APP_FLAGS=[];</script>` +
		`</head><body><div id="app-container"></div></body></html>`
	);
}
