import type { LlmSettings } from "../../shared/config";
import type { ExtractSignalResult, NarrateParams, NarrateResult, ReviewForAnalysis } from "./analysis.contract";
import { LEXICON_VERSION } from "./lexicons";
import { LlmAnalyzer, LlmFailure, type LlmFailureReason } from "./llm";
import { localNarrative } from "./narrative";
import { signalOf } from "./signal";
import { judgeReview } from "./verdict";

export type AnalyzerName = "local" | "llm";

/** What the service counts: which analyzer answered, and why the model did not. */
export interface AnalyzerEvents {
	answered(action: "extractSignal" | "narrate", analyzer: AnalyzerName, reviews: number, seconds: number): void;
	fellBack(action: "extractSignal" | "narrate", reason: LlmFailureReason, detail: string): void;
}

/** The local analyzer alone: no network, the same answer for the same reviews. */
export function extractLocally(reviews: readonly ReviewForAnalysis[], now = new Date()): ExtractSignalResult {
	const verdicts = reviews.map(judgeReview);
	return { signal: signalOf(reviews, verdicts, LEXICON_VERSION, now), languages: languagesOf(verdicts) };
}

function languagesOf(verdicts: ReadonlyArray<{ id: string; language: string | null }>): Record<string, string | null> {
	return Object.fromEntries(verdicts.map((v) => [v.id, v.language]));
}

/**
 * Reviews analysed by the configured model when there is one, else (or when the model fails:
 * timeout, HTTP error, an answer off the schema) by the local lexicons.
 */
export class ReviewAnalyzer {
	private readonly llm: LlmAnalyzer | null;

	constructor(
		settings: LlmSettings | null,
		private readonly events: AnalyzerEvents,
	) {
		this.llm = settings ? new LlmAnalyzer(settings) : null;
	}

	get extractionVersion(): string {
		return this.llm?.extractionVersion ?? LEXICON_VERSION;
	}

	/** `deadline` (epoch ms, null for none): the model gets until then, the local analyzer answering after. */
	async extractSignal(reviews: readonly ReviewForAnalysis[], deadline: number | null = null): Promise<ExtractSignalResult> {
		const started = performance.now();
		if (this.llm && reviews.length) {
			try {
				const verdicts = await this.llm.judgeReviews(reviews, deadline);
				this.events.answered("extractSignal", "llm", reviews.length, seconds(started));
				return { signal: signalOf(reviews, verdicts, this.llm.extractionVersion), languages: languagesOf(verdicts) };
			} catch (err) {
				this.fallBack("extractSignal", err);
			}
		}
		const local = extractLocally(reviews);
		this.events.answered("extractSignal", "local", reviews.length, seconds(started));
		return local;
	}

	async narrate(params: NarrateParams, deadline: number | null = null): Promise<NarrateResult> {
		const started = performance.now();
		const local = localNarrative(params);
		if (this.llm && params.reviews.length) {
			try {
				const answer = await this.llm.narrate(params, deadline);
				this.events.answered("narrate", "llm", params.reviews.length, seconds(started));
				// the facts (response rate, rating trend) stay computed, not written by the model
				return { narrative: { ...local, ...answer }, analyzedAt: new Date().toISOString() };
			} catch (err) {
				this.fallBack("narrate", err);
			}
		}
		this.events.answered("narrate", "local", params.reviews.length, seconds(started));
		return { narrative: local, analyzedAt: new Date().toISOString() };
	}

	private fallBack(action: "extractSignal" | "narrate", err: unknown): void {
		if (!(err instanceof LlmFailure)) throw err;
		this.events.fellBack(action, err.reason, err.message);
	}
}

function seconds(started: number): number {
	return (performance.now() - started) / 1000;
}
