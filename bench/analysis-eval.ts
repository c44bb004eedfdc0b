import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { LlmSettings } from "../shared/config";
import type { ReviewForAnalysis } from "../services/analysis/analysis.contract";
import { LlmAnalyzer, LlmFailure } from "../services/analysis/llm";
import type { SentimentLabel } from "../services/analysis/verdict";
import { ROOT } from "./support";

/**
 * The hand-labelled review sets of test/fixtures/review-eval and how an analyzer is scored on them:
 * sentiment agreement beside the stars-only baseline (and the lift over it), per language and per
 * kind of review, topic precision and recall, and the agreement of two annotators (Cohen's kappa).
 * Nothing here prints a review: the bench prints only figures, and misses of the dev split.
 */

export const EVAL_DIR = path.join(ROOT, "test", "fixtures", "review-eval");
const V2_DIR = path.join(EVAL_DIR, "v2");
/** The second edition's held-out writers: scored, never printed, never read while tuning. */
const HELDOUT_WRITERS = new Set(["w5", "w6"]);
/** A model is asked as the service asks it: 25 reviews a request, four requests at a time. */
const MODEL_BATCH = 25;
const MODEL_PARALLEL = 4;

export interface LabelledReview {
	id: string;
	split: "dev" | "heldout";
	language: string;
	rating: number | null;
	text: string | null;
	sentiment: SentimentLabel;
	topics: string[];
	tags: string[];
}

/** What an analyzer said of one review: only what `judgeReview` promises outside. */
export interface Judged {
	id: string;
	label: SentimentLabel;
	topics: Array<{ name: string }>;
}

function jsonLines<T>(file: string): T[] {
	return readFileSync(file, "utf8")
		.split("\n")
		.filter((l) => l.trim())
		.map((l) => JSON.parse(l) as T);
}

/** The first edition: one file per language, its own `split` field. */
export function firstEdition(): LabelledReview[] {
	return readdirSync(EVAL_DIR)
		.filter((f) => f.endsWith(".jsonl"))
		.sort()
		.flatMap((file) => jsonLines<Omit<LabelledReview, "language">>(path.join(EVAL_DIR, file)).map((r) => ({ ...r, language: path.basename(file, ".jsonl") })));
}

/**
 * The second edition: one file per writer (`w<N>-<lang>-<nnn>` ids); w5 and w6 are the held-out split,
 * every other writer (w1–w4, w7–w10) the dev split.
 * `devOnly`: the held-out writers' files are not even read (while tuning).
 */
export function secondEdition(devOnly = false): LabelledReview[] {
	return readdirSync(V2_DIR)
		.filter((f) => /^w\d+\.jsonl$/.test(f))
		.sort()
		.flatMap((file) => {
			const writer = path.basename(file, ".jsonl");
			if (devOnly && HELDOUT_WRITERS.has(writer)) return [];
			return jsonLines<Omit<LabelledReview, "language" | "split">>(path.join(V2_DIR, file)).map((r) => ({
				...r,
				language: r.id.split("-")[1],
				split: HELDOUT_WRITERS.has(writer) ? ("heldout" as const) : ("dev" as const),
			}));
		});
}

/** An operator's own labelled reviews (the same fields; `language` optional, `split` ignored): all scored as one set. */
export function ownSet(file: string): LabelledReview[] {
	return jsonLines<Partial<LabelledReview> & Pick<LabelledReview, "id" | "rating" | "text" | "sentiment">>(file).map((r) => ({
		topics: [],
		tags: [],
		...r,
		language: r.language ?? "?",
		split: "dev" as const,
		id: `own:${r.id}`,
	}));
}

export interface SecondLabel {
	id: string;
	sentiment: SentimentLabel;
	topics: string[];
}

/**
 * The second annotator's labels: the dev writers' in second-annotator.jsonl, the held-out writers' in a file of
 * their own, so that reading the dev labels never shows a held-out review; `devOnly` leaves that file unread.
 */
export function secondAnnotator(devOnly = false): SecondLabel[] {
	const dev = jsonLines<SecondLabel>(path.join(V2_DIR, "second-annotator.jsonl"));
	return devOnly ? dev : [...dev, ...jsonLines<SecondLabel>(path.join(V2_DIR, "second-annotator-heldout.jsonl"))];
}

