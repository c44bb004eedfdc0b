import type Ajv from "ajv";
import type { ValidateFunction } from "ajv";
import type { LlmSettings } from "../../shared/config";
import type { NarrateParams, ReviewForAnalysis } from "./analysis.contract";
import {
	NARRATIVE_ANSWER_SCHEMA,
	NARRATIVE_PROMPT,
	PROMPT_VERSION,
	REVIEWS_ANSWER_SCHEMA,
	REVIEWS_PROMPT,
	type NarrativeAnswer,
	type ReviewsAnswer,
} from "./llm-schemas";
import { primaryLanguage } from "./language";
import { quotedIn, withoutContacts } from "./model-text";
import type { ReviewVerdict } from "./verdict";

export type LlmFailureReason = "timeout" | "network" | "http" | "malformed";

/** The model could not give a usable answer: the local analyzer answers instead. */
export class LlmFailure extends Error {
	constructor(
		public readonly reason: LlmFailureReason,
		message: string,
	) {
		super(message);
		this.name = "LlmFailure";
	}
}

/** Reviews sent in one request, and requests in flight at once for one call. */
const BATCH = 25;
const PARALLEL = 4;
/** A review's text is cut here in a prompt. */
const MAX_PROMPT_TEXT = 2000;
const MAX_QUOTE = 200;

interface AnswerValidators {
	ajv: Ajv;
	reviews: ValidateFunction<ReviewsAnswer>;
	narrative: ValidateFunction<NarrativeAnswer>;
}
let validators: AnswerValidators | null = null;

/** ajv and the answers' validators, made for the first answer a model gives: most processes never ask one. */
function answerValidators(): AnswerValidators {
	if (!validators) {
		const AjvClass = (require("ajv") as { default: typeof Ajv }).default;
		const ajv = new AjvClass({ allErrors: false, strict: false });
		validators = { ajv, reviews: ajv.compile<ReviewsAnswer>(REVIEWS_ANSWER_SCHEMA), narrative: ajv.compile<NarrativeAnswer>(NARRATIVE_ANSWER_SCHEMA) };
	}
	return validators;
}

/**
 * An OpenAI-compatible chat model asked for strict JSON (`response_format: json_schema`), its
 * answer validated against the same schema. The URL is operator configuration (often a model
 * served on the private network), so it is called directly rather than through the SSRF guard
 * that user-given addresses go through.
 */
export class LlmAnalyzer {
	constructor(private readonly settings: LlmSettings) {}

	get extractionVersion(): string {
		return `llm:${this.settings.model}:${PROMPT_VERSION}`;
	}

	/** `deadline` (epoch ms): when the caller stops waiting; no request outlives it. */
	async judgeReviews(reviews: readonly ReviewForAnalysis[], deadline: number | null): Promise<ReviewVerdict[]> {
		const batches: ReviewForAnalysis[][] = [];
		for (let i = 0; i < reviews.length; i += BATCH) batches.push(reviews.slice(i, i + BATCH));
		const answers: ReviewVerdict[][] = new Array(batches.length);
		let next = 0;
		const worker = async () => {
			while (next < batches.length) {
				const index = next++;
				answers[index] = await this.judgeBatch(batches[index], deadline);
			}
		};
		await Promise.all(Array.from({ length: Math.min(PARALLEL, batches.length) }, worker));
		return answers.flat();
	}

	private async judgeBatch(batch: readonly ReviewForAnalysis[], deadline: number | null): Promise<ReviewVerdict[]> {
		const input = batch.map((r) => ({ id: r.id, rating: r.rating, language: r.language, text: r.text?.slice(0, MAX_PROMPT_TEXT) ?? null }));
		const answer = await this.ask(REVIEWS_PROMPT, JSON.stringify({ reviews: input }), "review_analysis", REVIEWS_ANSWER_SCHEMA, (v) => v.reviews, deadline);
		const byId = new Map(answer.reviews.map((r) => [r.id, r]));
		if (byId.size !== batch.length || batch.some((r) => !byId.has(r.id))) {
			throw new LlmFailure("malformed", `the model answered ${answer.reviews.length} reviews for the ${batch.length} asked, or other ids`);
		}
		return batch.map((r) => {
			const a = byId.get(r.id)!;
			return {
				id: r.id,
				language: primaryLanguage(r.language) ?? primaryLanguage(a.language),
				score: a.score,
				label: a.sentiment,
				topics: dedupedTopics(a.topics).map((t) => ({
					name: t.name,
					sentiment: t.sentiment,
					quote: checkedQuote(t.quote, r.text),
					strength: Math.abs(t.sentiment),
				})),
			};
		});
	}

