import { WEEKDAYS, type PlacePhoto, type PopularTimes } from "../shared/place-fields";
import { MAX_PHOTOS } from "../shared/place-media";
import type { WeeklyHours } from "./hours";
import { Rng } from "./random";
import type { WorldBusiness } from "./world";

/**
 * A place's photos and popular times, derived from the world (the CID seeds them, the opening hours
 * shape the busy hours), and laid out as Google's place pages carry them: `p[37]` the photo count,
 * `p[72]` the place's own photo, `p[171]` the photo tabs, `p[84]` popular times (see
 * test/fixtures/google/raw.json). Search answers carry none, as Google's do.
 */

interface WorldPhoto {
	id: string;
	width: number;
	height: number;
}

/** Photo ids are `AF1Qip…` and 44 characters long, as Google's. */
const ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const SIZES: readonly (readonly [number, number])[] = [
	[4032, 3024],
	[3024, 4032],
	[2048, 1536],
	[1536, 2048],
	[2048, 2048],
	[4000, 3000],
	[1080, 1920],
	[800, 600],
];
/** Which photos (by index) each tab shows first; a tab with none is left out. */
const TABS: readonly (readonly [string, readonly number[]])[] = [
	["All", [0]],
	["Latest", [1, 2]],
	["Menu", [3]],
	["Food & drink", [4]],
	["Vibe", [5]],
	["Inside", [6]],
	["Outside", [7, 8]],
	["By owner", [9, 10, 11]],
];
const HOST = "https://lh5.googleusercontent.com/p/";
/** Google gives popular times only to places busy enough to measure. */
const MIN_REVIEWS_FOR_POPULAR_TIMES = 20;
/** Google's list order: Sunday (7) first, then Monday (1) to Saturday (6). */
const GOOGLE_DAY_ORDER = [7, 1, 2, 3, 4, 5, 6];

function photoId(rng: Rng): string {
	let id = "AF1Qip";
	while (id.length < 44) id += ID_CHARS[rng.int(0, ID_CHARS.length - 1)];
	return id;
}

/** How many photos the place has (0 for one place in ten, and for places without reviews) and the first twelve of them. */
function worldPhotos(b: WorldBusiness): { count: number; photos: WorldPhoto[] } {
	const rng = new Rng(`photos:${b.cid}`);
	if (b.reviewCount === null || rng.chance(0.1)) return { count: 0, photos: [] };
	const count = Math.max(1, Math.round(b.reviewCount * (0.3 + rng.next() * 1.2)));
	const photos = Array.from({ length: Math.min(count, 12) }, () => {
		const [width, height] = rng.pick(SIZES);
		return { id: photoId(rng), width, height };
	});
	return { count, photos };
}

/** The photos as the parser reads them off the place page: at their original size, at most 10, in the page's order; null when the page shows none. */
export function expectedPhotos(b: WorldBusiness): { photos: PlacePhoto[]; photoCount: number } | null {
	const { count, photos } = worldPhotos(b);
	if (!count) return null;
	return {
		photos: photos.slice(0, MAX_PHOTOS).map((p) => ({ url: `${HOST}${p.id}=w${p.width}-h${p.height}-k-no`, width: p.width, height: p.height })),
		photoCount: count,
	};
}

/** What the API shows of the place once its place page was read (a lead, the business record, `business.changed`). */
export function shownMedia(b: WorldBusiness): { photos: PlacePhoto[]; photoCount: number | null; popularTimes: PopularTimes | null } {
	const read = expectedPhotos(b);
	return { photos: read?.photos ?? [], photoCount: read?.photoCount ?? null, popularTimes: expectedPopularTimes(b) };
}

/** Whether the place is open at some time in hour `hour` of weekday `day` (0 Monday), the day before's slots running past midnight included. */
function openDuring(hours: WeeklyHours, day: number, hour: number): boolean {
	const start = hour * 60;
	const overlaps = (from: number, slots: WeeklyHours[number]) => slots.some(([open, close]) => open + from < start + 60 && close + from > start);
	return overlaps(0, hours[day]) || overlaps(-1440, hours[(day + 6) % 7]);
}

