/**
 * Provider health and drift (docs/provider-drift.md): what a scraper measures of every answer it
 * parses, and the rule that tells a provider whose layout changed. Pure code: the scrapers tally
 * pages with it, the searches service keeps each provider's state with it (its provider_health table).
 */

/** The fields whose share of results is watched, in a fixed order. */
export const HEALTH_FIELDS = ["name", "address", "phone", "website", "rating", "coordinates", "hours"] as const;
export type HealthField = (typeof HEALTH_FIELDS)[number];

/** What a scraper parsed since it last reported: answers (recognised or not), results, and results with each field. */
export interface PageHealth {
	answers: number;
	unrecognised: number;
	results: number;
	/** results with each field, by HEALTH_FIELDS order */
	fields: number[];
}

/** What a result carried, as the provider-neutral observation shows it. */
export interface ObservedFields {
	name?: string | null;
	fullAddress?: string | null;
	phone?: string | null;
	website?: string | null;
	rating?: number | null;
	latitude?: number | null;
	longitude?: number | null;
	openingHours?: unknown;
}

function hasHours(hours: unknown): boolean {
	if (hours === null || hours === undefined) return false;
	if (Array.isArray(hours)) return hours.length > 0;
	return typeof hours === "object" && Object.keys(hours).length > 0;
}

const count = { type: "number", integer: true, min: 0 } as const;
/** A PageHealth as an action's params check it (fastest-validator). */
export const PAGE_HEALTH_PARAMS = {
	type: "object",
	strict: true,
	props: { answers: count, unrecognised: count, results: count, fields: { type: "array", length: HEALTH_FIELDS.length, items: count } },
} as const;

const present = (v: unknown): number => (v === null || v === undefined ? 0 : 1);

/** Adds one to `counts` (HEALTH_FIELDS order) for each field the result has. */
export function countFields(o: ObservedFields, counts: number[]): void {
	if (o.name) counts[0]++;
	if (o.fullAddress) counts[1]++;
	if (o.phone) counts[2]++;
	if (o.website) counts[3]++;
	counts[4] += present(o.rating);
	counts[5] += present(o.latitude) & present(o.longitude);
	if (hasHours(o.openingHours)) counts[6]++;
}

export function emptyHealth(): PageHealth {
	return { answers: 0, unrecognised: 0, results: 0, fields: HEALTH_FIELDS.map(() => 0) };
}

/** Several reports as one (their sums). */
export function mergedHealth(pages: readonly PageHealth[]): PageHealth {
	if (pages.length === 1) return pages[0];
	const sum = emptyHealth();
	for (const p of pages) {
		sum.answers += p.answers;
		sum.unrecognised += p.unrecognised;
		sum.results += p.results;
		p.fields.forEach((n, i) => (sum.fields[i] += n));
	}
	return sum;
}

/** Why a report cannot be: counts that contradict each other (more unrecognised than answers, a field on more results than read); null when it can. */
export function healthProblem(page: PageHealth): string | null {
	if (page.unrecognised > page.answers) return "health.unrecognised must not exceed health.answers";
	const i = page.fields.findIndex((n) => n > page.results);
	return i === -1 ? null : `health.fields[${i}] (${HEALTH_FIELDS[i]}) must not exceed health.results`;
}

/**
 * A running tally of a scraper's answers, taken (and reset) each time it reports. Recording a page is a
 * loop over its results with a few comparisons each: nothing is allocated per result.
 */
export class HealthTally {
	private current = emptyHealth();

	/** One answer parsed: its results' observations; `recognised` false when its structure was not the one the parser knows. */
	answer(results: readonly (ObservedFields | null)[], recognised: boolean): void {
		const t = this.current;
		t.answers++;
		if (!recognised) t.unrecognised++;
		for (const o of results) {
			if (!o) continue;
			t.results++;
			countFields(o, t.fields);
		}
	}

	/** Answers tallied since the last take. */
	get answers(): number {
		return this.current.answers;
	}

	/** A report taken earlier and not delivered, counted in again. */
	add(page: PageHealth): void {
		this.current = mergedHealth([this.current, page]);
	}

	/** What was tallied since the last take, or undefined when nothing was. */
	take(): PageHealth | undefined {
		if (this.current.answers === 0) return undefined;
		const taken = this.current;
		this.current = emptyHealth();
		return taken;
	}
}

/** The warning a search or run carries when it ran while its provider's layout had changed. */
export const PROVIDER_LAYOUT_CHANGED = "provider_layout_changed";
export const RUN_WARNINGS = [PROVIDER_LAYOUT_CHANGED] as const;
export type RunWarning = (typeof RUN_WARNINGS)[number];

/** The rule's figures (docs/provider-drift.md). */
export const DRIFT_RULE = {
	/** the recent share is a moving mean over about this many results (answers: ANSWER_SPAN) */
	resultSpan: 200,
	/** the trailing mean moves this many times slower */
	baselineFactor: 10,
	answerSpan: 50,
	/** no verdict before the provider has this many results (answers) counted */
	minResults: 200,
	minAnswers: 50,
	/** drifting when a share falls under this fraction of its trailing mean */
	raiseBelow: 0.5,
	/** cleared when every share is back at this fraction of its trailing mean or more */
	clearAt: 0.75,
	/** a field rarer than this in the trailing mean is not judged (Apple has no phone at all) */
	minBaseline: 0.1,
	maxExamples: 5,
} as const;

/** A provider's drift state, as the searches service stores it. */
export interface DriftState {
	results: number;
	answers: number;
	/** moving means over the last ~200 results (fields) and ~50 answers (recognised), then their trailing means */
	recentFields: number[];
	baselineFields: number[];
	recentRecognised: number;
	baselineRecognised: number;
	drifting: boolean;
	/** what is (or was last) under half its trailing mean: field names, `recognised` for the answers */
	driftingFields: string[];
	/** pages that showed it: request ids (never bodies) */
	examples: string[];
}

