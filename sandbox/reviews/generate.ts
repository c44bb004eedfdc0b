import { hashString, Rng } from "../random";
import { CATEGORIES, LOCALES, type CategoryGroup, type Locale } from "../vocabulary";
import type { WorldBusiness } from "../world";
import { composeReview } from "./compose";
import { DE } from "./lang/de";
import { EN } from "./lang/en";
import { ES } from "./lang/es";
import { FR } from "./lang/fr";
import { IT } from "./lang/it";
import { NL } from "./lang/nl";
import { PT } from "./lang/pt";
import { REVIEW_LANGUAGES, type PhraseBook, type Polarity, type ReviewLanguage, type ReviewTopic, type Tone } from "./phrases";

/**
 * A place's reviews, the same on every run: as many as its review count (at most REVIEW_CAP), over the
 * last two years, star ratings drawn around the place's rating (drifting for an improving or declining
 * place), most in the language of its country, some without text, owner replies at places that answer.
 * Each review is written from a tone and topics; that ground truth is kept beside it, never on the wire.
 */

export const REVIEW_CAP = 500;
const DAYS = 730;
const DAY_MS = 86_400_000;
const BOOKS: Record<ReviewLanguage, PhraseBook> = { en: EN, fr: FR, de: DE, es: ES, it: IT, nl: NL, pt: PT };
const NAME_LOCALE: Record<ReviewLanguage, Locale> = { en: "en-gb", fr: "fr", de: "de", es: "es", it: "it", nl: "nl", pt: "pt" };
const COUNTRY_LANGUAGES: Record<string, ReviewLanguage[]> = {
	FR: ["fr"],
	MC: ["fr"],
	LU: ["fr", "de"],
	BE: ["fr", "nl"],
	CH: ["de", "fr", "it"],
	DE: ["de"],
	AT: ["de"],
	LI: ["de"],
	ES: ["es"],
	MX: ["es"],
	AR: ["es"],
	CO: ["es"],
	CL: ["es"],
	PE: ["es"],
	IT: ["it"],
	SM: ["it"],
	NL: ["nl"],
	PT: ["pt"],
	BR: ["pt"],
};

export type PlaceTrend = "improving" | "stable" | "declining";

/** What a review was written with: for tests and the analysis benchmark, never served to the scrapers. */
export interface ReviewTruth {
	id: string;
	rating: number;
	/** null for a review without text */
	language: ReviewLanguage | null;
	/** the tone the text was written in (null without text); it may disagree with the stars */
	sentiment: Tone | null;
	topics: Array<{ name: ReviewTopic; sentiment: Polarity }>;
	textDisagreesWithRating: boolean;
	ownerReplied: boolean;
}

export interface SimulatedReview {
	id: string;
	rating: number;
	text: string | null;
	language: ReviewLanguage | null;
	publishedAtMs: number;
	authorName: string;
	/** a Google contributor id (21 digits) */
	authorId: string;
	ownerReply: { text: string; language: ReviewLanguage; repliedAtMs: number } | null;
	truth: ReviewTruth;
}

export interface PlaceReviews {
	/** newest first */
	reviews: SimulatedReview[];
	/** the place's review count spread over 1..5 stars as its reviews are (a place page's p[175][3]) */
	histogram: [number, number, number, number, number];
	trend: PlaceTrend;
	/** the place answers reviews: its items carry the (empty) reply block even when it did not reply */
	ownerAnswers: boolean;
}

const cache = new Map<string, PlaceReviews>();
const CACHE_LIMIT = 256;
const lambdas = new Map<number, number>();

function topicsFor(group: CategoryGroup): ReviewTopic[] {
	if (group === "trade" || group === "auto") return ["service", "staff", "price", "quality", "waiting_time"];
	if (group === "professional") return ["service", "staff", "price", "quality", "waiting_time", "location"];
	const common: ReviewTopic[] = ["service", "staff", "price", "quality", "cleanliness", "waiting_time", "location", "atmosphere"];
	return group === "food" || group === "drink" || group === "lodging" ? [...common, "food"] : common;
}

function groupOf(b: WorldBusiness): CategoryGroup {
	return CATEGORIES.find((c) => c.name === b.categories[0])?.group ?? "service";
}

/** Mostly the country's language (English where none of the seven is spoken), then English, then the others. */
function languagePicker(b: WorldBusiness): (rng: Rng) => ReviewLanguage {
	const local = COUNTRY_LANGUAGES[b.countryCode] ?? ["en"];
	const others = REVIEW_LANGUAGES.filter((l) => !local.includes(l) && l !== "en");
	const foreign = local.includes("en") ? 0.1 : 0.22;
	return (rng) => {
		const r = rng.next();
		if (r >= foreign) return rng.pick(local);
		return !local.includes("en") && r < 0.12 ? "en" : rng.pick(others);
	};
}

/** Weights e^(λs) over 1..5 stars with the mean asked for (λ found by bisection, kept per hundredth). */
function starSampler(mean: number): (rng: Rng) => number {
	const target = Math.round(Math.min(4.95, Math.max(1.05, mean)) * 100);
	let lambda = lambdas.get(target);
	if (lambda === undefined) {
		let lo = -12;
		let hi = 12;
		for (let i = 0; i < 50; i++) {
			const mid = (lo + hi) / 2;
			const w = [1, 2, 3, 4, 5].map((s) => Math.exp(mid * s));
			const m = w.reduce((acc, x, k) => acc + x * (k + 1), 0) / w.reduce((a, x) => a + x, 0);
			if (m < target / 100) lo = mid;
			else hi = mid;
		}
		lambda = (lo + hi) / 2;
		lambdas.set(target, lambda);
	}
	const weights = [1, 2, 3, 4, 5].map((s) => Math.exp((lambda as number) * s));
	const total = weights.reduce((a, x) => a + x, 0);
	return (rng) => {
		let r = rng.next() * total;
		for (let s = 0; s < 5; s++) {
			r -= weights[s];
			if (r < 0) return s + 1;
		}
		return 5;
	};
}

