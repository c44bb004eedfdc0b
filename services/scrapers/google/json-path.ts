/** Null-safe reads of Google's nested arrays (every index may move or vanish). */

export function at(root: unknown, ...path: number[]): unknown {
	let cur = root;
	for (const i of path) {
		if (!Array.isArray(cur)) return undefined;
		cur = cur[i];
	}
	return cur;
}

const ODD_SPACES = /[\u00a0\u2009\u202f]/g;

/** Google puts narrow no-break spaces in times ("8:30\u202fPM"); plain spaces are kinder to exports and comparisons. */
export function text(v: unknown): string | null {
	if (typeof v !== "string") return null;
	const t = v.replace(ODD_SPACES, " ").trim();
	return t === "" ? null : t;
}

export function finite(v: unknown): number | null {
	return typeof v === "number" && Number.isFinite(v) ? v : null;
}