export function initialDriftState(): DriftState {
	return {
		results: 0,
		answers: 0,
		recentFields: HEALTH_FIELDS.map(() => 0),
		baselineFields: HEALTH_FIELDS.map(() => 0),
		recentRecognised: 1,
		baselineRecognised: 1,
		drifting: false,
		driftingFields: [],
		examples: [],
	};
}

/** A moving mean over about `span` items, moved by `n` new items whose mean is `value`. */
function moved(mean: number, value: number, n: number, span: number): number {
	const weight = 1 - (1 - 1 / span) ** n;
	return mean + weight * (value - mean);
}

/** The shares under `fraction` of their trailing mean (fields judged once their trailing mean is not negligible). */
function sharesUnder(s: DriftState, fraction: number): string[] {
	const under: string[] = [];
	if (s.results >= DRIFT_RULE.minResults) {
		HEALTH_FIELDS.forEach((field, i) => {
			const base = s.baselineFields[i];
			if (base >= DRIFT_RULE.minBaseline && s.recentFields[i] < fraction * base) under.push(field);
		});
	}
	if (s.answers >= DRIFT_RULE.minAnswers && s.recentRecognised < fraction * s.baselineRecognised) under.push("recognised");
	return under;
}

export type DriftChange = "raised" | "cleared" | null;

/**
 * The state after a report: the recent means move with the report; the trailing means too, while the
 * provider is not drifting (a changed layout must not become the norm it is judged against). Raised when
 * a share falls under half its trailing mean, cleared once every share is back at three quarters of it.
 */
export function applyHealth(prev: DriftState, page: PageHealth, example: string | null): { state: DriftState; change: DriftChange } {
	const s: DriftState = { ...prev, recentFields: [...prev.recentFields], baselineFields: [...prev.baselineFields], examples: [...prev.examples] };
	const first = s.results === 0;
	if (page.results > 0) {
		HEALTH_FIELDS.forEach((_, i) => {
			const share = page.fields[i] / page.results;
			s.recentFields[i] = first ? share : moved(s.recentFields[i], share, page.results, DRIFT_RULE.resultSpan);
			if (!s.drifting) s.baselineFields[i] = first ? share : moved(s.baselineFields[i], share, page.results, DRIFT_RULE.resultSpan * DRIFT_RULE.baselineFactor);
		});
		s.results += page.results;
	}
	if (page.answers > 0) {
		const recognised = (page.answers - page.unrecognised) / page.answers;
		s.recentRecognised = moved(s.recentRecognised, recognised, page.answers, DRIFT_RULE.answerSpan);
		if (!s.drifting) s.baselineRecognised = moved(s.baselineRecognised, recognised, page.answers, DRIFT_RULE.answerSpan * DRIFT_RULE.baselineFactor);
		s.answers += page.answers;
	}
	const suspicious =
		page.unrecognised > 0 ||
		(page.results > 0 &&
			HEALTH_FIELDS.some(
				(_, i) => s.baselineFields[i] >= DRIFT_RULE.minBaseline && page.fields[i] / page.results < DRIFT_RULE.raiseBelow * s.baselineFields[i],
			));
	if (suspicious && example) s.examples = [...s.examples.filter((e) => e !== example), example].slice(-DRIFT_RULE.maxExamples);
	if (!s.drifting) {
		const under = sharesUnder(s, DRIFT_RULE.raiseBelow);
		if (!under.length) return { state: s, change: null };
		return { state: { ...s, drifting: true, driftingFields: under }, change: "raised" };
	}
	if (sharesUnder(s, DRIFT_RULE.clearAt).length) return { state: s, change: null };
	return { state: { ...s, drifting: false, examples: [] }, change: "cleared" };
}

/** What `providers:status`, /ready and the gauges show of a provider. */
export interface ProviderStatus {
	provider: string;
	drifting: boolean;
	/** when it was last raised (drifting) or null */
	since: string | null;
	results: number;
	answers: number;
	/** recent share (0..1) of results with each field, and its trailing mean */
	fields: Record<HealthField, { share: number; trailing: number }>;
	recognised: { share: number; trailing: number };
	driftingFields: string[];
	examples: string[];
	updatedAt: string | null;
}

export function statusOf(provider: string, s: DriftState, since: Date | null, updatedAt: Date | null): ProviderStatus {
	const round = (n: number) => Math.round(n * 1000) / 1000;
	return {
		provider,
		drifting: s.drifting,
		since: s.drifting && since ? since.toISOString() : null,
		results: s.results,
		answers: s.answers,
		fields: Object.fromEntries(
			HEALTH_FIELDS.map((f, i) => [f, { share: round(s.recentFields[i]), trailing: round(s.baselineFields[i]) }]),
		) as ProviderStatus["fields"],
		recognised: { share: round(s.recentRecognised), trailing: round(s.baselineRecognised) },
		driftingFields: s.drifting ? s.driftingFields : [],
		examples: s.drifting ? s.examples : [],
		updatedAt: updatedAt ? updatedAt.toISOString() : null,
	};
}

/** One line saying why a provider drifts (the log line, /ready's `degraded` entry). */
export function driftSummary(status: ProviderStatus): string {
	const parts = status.driftingFields.map((f) => {
		const figures = f === "recognised" ? status.recognised : status.fields[f as HealthField];
		return `${f} ${figures ? `${figures.share} of trailing ${figures.trailing}` : ""}`.trim();
	});
	return `layout changed: ${parts.join(", ")}`;
}
