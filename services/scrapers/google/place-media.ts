import { WEEKDAYS, type PlacePhoto, type PopularTimes } from "../../../shared/place-fields";
import { BUSIEST, HOURS_A_DAY, MAX_PHOTOS } from "../../../shared/place-media";
import { at, finite, text } from "./json-path";

/**
 * Photos and popular times out of a place array (see ../google.md). A place page carries them;
 * a search answer does not (its arrays leave these indexes null), and then both are null: not
 * "no photos", but "this read did not say".
 */

/** A photo item (`p[72][0][i]`, `p[171][0][tab][3][i]`): `[id, 10, kind, …, 6: [url, title, [w, h] of the original, [w, h] shown], …]`. */
const VIDEO = 10;
const PANORAMA = 11;
/** The size options after the `=` of a googleusercontent URL, as the page asks for a thumbnail (`=w408-h306-k-no`). */
const SIZED_URL = /^(https:\/\/[a-z0-9-]+\.googleusercontent\.com\/.+?)=w\d+-h\d+[a-z0-9.-]*$/i;

/** Some captures escape `=` and `&` inside the JSON strings a second time (`\u003d`). */
function unescaped(url: string): string {
	return url.replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function dimension(v: unknown): number | null {
	const n = finite(v);
	return n !== null && n >= 1 && n <= 100_000 ? Math.round(n) : null;
}

/** The photo at its original size: Google's thumbnail URL with the size asked for replaced by the original's. */
function photoOf(item: unknown): { id: string; photo: PlacePhoto } | null {
	const kind = finite(at(item, 2));
	if (kind === VIDEO || kind === PANORAMA) return null;
	const raw = text(at(item, 6, 0));
	if (!raw || !/^https:\/\//i.test(raw)) return null;
	const width = dimension(at(item, 6, 2, 0));
	const height = dimension(at(item, 6, 2, 1));
	const url = unescaped(raw);
	const sized = SIZED_URL.exec(url);
	return {
		id: text(at(item, 0)) ?? url,
		photo: { url: sized && width && height ? `${sized[1]}=w${width}-h${height}-k-no` : url, width, height },
	};
}

/** The place's own photo first (`p[72]`), then each photo tab's (`p[171][0]`: All, Latest, Menu, …), each photo once; videos and 360° panoramas left out. */
function photoItems(p: unknown[]): unknown[] {
	const items: unknown[] = [];
	const hero = at(p, 72, 0);
	if (Array.isArray(hero)) items.push(...hero);
	const tabs = at(p, 171, 0);
	if (Array.isArray(tabs)) for (const tab of tabs) if (Array.isArray(at(tab, 3))) items.push(...(at(tab, 3) as unknown[]));
	return items;
}

/** Up to 10 photos and how many the place has (`p[37][1]`, "411+ Photos"); both null when the array carries no photo at all. */
export function placeArrayPhotos(p: unknown[]): { photos: PlacePhoto[] | null; photoCount: number | null } {
	const seen = new Set<string>();
	const photos: PlacePhoto[] = [];
	for (const item of photoItems(p)) {
		const found = photoOf(item);
		if (!found || seen.has(found.id)) continue;
		seen.add(found.id);
		photos.push(found.photo);
		if (photos.length === MAX_PHOTOS) break;
	}
	const said = finite(at(p, 37, 1));
	const count = said !== null && said >= 0 ? Math.round(said) : null;
	if (!photos.length && count === null) return { photos: null, photoCount: null };
	return { photos, photoCount: Math.max(count ?? 0, photos.length) };
}

/**
 * `p[84][0][i]`: `[day (1 Monday … 7 Sunday), [[hour, percent, label, …], …], …]`, in the place's local time.
 * An hour not listed (Google lists 6 am to 11 pm, and the small hours only when the place is busy then) is 0;
 * a day not listed is all 0. Null when no day could be read.
 */
export function placeArrayPopularTimes(p: unknown[]): PopularTimes | null {
	const days = at(p, 84, 0);
	if (!Array.isArray(days)) return null;
	const week = Object.fromEntries(WEEKDAYS.map((d) => [d, new Array<number>(HOURS_A_DAY).fill(0)])) as PopularTimes;
	let read = 0;
	for (const day of days) {
		const n = finite(at(day, 0));
		const hours = at(day, 1);
		if (n === null || n < 1 || n > 7 || !Number.isInteger(n)) continue;
		read++;
		if (!Array.isArray(hours)) continue;
		for (const slot of hours) {
			const hour = finite(at(slot, 0));
			const busy = finite(at(slot, 1));
			if (hour === null || busy === null || !Number.isInteger(hour) || hour < 0 || hour >= HOURS_A_DAY) continue;
			week[WEEKDAYS[n - 1]][hour] = Math.min(BUSIEST, Math.max(0, Math.round(busy)));
		}
	}
	return read ? week : null;
}
