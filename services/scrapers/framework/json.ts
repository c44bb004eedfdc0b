/** Null-safe reading of provider JSON: answers are untrusted and change shape without notice. */
export type Json = Record<string, unknown>;

export function obj(v: unknown): Json | null {
	return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Json) : null;
}

/** A body that should be a JSON object; null for anything else (not JSON, an array, a number). */
export function parseJsonObject(body: unknown): Json | null {
	if (typeof body !== "string") return null;
	try {
		return obj(JSON.parse(body));
	} catch {
		return null;
	}
}
