/**
 * `Retry-After` as delay-seconds or an HTTP-date (RFC 9110 §10.2.3), in ms from now;
 * null when absent or unreadable. Callers cap it: a peer's wish is not a command.
 */
export function parseRetryAfterMs(header: string | string[] | undefined, nowMs = Date.now()): number | null {
	const value = (Array.isArray(header) ? header[0] : header)?.trim();
	if (!value) return null;
	if (/^\d+$/.test(value)) return Number(value) * 1000;
	// Every HTTP-date form starts with the day's name; Date.parse alone would take "1.5" for a date.
	const at = /^[A-Za-z]{3}/.test(value) ? Date.parse(value) : NaN;
	return Number.isNaN(at) ? null : Math.max(at - nowMs, 0);
}