/** As outside sets are scored: no language tag, so the analyzer finds the language itself. */
export function asInput(r: Pick<LabelledReview, "id" | "rating" | "text">): ReviewForAnalysis {
	return { id: r.id, rating: r.rating, text: r.text, language: null, publishedAt: null, ownerReplied: false };
}

/** The baseline every figure is compared with: 1–2★ negative, 3★ neutral, 4–5★ positive, no stars neutral. */
export function starsOnly(rating: number | null): SentimentLabel {
	if (rating === null || rating === 3) return "neutral";
	return rating < 3 ? "negative" : "positive";
}

/** The kinds of review the bench reports apart, each a test on the labelled review. */
export const KINDS: Record<string, (r: LabelledReview) => boolean> = {
	sarcasm: (r) => r.tags.includes("sarcasm"),
	sarcasm_4_5_stars: (r) => r.tags.includes("sarcasm") && (r.rating ?? 0) >= 4,
	mixed: (r) => r.tags.includes("mixed"),
	negation: (r) => r.tags.includes("negation"),
	text_contradicts_stars: (r) => r.tags.includes("text_contradicts_stars"),
	no_stars: (r) => r.rating === null,
	short: (r) => r.tags.includes("short"),
	fact_only: (r) => r.tags.includes("fact_only"),
	mention_only: (r) => r.tags.includes("mention_only"),
	stars_only: (r) => !r.text?.trim(),
};

export function ratio(n: number, d: number): number | null {
	return d === 0 ? null : Number((n / d).toFixed(4));
}

export interface SentimentFigures {
	reviews: number;
	analyzer: number | null;
	stars: number | null;
	lift: number | null;
}
export interface TopicFigures {
	labelled: number;
	predicted: number;
	precision: number | null;
	recall: number | null;
}
export interface SetFigures extends SentimentFigures {
	topics: TopicFigures;
	perLanguage: Record<string, SentimentFigures & { topics: TopicFigures }>;
	perKind: Record<string, SentimentFigures>;
}

function sentimentOf(reviews: readonly LabelledReview[], verdicts: ReadonlyMap<string, Judged>): SentimentFigures {
	let agree = 0,
		starsAgree = 0;
	for (const r of reviews) {
		if (verdicts.get(r.id)?.label === r.sentiment) agree++;
		if (starsOnly(r.rating) === r.sentiment) starsAgree++;
	}
	const analyzer = ratio(agree, reviews.length),
		stars = ratio(starsAgree, reviews.length);
	return { reviews: reviews.length, analyzer, stars, lift: analyzer === null || stars === null ? null : Number((analyzer - stars).toFixed(4)) };
}

/** Topic precision and recall, micro-averaged, of `predicted` against `labelled`. */
export function topicFigures(pairs: Iterable<{ labelled: readonly string[]; predicted: readonly string[] }>): TopicFigures {
	let labelled = 0,
		predicted = 0,
		right = 0;
	for (const pair of pairs) {
		const truth = new Set(pair.labelled);
		const guess = new Set(pair.predicted);
		labelled += truth.size;
		predicted += guess.size;
		for (const t of guess) if (truth.has(t)) right++;
	}
	return { labelled, predicted, precision: ratio(right, predicted), recall: ratio(right, labelled) };
}

function topicsOf(reviews: readonly LabelledReview[], verdicts: ReadonlyMap<string, Judged>): TopicFigures {
	return topicFigures(reviews.map((r) => ({ labelled: r.topics, predicted: verdicts.get(r.id)?.topics.map((t) => t.name) ?? [] })));
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
	const groups = new Map<string, T[]>();
	for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
	return groups;
}

/** Every figure of one set of reviews (one split of one edition). */
export function scoreSet(reviews: readonly LabelledReview[], verdicts: ReadonlyMap<string, Judged>): SetFigures {
	const perLanguage: SetFigures["perLanguage"] = {};
	for (const [language, group] of [...groupBy(reviews, (r) => r.language)].sort()) {
		perLanguage[language] = { ...sentimentOf(group, verdicts), topics: topicsOf(group, verdicts) };
	}
	const perKind: SetFigures["perKind"] = {};
	for (const [kind, test] of Object.entries(KINDS)) perKind[kind] = sentimentOf(reviews.filter(test), verdicts);
	return { ...sentimentOf(reviews, verdicts), topics: topicsOf(reviews, verdicts), perLanguage, perKind };
}

