import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { extractLocally } from "../services/analysis/analyzer";
import type { ReviewForAnalysis } from "../services/analysis/analysis.contract";
import { judgeReview, type SentimentLabel } from "../services/analysis/verdict";
import { recordResults, ROOT } from "./support";

/**
 * The local analyzer against the hand-labelled reviews of test/fixtures/review-eval (one file per
 * language; `split: heldout` marks the quarter never looked at while tuning the lexicons), and its
 * throughput on one core.
 */

const EVAL_DIR = path.join(ROOT, "test", "fixtures", "review-eval");
const TARGETS = { sentimentAgreement: 0.85, perLanguageAgreement: 0.8, topicPrecision: 0.8, topicRecall: 0.8, reviewsPerSecond: 1_000 };
const THROUGHPUT_REVIEWS = Number(process.env.BENCH_ANALYSIS_REVIEWS ?? 20_000);

export interface LabelledReview {
	id: string;
	split: "dev" | "heldout";
	rating: number | null;
	text: string | null;
	sentiment: SentimentLabel;
	topics: string[];
	tags: string[];
}

export function readEvaluationSet(): Map<string, LabelledReview[]> {
	const byLanguage = new Map<string, LabelledReview[]>();
	for (const file of readdirSync(EVAL_DIR).filter((f) => f.endsWith(".jsonl")).sort()) {
		const lines = readFileSync(path.join(EVAL_DIR, file), "utf8").split("\n").filter(Boolean);
		byLanguage.set(path.basename(file, ".jsonl"), lines.map((l) => JSON.parse(l) as LabelledReview));
	}
	return byLanguage;
}

function asInput(r: LabelledReview): ReviewForAnalysis {
	return { id: r.id, rating: r.rating, text: r.text, language: null, publishedAt: null, ownerReplied: false };
}

interface Scores { reviews: number; sentimentAgreement: number; topicPrecision: number; topicRecall: number; languageAccuracy: number }

function ratio(n: number, d: number): number {
	return d === 0 ? 1 : Number((n / d).toFixed(4));
}

/** Agreement with the sentiment labels, topic precision and recall (micro-averaged), language detection. */
export function score(reviews: Array<LabelledReview & { language: string }>, misses?: string[]): Scores {
	let agree = 0, predictedTopics = 0, labelledTopics = 0, rightTopics = 0, languageRight = 0, withText = 0;
	for (const r of reviews) {
		const verdict = judgeReview(asInput(r));
		if (verdict.label === r.sentiment) agree++;
		else misses?.push(`${r.id} ${r.sentiment}→${verdict.label} (${verdict.score.toFixed(2)}) ${r.text}`);
		const predicted = new Set(verdict.topics.map((t) => t.name));
		predictedTopics += predicted.size;
		labelledTopics += r.topics.length;
		for (const t of r.topics) if (predicted.has(t)) rightTopics++;
		if (misses && (r.topics.some((t) => !predicted.has(t)) || [...predicted].some((t) => !r.topics.includes(t)))) {
			misses.push(`${r.id} topics ${r.topics.join(",")} → ${[...predicted].join(",")} ${r.text}`);
		}
		if (r.text && (r.text.match(/\p{L}/gu)?.length ?? 0) >= 12) {
			withText++;
			if (verdict.language === r.language) languageRight++;
		}
	}
	return {
		reviews: reviews.length,
		sentimentAgreement: ratio(agree, reviews.length),
		topicPrecision: ratio(rightTopics, predictedTopics),
		topicRecall: ratio(rightTopics, labelledTopics),
		languageAccuracy: ratio(languageRight, withText),
	};
}

/** Reviews per second of extractSignal's local path on this thread (language detection included). */
function throughput(pool: ReviewForAnalysis[]): number {
	const reviews = Array.from({ length: THROUGHPUT_REVIEWS }, (_, i) => ({ ...pool[i % pool.length], id: `r${i}` }));
	extractLocally(reviews.slice(0, 2_000));
	const started = performance.now();
	for (let i = 0; i < reviews.length; i += 1_000) extractLocally(reviews.slice(i, i + 1_000));
	return Math.round(reviews.length / ((performance.now() - started) / 1000));
}

export async function analysisBench(): Promise<void> {
	const set = readEvaluationSet();
	const all = [...set.entries()].flatMap(([language, reviews]) => reviews.map((r) => ({ ...r, language })));
	const perLanguage: Record<string, Scores & { heldout: Scores }> = {};
	for (const [language, reviews] of set) {
		const labelled = reviews.map((r) => ({ ...r, language }));
		perLanguage[language] = { ...score(labelled), heldout: score(labelled.filter((r) => r.split === "heldout")) };
	}
	// BENCH_ANALYSIS_MISSES=1 prints what the analyzer got wrong on the dev part (never the held-out part)
	const misses: string[] = [];
	const overall = score(all);
	const dev = score(all.filter((r) => r.split === "dev"), process.env.BENCH_ANALYSIS_MISSES ? misses : undefined);
	const heldout = score(all.filter((r) => r.split === "heldout"));
	const byTag: Record<string, number> = {};
	for (const tag of [...new Set(all.flatMap((r) => r.tags))].sort()) byTag[tag] = score(all.filter((r) => r.tags.includes(tag))).sentimentAgreement;
	const reviewsPerSecond = throughput(all.map(asInput));
	const figures = { overall, dev, heldout, perLanguage, sentimentAgreementByTag: byTag, reviewsPerSecond, throughputReviews: THROUGHPUT_REVIEWS, targets: TARGETS };
	if (misses.length) console.log(misses.join("\n"));
	console.log(`analysis: ${overall.reviews} labelled reviews; sentiment agreement ${overall.sentimentAgreement} (dev ${dev.sentimentAgreement}, held-out ${heldout.sentimentAgreement}; target ${TARGETS.sentimentAgreement})`);
	console.log(`  topics: precision ${overall.topicPrecision} (held-out ${heldout.topicPrecision}), recall ${overall.topicRecall} (held-out ${heldout.topicRecall}); targets ${TARGETS.topicPrecision}`);
	for (const [language, s] of Object.entries(perLanguage)) {
		console.log(`  ${language}: ${s.reviews} reviews, agreement ${s.sentimentAgreement} (held-out ${s.heldout.sentimentAgreement}), topics P ${s.topicPrecision} R ${s.topicRecall}, language detected ${s.languageAccuracy}`);
	}
	console.log(`  agreement by tag: ${Object.entries(byTag).map(([t, a]) => `${t} ${a}`).join(", ")}`);
	console.log(`  throughput: ${reviewsPerSecond} reviews/s on one core (target ${TARGETS.reviewsPerSecond})`);
	recordResults("analysis", figures);
}
