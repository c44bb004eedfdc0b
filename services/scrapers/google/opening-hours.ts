import { clockOf, mondayFirst, WEEKDAYS, type HoursInterval, type OpeningHours, type SpecialHours, type Weekday } from "../../../shared/place-fields";
import { at, finite, text } from "./json-path";

/**
 * Opening hours as numbers, never as display text: Google writes "7 AM–8:30 PM" or
 * "9:00 π.μ.–11:30 μ.μ." by the interface language, but every layout also carries the
 * hours and minutes (see ../google.md).
 */

const ALL_DAY = /24/;

/** `[h]`, `[h, m]` or `[]` (midnight) → minutes from midnight. */
function minutesOf(v: unknown): number | null {
	if (!Array.isArray(v)) return null;
	const h = v.length ? finite(v[0]) : 0;
	const m = v.length > 1 ? finite(v[1]) : 0;
	if (h === null || m === null || h < 0 || h > 24 || m < 0 || m > 59) return null;
	return h * 60 + m;
}

/** A closing time at midnight (0) is the end of the day, "24:00". */
function interval(open: number, close: number): HoursInterval {
	return { open: clockOf(open), close: close === 0 ? "24:00" : clockOf(close) };
}

/** One slot of p[203]: `[text, [[h, m], [h, m]]]`; "Open 24 hours" may come without numbers. */
function slotOf(slot: unknown): HoursInterval | null {
	const open = minutesOf(at(slot, 1, 0));
	const close = minutesOf(at(slot, 1, 1));
	if (open !== null && close !== null) return interval(open, close);
	const label = text(at(slot, 0));
	return label && ALL_DAY.test(label) ? { open: "00:00", close: "24:00" } : null;
}

/** Monday-first weekday of an ISO date ("2024-12-14" → saturday). */
function weekdayOfDate(date: string | null): Weekday | null {
	if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
	const day = new Date(`${date}T12:00:00Z`).getUTCDay();
	return Number.isNaN(day) ? null : WEEKDAYS[(day + 6) % 7];
}

/** p[203][0][i]: `[name, weekday 1..7 (Monday 1), [y, m, d], slots, …]`; a day without a numbered slot is closed. */
function currentLayout(days: unknown[]): OpeningHours | null {
	const weekly: OpeningHours["weekly"] = {};
	for (const d of days) {
		const n = finite(at(d, 1));
		const slots = at(d, 3);
		if (n === null || n < 1 || n > 7 || !Array.isArray(slots)) continue;
		weekly[WEEKDAYS[n - 1]] = slots.map(slotOf).filter((s): s is HoursInterval => s !== null);
	}
	return Object.keys(weekly).length ? { weekly: mondayFirst(weekly), special: [] } : null;
}

/** p[34][1][i]: `[name, texts, null, null, "YYYY-MM-DD", 1, [[oh, om, ch, cm]], 0]`: the weekday from the date. */
function legacyLayout(days: unknown[]): OpeningHours | null {
	const weekly: OpeningHours["weekly"] = {};
	for (const d of days) {
		const day = weekdayOfDate(text(at(d, 4)));
		const numbers = at(d, 6);
		if (!day) continue;
		weekly[day] = (Array.isArray(numbers) ? numbers : []).flatMap((n): HoursInterval[] => {
			const [oh, om, ch, cm] = [0, 1, 2, 3].map((i) => finite(at(n, i)));
			return oh === null || om === null || ch === null || cm === null ? [] : [interval(oh * 60 + om, ch * 60 + cm)];
		});
	}
	return Object.keys(weekly).length ? { weekly: mondayFirst(weekly), special: [] } : null;
}

/** The week's hours of a place array: the layout since late 2025 (p[203]), else the older one (p[34][1]); null when neither is there. */
export function placeArrayHours(p: unknown[]): OpeningHours | null {
	const current = at(p, 203, 0);
	const fromCurrent = Array.isArray(current) ? currentLayout(current) : null;
	if (fromCurrent) return fromCurrent;
	const legacy = at(p, 34, 1);
	return Array.isArray(legacy) ? legacyLayout(legacy) : null;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | null => (v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Json) : null);

/** A Places API point `{ day (0 Sunday), hour, minute, date? }` as weekday and minutes. */
function pointOf(v: unknown): { day: Weekday; minutes: number; date: string | null } | null {
	const p = obj(v);
	const day = finite(p?.day);
	const hour = finite(p?.hour);
	const minute = finite(p?.minute) ?? 0;
	if (!p || day === null || day < 0 || day > 6 || hour === null || hour < 0 || hour > 24) return null;
	const date = obj(p.date);
	const ymd =
		date && finite(date.year) !== null && finite(date.month) !== null && finite(date.day) !== null
			? `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`
			: null;
	return { day: WEEKDAYS[(day + 6) % 7], minutes: hour * 60 + minute, date: ymd };
}

function periodIntervals(periods: unknown): Array<{ day: Weekday; date: string | null; interval: HoursInterval }> {
	if (!Array.isArray(periods)) return [];
	return periods.flatMap((raw) => {
		const period = obj(raw);
		const open = pointOf(period?.open);
		if (!open) return [];
		// No close: open around the clock (Google's documented form of a 24/7 place).
		const close = pointOf(period?.close);
		return [{ day: open.day, date: open.date, interval: close ? interval(open.minutes, close.minutes) : { open: "00:00", close: "24:00" } }];
	});
}

/**
 * Places API (New): `regularOpeningHours.periods` for the week; the dates of
 * `currentOpeningHours.specialDays` with the current periods opening on them as special hours.
 */
export function placesApiHours(place: Json): OpeningHours | null {
	const regular = obj(place.regularOpeningHours);
	if (!regular || !Array.isArray(regular.periods)) return null;
	const weekly: OpeningHours["weekly"] = Object.fromEntries(WEEKDAYS.map((d) => [d, [] as HoursInterval[]]));
	for (const p of periodIntervals(regular.periods)) weekly[p.day]!.push(p.interval);
	const current = obj(place.currentOpeningHours);
	const currentPeriods = periodIntervals(current?.periods);
	const special: SpecialHours[] = [];
	for (const raw of Array.isArray(current?.specialDays) ? current.specialDays : []) {
		const d = obj(obj(raw)?.date);
		if (!d || finite(d.year) === null || finite(d.month) === null || finite(d.day) === null) continue;
		const date = `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
		special.push({ date, intervals: currentPeriods.filter((p) => p.date === date).map((p) => p.interval) });
	}
	return { weekly, special };
}