	async narrate(params: NarrateParams, deadline: number | null): Promise<NarrativeAnswer> {
		const sample = params.reviews.slice(0, 60).map((r) => ({ rating: r.rating, text: r.text?.slice(0, 500) ?? null, publishedAt: r.publishedAt }));
		const input = JSON.stringify({ business: params.business, signal: params.signal, reviews: sample });
		const answer = await this.ask(NARRATIVE_PROMPT, input, "review_narrative", NARRATIVE_ANSWER_SCHEMA, (v) => v.narrative, deadline);
		const summary = withoutContacts(answer.summary);
		if (!summary) throw new LlmFailure("malformed", "the model's summary held nothing but links, addresses or phone numbers");
		return {
			summary,
			strengths: answer.strengths.map(withoutContacts).filter(Boolean),
			weaknesses: answer.weaknesses.map(withoutContacts).filter(Boolean),
		};
	}

	private async ask<T>(
		system: string,
		user: string,
		name: string,
		schema: object,
		validatorOf: (validators: AnswerValidators) => ValidateFunction<T>,
		deadline: number | null,
	): Promise<T> {
		const { url, model, apiKey } = this.settings;
		const timeoutMs = deadline === null ? this.settings.timeoutMs : Math.min(this.settings.timeoutMs, deadline - Date.now());
		if (timeoutMs <= 0) throw new LlmFailure("timeout", "no time left for the model before the caller's deadline");
		const body = {
			model,
			temperature: 0,
			messages: [
				{ role: "system", content: system },
				{ role: "user", content: user },
			],
			response_format: { type: "json_schema", json_schema: { name, strict: true, schema } },
		};
		let response: Response;
		let text: string;
		try {
			response = await fetch(`${url}/chat/completions`, {
				method: "POST",
				headers: { "content-type": "application/json", ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
				body: JSON.stringify(body),
				signal: AbortSignal.timeout(timeoutMs),
			});
			text = await response.text();
		} catch (err) {
			const name = (err as Error).name;
			if (name === "TimeoutError" || name === "AbortError") throw new LlmFailure("timeout", `no answer from the model within ${timeoutMs} ms`);
			throw new LlmFailure("network", `the model could not be reached: ${(err as Error).message}`);
		}
		if (!response.ok) throw new LlmFailure("http", `the model answered HTTP ${response.status}`);
		const content = contentOf(text);
		const validators = answerValidators();
		const validate = validatorOf(validators);
		if (!validate(content)) throw new LlmFailure("malformed", `the model's answer does not match the schema: ${validators.ajv.errorsText(validate.errors)}`);
		return content;
	}
}

/** The JSON object inside a chat completion, or undefined when there is none. */
function contentOf(body: string): unknown {
	try {
		const completion = JSON.parse(body) as { choices?: Array<{ message?: { content?: unknown } }> };
		const content = completion.choices?.[0]?.message?.content;
		return typeof content === "string" ? JSON.parse(content) : undefined;
	} catch {
		return undefined;
	}
}

/** A model's quote when the review holds it (else none), without links, addresses or phone numbers. */
function checkedQuote(quote: string | null, text: string | null): string | null {
	if (!quote || !quotedIn(quote, text)) return null;
	return withoutContacts(quote.slice(0, MAX_QUOTE)) || null;
}

function dedupedTopics<T extends { name: string }>(topics: T[]): T[] {
	const seen = new Set<string>();
	return topics.filter((t) => !seen.has(t.name) && seen.add(t.name));
}
