import type { Trend } from "./analysis.contract";

/** Reviews of the last half-year against the ones before; each side needs this many dated reviews. */
const HALF_YEAR_MS = 182 * 24 * 3600 * 1000;
export const MIN_REVIEWS_PER_HALF = 3;

/**
 * Whether the value (a sentiment score, a rating) of the last half-year's reviews is above or below the
 * earlier reviews' by more than `threshold`; `insufficient_data` when either side has too few.
 */
export function trendOf(points: Array<{ publishedAt: string | null; value: number | null }>, threshold: number, now = Date.now()): Trend {
	const recent: number[] = [];
	const earlier: number[] = [];
	for (const p of points) {
		const at = p.publishedAt ? Date.parse(p.publishedAt) : NaN;
		if (Number.isNaN(at) || p.value === null) continue;
		(now - at <= HALF_YEAR_MS ? recent : earlier).push(p.value);
	}
	if (recent.length < MIN_REVIEWS_PER_HALF || earlier.length < MIN_REVIEWS_PER_HALF) return "insufficient_data";
	const change = mean(recent) - mean(earlier);
	if (change >= threshold) return "improving";
	if (change <= -threshold) return "declining";
	return "stable";
}

export function mean(values: readonly number[]): number {
	return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

export function round(value: number, digits = 3): number {
	const f = 10 ** digits;
	return Math.round(value * f) / f;
}