/** Busy around lunch and more in the evening, Friday and Saturday busiest; the busiest hour of the week is 100, closed hours 0. */
export function expectedPopularTimes(b: WorldBusiness): PopularTimes | null {
	if (!b.hours || (b.reviewCount ?? 0) < MIN_REVIEWS_FOR_POPULAR_TIMES) return null;
	const hours = b.hours;
	const rng = new Rng(`popular:${b.cid}`);
	const lunch = 0.3 + rng.next() * 0.5;
	const bell = (h: number, peak: number) => Math.exp(-(((h - peak) / 2.5) ** 2));
	const raw = WEEKDAYS.map((_, day) =>
		Array.from({ length: 24 }, (_, h) => {
			if (!openDuring(hours, day, h)) return 0;
			const weekend = day === 4 || day === 5 ? 1.3 : 1;
			return (0.08 + lunch * bell(h, 13) + bell(h, 20) + bell(h + 24, 20) * 0.6) * weekend * (0.85 + rng.next() * 0.3);
		}),
	);
	const busiest = Math.max(...raw.flat());
	if (busiest <= 0) return null;
	return Object.fromEntries(WEEKDAYS.map((d, i) => [d, raw[i].map((v) => Math.round((v / busiest) * 100))])) as PopularTimes;
}

function thumbnail(p: WorldPhoto, boxHeight: number): [string, number, number] {
	const width = Math.round((boxHeight * p.width) / p.height);
	return [`${HOST}${p.id}=w${width}-h${boxHeight}-k-no`, width, boxHeight];
}

/** One item of `p[72]` / `p[171]`: kind 12 a photo, 10 a video, 11 a 360° panorama. */
function photoItem(b: WorldBusiness, p: WorldPhoto, kind: number, boxHeight: number): unknown[] {
	const [url, w, h] = thumbnail(p, boxHeight);
	const item: unknown[] = new Array(21).fill(null);
	item[0] = p.id;
	item[1] = 10;
	item[2] = kind;
	item[3] = "";
	item[5] = 900;
	item[6] = [kind === 11 ? `${url}-pi-0-ya280-ro0-fo100` : url, b.name, [p.width, p.height], [w, h]];
	item[8] = [[3, b.longitude, b.latitude], [0, 90], [p.width, p.height], 75];
	item[15] = [[[b.featureId]]];
	item[17] = [b.fullAddress];
	item[20] = kind === 10 ? "Video" : "Photo";
	return item;
}

function tabsOf(b: WorldBusiness, photos: WorldPhoto[]): unknown[] {
	const rng = new Rng(`tabs:${b.cid}`);
	const extra = () => ({ id: photoId(rng), width: 1080, height: 1920 });
	const tab = (name: string, items: unknown[]) => [`Cg${name.length}`, null, name, items, null, null, null, null, null, null, 0, 1, null, 0];
	const tabs: unknown[] = [];
	for (const [name, indexes] of TABS) {
		const items = indexes.filter((i) => i < photos.length).map((i) => photoItem(b, photos[i], 12, 298));
		if (items.length) tabs.push(tab(name, name === "Latest" ? [...items, [1]] : items));
		if (name === "Latest" && photos.length >= 5) tabs.push(tab("Videos", [photoItem(b, extra(), 10, 398)]));
	}
	if (photos.length >= 3) tabs.push(tab("Street View & 360°", [photoItem(b, { id: photoId(rng), width: 7200, height: 3600 }, 11, 298)]));
	return tabs;
}

function busyLabel(v: number): string {
	if (v === 0) return "";
	return v < 20 ? "Usually not busy" : v < 50 ? "Usually not too busy" : v < 75 ? "Usually a little busy" : "Usually as busy as it gets";
}

function hourLabel(h: number): [string, string] {
	const h12 = h % 12 || 12;
	const half = h < 12 ? "am" : "pm";
	return [`${h12} ${half}`, `${h12 - (h12 % 3) || 12}${half[0]}`];
}

/** `p[84]`: each day's hours from 6 am (from midnight when the small hours are busy), Sunday first. */
function popularTimesArray(week: PopularTimes): unknown[] {
	const days = GOOGLE_DAY_ORDER.map((n) => {
		const values = week[WEEKDAYS[n - 1]];
		const from = values.slice(0, 6).some((v) => v > 0) ? 0 : 6;
		const slots = values.slice(from).map((v, i) => {
			const [label, short] = hourLabel(from + i);
			return [from + i, v, busyLabel(v), "", label, null, short];
		});
		return [n, slots, 0];
	});
	return [days, 1, null, 1, 22];
}

/** Sets the photo and popular-times indexes of a place page's array. */
export function addPlaceMedia(p: unknown[], b: WorldBusiness): void {
	const { count, photos } = worldPhotos(b);
	if (count) {
		p[37] = [[photoItem(b, photos[0], 12, 120)], count];
		p[72] = [[photoItem(b, photos[0], 12, 86), photoItem(b, photos[0], 12, 408)]];
		p[171] = [tabsOf(b, photos)];
	}
	const week = expectedPopularTimes(b);
	if (week) p[84] = popularTimesArray(week);
}
