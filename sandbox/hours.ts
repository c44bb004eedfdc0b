import type { OpeningHoursDay } from "../services/scrapers/google/types";
import { clockOf, WEEKDAYS, type OpeningHours } from "../shared/place-fields";
import type { Rng } from "./random";
import type { HoursProfile } from "./vocabulary";

/** Minutes from midnight; a close past 1440 runs into the next day. */
export type Slot = readonly [open: number, close: number];
/** Index 0 is Monday; an empty day is closed. */
export type WeeklyHours = readonly (readonly Slot[])[];

export const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const DAY_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const ALL_DAY: Slot = [0, 1440];

function at(hours: number): number {
	return Math.round(hours * 60);
}

function week(weekday: Slot[], saturday: Slot[], sunday: Slot[], closedDay?: number): Slot[][] {
	const days = [weekday, weekday, weekday, weekday, weekday, saturday, sunday];
	if (closedDay !== undefined) days[closedDay] = [];
	return days;
}

export function generateHours(profile: HoursProfile, rng: Rng): WeeklyHours {
	const shift = () => rng.pick([-30, 0, 0, 30]);
	switch (profile) {
		case "restaurant": {
			if (rng.chance(0.3)) {
				const day: Slot[] = [[at(11) + shift(), at(22) + shift()]];
				return week(day, day, day, rng.chance(0.3) ? 0 : undefined);
			}
			const day: Slot[] = [
				[at(12), at(14.5) + shift()],
				[at(19) + shift(), at(22.5) + shift()],
			];
			return week(day, day, rng.chance(0.3) ? [] : day, rng.chance(0.5) ? 0 : undefined);
		}
		case "fastfood": {
			const day: Slot[] = [[at(11) + shift(), at(23) + shift()]];
			return week(day, day, day);
		}
		case "cafe": {
			const day: Slot[] = [[at(7.5) + shift(), at(19) + shift() * 2]];
			return week(day, day, rng.chance(0.4) ? [] : [[at(8.5), at(15)]]);
		}
		case "bakery": {
			const day: Slot[] = [[at(6.5), at(19.5) + shift()]];
			return week(day, day, [[at(7), at(13)]], rng.chance(0.6) ? 0 : 2);
		}
		case "bar": {
			const day: Slot[] = [[at(17) + shift(), at(25) + shift() * 2]];
			const weekend: Slot[] = [[at(17), at(26)]];
			return week(day, weekend, day, rng.chance(0.4) ? 0 : undefined);
		}
		case "office": {
			const day: Slot[] = [[at(9) + shift(), at(18) + shift()]];
			return week(day, [], []);
		}
		case "medical": {
			const day: Slot[] = [[at(8.5) + shift(), at(19) + shift()]];
			return week(day, rng.chance(0.4) ? [[at(9), at(12)]] : [], []);
		}
		case "pharmacy": {
			const day: Slot[] = [[at(8.5), at(20) + shift()]];
			return week(day, day, []);
		}
		case "shop": {
			const day: Slot[] = [[at(10) + shift(), at(19) + shift()]];
			return week(day, day, rng.chance(0.3) ? [[at(11), at(18)]] : []);
		}
		case "supermarket": {
			const day: Slot[] = [[at(8), at(21) + shift()]];
			return week(day, day, [[at(9), at(13)]]);
		}
		case "allday":
			return week([ALL_DAY], [ALL_DAY], [ALL_DAY]);
		case "gym": {
			const day: Slot[] = [[at(6) + shift(), at(23)]];
			const weekend: Slot[] = [[at(8), at(20)]];
			return week(day, weekend, weekend);
		}
		case "salon": {
			const day: Slot[] = [[at(9) + shift(), at(19) + shift()]];
			return week(day, day, [], 0);
		}
		case "trade": {
			const day: Slot[] = [[at(8), at(18) + shift()]];
			return week(day, rng.chance(0.5) ? [[at(9), at(12)]] : [], []);
		}
	}
}

function clock(minutes: number): { text: string; meridiem: "AM" | "PM" } {
	const m = ((minutes % 1440) + 1440) % 1440;
	const h24 = Math.floor(m / 60);
	const mm = m % 60;
	const h12 = h24 % 12 || 12;
	return { text: mm ? `${h12}:${String(mm).padStart(2, "0")}` : String(h12), meridiem: h24 < 12 ? "AM" : "PM" };
}

/** Google's English display: "12–2:30 PM", "7 AM–8:30 PM", "Open 24 hours". */
export function slotText([open, close]: Slot): string {
	if (open === 0 && close >= 1440) return "Open 24 hours";
	const a = clock(open);
	const b = clock(close);
	const sameHalf = a.meridiem === b.meridiem && close < 1440 && close - open < 720;
	return sameHalf ? `${a.text}–${b.text} ${b.meridiem}` : `${a.text} ${a.meridiem}–${b.text} ${b.meridiem}`;
}

export function dayTexts(slots: readonly Slot[]): string[] {
	return slots.length ? slots.map(slotText) : ["Closed"];
}

export function openingHoursOf(hours: WeeklyHours): OpeningHoursDay[] {
	return hours.map((slots, i) => ({ day: DAY_NAMES[i], hours: dayTexts(slots) }));
}

/** The place card's status line, as seen on a Monday at noon (the simulator has no clock). */
export function statusText(hours: WeeklyHours): string {
	const monday = hours[0];
	if (monday.length && monday[0][0] === 0 && monday[0][1] >= 1440) return "Open 24 hours";
	const current = monday.find(([o, c]) => o <= 720 && c > 720);
	if (current) return `Open ⋅ Closes ${clockText(current[1])}`;
	const later = monday.find(([o]) => o > 720);
	if (later) return `Closed ⋅ Opens ${clockText(later[0])}`;
	for (let d = 1; d < 7; d++) {
		if (hours[d].length) return `Closed ⋅ Opens ${clockText(hours[d][0][0])} ${DAY_SHORT[d]}`;
	}
	return "Closed";
}

function clockText(minutes: number): string {
	const c = clock(minutes);
	return `${c.text} ${c.meridiem}`;
}

/** `[[h], [h, m]]` as in p[203]; a zero hour is left out, as Google does for midnight. */
export function slotNumbers([open, close]: Slot): number[][] {
	const part = (min: number) => {
		const m = min >= 1440 && open === 0 ? 1440 : min % 1440;
		const h = Math.floor(m / 60);
		const mm = m % 60;
		return mm ? [h, mm] : h ? [h] : [];
	};
	return [part(open), part(close)];
}

/** The week as the API gives it (shared/place-fields OpeningHours): what a scraper must read off the wire. */
export function weeklyOpeningHours(hours: WeeklyHours): OpeningHours {
	const weekly = Object.fromEntries(hours.map((slots, i) => [WEEKDAYS[i], slots.map(([open, close]) => ({ open: clockOf(open), close: clockOf(close) }))]));
	return { weekly, special: [] };
}
