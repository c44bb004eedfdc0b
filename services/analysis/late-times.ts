import type { CompiledLexicon } from "./compiled-lexicon";
import { fold, type Clause } from "./text";

/** A time booked or promised and the next one this many minutes later or more: a wait ("Rdv à 14h, reçu à 15h40"). */
const LATE_MINUTES = 45;
/** Beyond this the next time is another day's, or another story's. */
const LATEST_MINUTES = 12 * 60;

/**
 * Times of the clock as reviews write them, on folded text: "19:05", "7.30", "15h40", "14h", "10am",
 * "9 uhr", "9 uur" (an amount such as "£7.50" or "7.50 €" is none).
 */
const CLOCK_TIME = /(?<![\d£€$.,])(\d{1,2})(?:[:.h](\d{2})(?!\d|[.,]\d)(?!\s?(?:€|eur|£|\$|%))(?:\s?(am|pm))?|h(?![\p{L}\d])|\s?(am|pm)\b|\s(?:uhr|uur)\b)/gu;

interface TimeOfDay {
	/** minutes since midnight */
	minutes: number;
	/** where the time is: its clause, and where in the clause's folded text */
	clause: number;
	at: number;
}

function minutesOf(hours: number, minutes: number, half: string | undefined): number | null {
	if (hours > 24 || minutes > 59 || (half && hours > 12)) return null;
	const h = half === "pm" && hours < 12 ? hours + 12 : half === "am" && hours === 12 ? 0 : hours;
	return h * 60 + minutes;
}

/** The times of the clock a review names, in the order written: clock times, and bare hours after their word ("at 7", "alle 19"). */
function timesOf(clauses: readonly Clause[], lex: CompiledLexicon): TimeOfDay[] {
	const times: TimeOfDay[] = [];
	clauses.forEach((c, clause) => {
		const folded = fold(c.text);
		const found: TimeOfDay[] = [];
		for (const m of folded.matchAll(CLOCK_TIME)) {
			const minutes = minutesOf(Number(m[1]), Number(m[2] ?? 0), m[3] ?? m[4]);
			if (minutes !== null) found.push({ minutes, clause, at: m.index });
		}
		for (const m of folded.matchAll(lex.bareHour)) {
			const hour = /(\d{1,2})$/.exec(m[0]);
			const at = m.index + m[0].length - (hour?.[1].length ?? 0);
			if (hour && !found.some((t) => t.at === at)) found.push({ minutes: Number(hour[1]) * 60, clause, at });
		}
		times.push(...found.sort((a, b) => a.at - b.at));
	});
	return times;
}

/**
 * The clause of a time that comes 45 minutes or more after a time booked or promised, the next time
 * the review names ("Booked for 7.30, seated at 8.15", "Termin um 9:00 Uhr, drangekommen um 10:50",
 * "Verhuizers zouden om 8 uur komen, om 11 uur waren ze er"): the wait is the review's complaint even
 * where no word says so. A time earlier than the booked one is read twelve hours on ("a 10am MOT, the
 * car back at 4:30"). -1 when there is none.
 */
export function lateAfterBooked(clauses: readonly Clause[], lex: CompiledLexicon): number {
	const times = timesOf(clauses, lex);
	for (let i = 0; i + 1 < times.length; i++) {
		const booked = times[i];
		const tokens = clauses[booked.clause].tokens;
		if (!tokens.some((_, k) => lex.booked.match(tokens, k) !== null)) continue;
		const next = times[i + 1];
		let late = next.minutes - booked.minutes;
		if (late < 0 && booked.minutes < 13 * 60) late += 12 * 60;
		if (late >= LATE_MINUTES && late <= LATEST_MINUTES) return next.clause;
	}
	return -1;
}