function toneOf(stars: number): Tone {
	return stars >= 4 ? "positive" : stars === 3 ? "neutral" : "negative";
}

function pickTopics(rng: Rng, pool: ReviewTopic[], n: number): ReviewTopic[] {
	const left = [...pool];
	const out: ReviewTopic[] = [];
	while (out.length < n && left.length) out.push(left.splice(Math.floor(rng.next() * left.length), 1)[0]);
	return out;
}

function histogramOf(reviews: SimulatedReview[], reviewCount: number): PlaceReviews["histogram"] {
	const counts = [0, 0, 0, 0, 0];
	for (const r of reviews) counts[r.rating - 1]++;
	if (!reviews.length) return [0, 0, 0, 0, 0];
	const scaled = counts.map((c) => Math.round((c * reviewCount) / reviews.length));
	const mode = scaled.indexOf(Math.max(...scaled));
	scaled[mode] += reviewCount - scaled.reduce((a, x) => a + x, 0);
	return scaled as PlaceReviews["histogram"];
}

interface PlaceTraits {
	trend: PlaceTrend;
	ownerAnswers: boolean;
	replyRate: number;
	topics: ReviewTopic[];
	language: (rng: Rng) => ReviewLanguage;
}

function traitsOf(b: WorldBusiness, rng: Rng): PlaceTraits {
	const t = rng.next();
	return {
		trend: t < 0.15 ? "improving" : t < 0.3 ? "declining" : "stable",
		ownerAnswers: rng.chance(0.45),
		replyRate: 0.4 + rng.next() * 0.55,
		topics: topicsFor(groupOf(b)),
		language: languagePicker(b),
	};
}

function oneReview(b: WorldBusiness, index: number, ageDays: number, traits: PlaceTraits, nowMs: number, rng: Rng): SimulatedReview {
	const drift = traits.trend === "improving" ? 0.5 : traits.trend === "declining" ? -0.5 : 0;
	const rating = starSampler((b.rating ?? 4) + drift * (1 - (2 * ageDays) / DAYS))(rng);
	const id = `Ch${Buffer.from(`sim:${b.cid}:${index}`).toString("base64url")}EAE`;
	const language = rng.chance(0.15) ? null : traits.language(rng);
	const nameLocale = LOCALES[NAME_LOCALE[language ?? traits.language(rng)]];
	const authorName = `${rng.pick(nameLocale.firstNames)} ${rng.pick(nameLocale.surnames).charAt(0)}.`;
	const authorId = `1${String(hashString(`author:${b.cid}:${index}`)).padStart(10, "0")}${rng.digits(10)}`;
	const publishedAtMs = nowMs - Math.round(ageDays * DAY_MS);
	const truth: ReviewTruth = { id, rating, language, sentiment: null, topics: [], textDisagreesWithRating: false, ownerReplied: false };
	let text: string | null = null;
	if (language) {
		const disagrees = rating !== 3 && rng.chance(0.05);
		const tone: Tone = disagrees ? (rating >= 4 ? "negative" : "positive") : toneOf(rating);
		const mixed = tone !== "neutral" && rng.chance(rating === 4 || rating === 2 ? 0.3 : 0.12);
		const topicCount = tone === "neutral" ? (rng.chance(0.2) ? 0 : 2) : rng.int(mixed ? 2 : 1, 3);
		const composed = composeReview(BOOKS[language], tone, pickTopics(rng, traits.topics, topicCount), mixed, rng);
		text = composed.text;
		Object.assign(truth, { sentiment: tone, topics: composed.topics, textDisagreesWithRating: disagrees });
	}
	let ownerReply: SimulatedReview["ownerReply"] = null;
	if (language && traits.ownerAnswers && rng.chance(Math.min(1, traits.replyRate * (rating <= 2 ? 1.3 : 1)))) {
		const kind: Polarity = rating >= 4 ? "positive" : "negative";
		ownerReply = { text: rng.pick(BOOKS[language].replies[kind]), language, repliedAtMs: Math.min(nowMs, publishedAtMs + rng.int(1, 10) * DAY_MS) };
		truth.ownerReplied = true;
	}
	return { id, rating, text, language, publishedAtMs, authorName, authorId, ownerReply, truth };
}

/** The place's reviews as of today (UTC); the same place, rating and review count give the same reviews. */
export function reviewsOf(b: WorldBusiness, now = Date.now()): PlaceReviews {
	const day = Math.floor(now / DAY_MS);
	const key = `${b.cid}:${b.rating}:${b.reviewCount}:${day}`;
	const known = cache.get(key);
	if (known) return known;
	const rng = new Rng(`reviews:${b.cid}:${b.rating}:${b.reviewCount}`);
	const traits = traitsOf(b, rng);
	const count = Math.min(REVIEW_CAP, b.reviewCount ?? 0);
	const ages = Array.from({ length: count }, () => rng.next() * DAYS).sort((a, c) => a - c);
	const nowMs = day * DAY_MS;
	const reviews = ages.map((age, i) => oneReview(b, i, age, traits, nowMs, rng));
	const result: PlaceReviews = { reviews, histogram: histogramOf(reviews, b.reviewCount ?? 0), trend: traits.trend, ownerAnswers: traits.ownerAnswers };
	if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
	cache.set(key, result);
	return result;
}