/** Cohen's kappa of two labellings of the same items. */
export function cohensKappa<L extends string>(pairs: ReadonlyArray<[L, L]>): number | null {
	if (!pairs.length) return null;
	const observed = pairs.filter(([a, b]) => a === b).length / pairs.length;
	const share = (side: 0 | 1, label: L) => pairs.filter((p) => p[side] === label).length / pairs.length;
	const labels = [...new Set(pairs.flat())];
	const expected = labels.reduce((sum, l) => sum + share(0, l) * share(1, l), 0);
	return expected === 1 ? 1 : Number(((observed - expected) / (1 - expected)).toFixed(4));
}

export interface AnnotatorAgreement {
	reviews: number;
	/** the second annotator against the writers' labels */
	sentimentAgreement: number | null;
	kappa: number | null;
	topics: TopicFigures;
	/** the analyzer and the stars alone against the writers' labels, on the same reviews */
	analyzerKappa: number | null;
	starsKappa: number | null;
}

/** How far two people agree on the reviews the second annotator labelled blind (a ceiling for any analyzer). */
export function annotatorAgreement(
	primary: readonly LabelledReview[],
	second: readonly SecondLabel[],
	verdicts: ReadonlyMap<string, Judged>,
): AnnotatorAgreement {
	const byId = new Map(primary.map((r) => [r.id, r]));
	const both = second.filter((s) => byId.has(s.id)).map((s) => ({ first: byId.get(s.id)!, second: s }));
	return {
		reviews: both.length,
		sentimentAgreement: ratio(both.filter((b) => b.first.sentiment === b.second.sentiment).length, both.length),
		kappa: cohensKappa(both.map((b) => [b.first.sentiment, b.second.sentiment])),
		topics: topicFigures(both.map((b) => ({ labelled: b.first.topics, predicted: b.second.topics }))),
		analyzerKappa: cohensKappa(both.map((b) => [b.first.sentiment, verdicts.get(b.first.id)?.label ?? "neutral"])),
		starsKappa: cohensKappa(both.map((b) => [b.first.sentiment, starsOnly(b.first.rating)])),
	};
}

/**
 * The dev reviews the analyzer got wrong, as lines to read while tuning. `filter`: "sentiment" or
 * "topics" for one kind of miss, a kind name (`sarcasm`, `no_stars`…) for that kind's, else all.
 */
export function missesOf(reviews: readonly LabelledReview[], verdicts: ReadonlyMap<string, Judged>, filter = ""): string[] {
	const lines: string[] = [];
	const ofKind = KINDS[filter];
	for (const r of reviews) {
		if (r.split !== "dev") continue; // never a held-out review
		if (ofKind && !ofKind(r)) continue;
		const v = verdicts.get(r.id);
		const predicted = v?.topics.map((t) => t.name) ?? [];
		const head = `${r.id} ${r.rating ?? "-"}★ [${r.tags.join(",")}]`;
		if (filter !== "topics" && v?.label !== r.sentiment) lines.push(`${head} ${r.sentiment}→${v?.label} ${r.text}`);
		const missing = r.topics.filter((t) => !predicted.includes(t)),
			extra = predicted.filter((t) => !r.topics.includes(t));
		if (filter !== "sentiment" && !ofKind && (missing.length || extra.length)) {
			lines.push(`${head} topics missing ${missing.join(",") || "-"} extra ${extra.join(",") || "-"}: ${r.text}`);
		}
	}
	return lines;
}

/** The verdicts a model gives, 25 reviews a request, four requests at a time; a batch it fails on counts as unanswered. */
export async function modelVerdicts(
	settings: LlmSettings,
	reviews: readonly LabelledReview[],
): Promise<{ verdicts: Map<string, Judged>; failures: Record<string, number> }> {
	const model = new LlmAnalyzer(settings);
	const verdicts = new Map<string, Judged>();
	const failures: Record<string, number> = {};
	const batches: LabelledReview[][] = [];
	for (let i = 0; i < reviews.length; i += MODEL_BATCH) batches.push(reviews.slice(i, i + MODEL_BATCH));
	let next = 0;
	const worker = async () => {
		while (next < batches.length) {
			const batch = batches[next++];
			try {
				for (const v of await model.judgeReviews(batch.map(asInput), null)) verdicts.set(v.id, v);
			} catch (err) {
				if (!(err instanceof LlmFailure)) throw err;
				failures[err.reason] = (failures[err.reason] ?? 0) + batch.length;
			}
		}
	};
	await Promise.all(Array.from({ length: MODEL_PARALLEL }, worker));
	return { verdicts, failures };
}
