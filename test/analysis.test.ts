import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { ServiceBroker } from "moleculer";
import { brokerOptions } from "../moleculer.config";
import { call } from "../shared/bus";
import { prometheusMetrics, prometheusText } from "../shared/metrics";
import { toHttpError } from "../shared/errors";
import { ConfigError, loadConfig } from "../shared/config";
import { SERVICE_SCHEMAS } from "../bin/services";
import { MAX_REVIEWS_PER_CALL, type ReviewForAnalysis } from "../services/analysis/analysis.contract";
import { parsePrometheus } from "./support/metrics";
import { hostileReviewTexts } from "./support/hostile-reviews";
import { modelVerdicts, scoreSet, type LabelledReview } from "../bench/analysis-eval";
import { NARRATIVE_ANSWER_SCHEMA, NARRATIVE_PROMPT, PROMPT_VERSION, REVIEWS_ANSWER_SCHEMA, REVIEWS_PROMPT } from "../services/analysis/llm-schemas";

const DAY = 24 * 3600 * 1000;
let seq = 0;
function review(text: string | null, rating: number | null, extra: Partial<ReviewForAnalysis> = {}): ReviewForAnalysis {
	return { id: `r${++seq}`, rating, text, language: null, publishedAt: null, ownerReplied: false, ...extra };
}

async function startBroker(env: Record<string, string> = {}): Promise<ServiceBroker> {
	const saved = { ...process.env };
	Object.assign(process.env, { LOG_LEVEL: "none", ...env });
	try {
		const broker = new ServiceBroker(brokerOptions({ nodeID: `analysis-${process.pid}-${++seq}`, transporter: undefined, metrics: prometheusMetrics() }));
		broker.createService(SERVICE_SCHEMAS.analysis);
		await broker.start();
		return broker;
	} finally {
		process.env = saved;
	}
}

async function failure(promise: Promise<unknown>): Promise<{ status: number; code: string }> {
	try {
		await promise;
	} catch (err) {
		const e = toHttpError(err);
		return { status: e.status, code: e.code };
	}
	throw new Error("expected a failure");
}

describe("analysis service, local analyzer", () => {
	let broker: ServiceBroker;
	beforeAll(async () => {
		broker = await startBroker();
	});
	afterAll(() => broker.stop());

	test("version names the lexicon", async () => {
		expect(await call(broker, "analysis.version")).toEqual({ extractionVersion: "local-lexicon-2026.12.12" });
	});

	test("bad params are 4xx with a code, never 5xx", async () => {
		const bad: unknown[] = [
			{},
			{ reviews: "x" },
			{ reviews: [{ id: "a", rating: 7, text: "ok", language: null, publishedAt: null, ownerReplied: false }] },
			{ reviews: [{ id: "", rating: 3, text: "ok", language: null, publishedAt: null, ownerReplied: false }] },
			{ reviews: [{ id: "a", rating: 3, text: 5, language: null, publishedAt: null, ownerReplied: false }] },
			{ reviews: [{ id: "a", rating: 3, text: "ok", language: null, publishedAt: null }] },
			{ reviews: Array.from({ length: MAX_REVIEWS_PER_CALL + 1 }, () => review("fine", 4)) },
			{ reviews: [], extra: true },
		];
		for (const params of bad) {
			const { status, code } = await failure(broker.call("analysis.extractSignal", params));
			expect(status).toBeGreaterThanOrEqual(400);
			expect(status).toBeLessThan(500);
			expect(code).toEqual(expect.any(String));
		}
		const narrateBad = await failure(broker.call("analysis.narrate", { business: { name: "x", rating: 9, reviewCount: 1 }, signal: {}, reviews: [] }));
		expect(narrateBad.status).toBeGreaterThanOrEqual(400);
		expect(narrateBad.status).toBeLessThan(500);
	});

	test("1000 reviews in one call are accepted", async () => {
		const reviews = Array.from({ length: MAX_REVIEWS_PER_CALL }, (_, i) =>
			review(i % 2 ? "Great food, friendly staff." : "Cold food and a rude waiter.", i % 2 ? 5 : 1),
		);
		const { signal } = await call(broker, "analysis.extractSignal", { reviews });
		expect(signal.sentimentSummary).toMatchObject({ positive: 500, negative: 500, neutral: 0 });
	});

	test.each([
		["en", "The dentist was gentle and the staff really friendly. Highly recommend!", "I waited over an hour and the receptionist was rude. Never again."],
		["fr", "Accueil chaleureux, coiffeuse très professionnelle. Je recommande !", "Attente interminable et personnel désagréable. À éviter."],
		["de", "Sehr freundliches Personal und hervorragende Arbeit. Gerne wieder!", "Unfreundliche Bedienung, kaltes Essen und viel zu teuer."],
		["es", "Comida deliciosa y camareros muy atentos. Volveremos seguro.", "Servicio pésimo, esperamos una hora y la comida estaba fría."],
		["it", "Pizza ottima e personale gentilissimo. Consigliato!", "Bagno sporco, cameriere maleducato e prezzi esagerati."],
		["nl", "Heel vriendelijk personeel en heerlijk gegeten. Een aanrader!", "Vies toilet, onvriendelijke bediening en veel te duur."],
		["pt", "Atendimento excelente e comida deliciosa. Recomendo!", "Atendimento péssimo, demorou muito e a comida veio fria."],
	])("clear cases in %s: language, sentiment and topics", async (language, praise, complaint) => {
		const good = review(praise, null);
		const bad = review(complaint, null);
		const { signal, languages } = await call(broker, "analysis.extractSignal", { reviews: [good, bad] });
		expect(languages).toEqual({ [good.id]: language, [bad.id]: language });
		expect(signal.sentimentSummary).toMatchObject({ positive: 1, negative: 1, neutral: 0 });
		expect(signal.topics.length).toBeGreaterThan(0);
		for (const topic of signal.topics) expect(topic.examples.length).toBeGreaterThan(0);
	});

	test("negation turns a word around", async () => {
		const reviews = [
			review("The food was not good and the staff were not friendly.", null),
			review("Le repas n'était pas bon du tout.", null),
			review("Das Essen war nicht lecker.", null),
			review("Not bad at all, no complaints.", null),
		];
		const { signal } = await call(broker, "analysis.extractSignal", { reviews });
		expect(signal.sentimentSummary).toMatchObject({ negative: 3, positive: 1 });
	});

	test("the text counts: irony and warnings under five stars, facts without stars, negation idioms, indifference, a misclicked star", async () => {
		const negative = [
			review("Oh fantastic, the 'express' wash took 50 minutes and the car still had bird droppings on the roof. Thanks a lot.", 5),
			review("Super Service, nach nur vier Wochen kam endlich die Ersatzteillieferung. Weiter so 🙄", 5),
			review("Beware: they kept my deposit and never answered my emails.", 5),
			review("Commandé lundi, livré jeudi, et la moitié des pièces manquait.", null),
			review("Quoted €90, charged €160, and the tap still drips.", null),
		];
		const positive = [
			review("Can't fault them, wouldn't hesitate to recommend.", null),
			review("Niks mis mee, viel helemaal niet tegen.", null),
			review("Wonderful dentist, gentle and patient, the best in town!", 1),
		];
		const neutral = [review("Nothing special, it's fine.", null), review("Bof, sans plus.", null)];
		for (const [reviews, expected] of [
			[negative, "negative"],
			[positive, "positive"],
			[neutral, "neutral"],
		] as const) {
			const { signal } = await call(broker, "analysis.extractSignal", { reviews });
			expect({ expected, ...signal.sentimentSummary }).toMatchObject({ [expected]: reviews.length });
		}
	});

	test("a topic counts where the review judges it, not where it is merely mentioned", async () => {
		const { signal } = await call(broker, "analysis.extractSignal", {
			reviews: [review("We had the lunch menu and then walked to the museum. The waiter was rude.", null)],
		});
		expect(signal.topics.map((t) => t.name)).toEqual(["staff"]);
	});

	test("a review without text counts by its stars; the provider's language tag wins", async () => {
		const reviews = [review(null, 5), review("", 1), review(null, 3), review("Great!", 5, { language: "en-GB" })];
		const { signal, languages } = await call(broker, "analysis.extractSignal", { reviews });
		expect(signal.sentimentSummary).toMatchObject({ positive: 2, neutral: 1, negative: 1, byRating: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 2 } });
		expect(signal.topics).toEqual([]);
		expect(languages[reviews[0].id]).toBeNull();
		expect(languages[reviews[3].id]).toBe("en");
	});

	test("the text wins over stars it clearly contradicts; sarcasm under low stars stays negative", async () => {
		const misclick = review("Excellent service, the best garage in town, honest and fast!", 1);
		const sarcasm = review("Great, waited two hours for a cold pizza. Brilliant service, thanks for nothing.", 1);
		const { signal } = await call(broker, "analysis.extractSignal", { reviews: [misclick, sarcasm] });
		expect(signal.sentimentSummary).toMatchObject({ positive: 1, negative: 1 });
	});

	test("hostile texts (20 KB runs of every Unicode space, thousands of repeats) are each read and answered", async () => {
		// Quadratic splitting took about a second for each of these (two minutes in all). One call per
		// text, yielding between them, so the suite's time limit can end a run that is not linear.
		for (const [i, { name, text }] of hostileReviewTexts().entries()) {
			const hostile = review(text, 1 + (i % 5));
			const { signal, languages } = await call(broker, "analysis.extractSignal", { reviews: [hostile] });
			const { positive, neutral, negative } = signal.sentimentSummary;
			expect({ name, judged: positive + neutral + negative }).toEqual({ name, judged: 1 });
			expect(Object.keys(languages)).toEqual([hostile.id]);
			await new Promise((resolve) => setImmediate(resolve));
		}
	});

	test("trend compares the last half-year with the earlier reviews", async () => {
		const now = Date.now();
		const dated = (text: string, rating: number, daysAgo: number) => review(text, rating, { publishedAt: new Date(now - daysAgo * DAY).toISOString() });
		const declining = [
			...[300, 320, 340, 400].map((d) => dated("Wonderful, friendly and fast.", 5, d)),
			...[10, 20, 30, 40].map((d) => dated("Slow, rude and dirty.", 1, d)),
		];
		expect((await call(broker, "analysis.extractSignal", { reviews: declining })).signal.sentimentSummary.trend).toBe("declining");
		const few = [dated("Fine.", 4, 10), dated("Good.", 4, 400)];
		expect((await call(broker, "analysis.extractSignal", { reviews: few })).signal.sentimentSummary.trend).toBe("insufficient_data");
		const { narrative } = await call(broker, "analysis.narrate", {
			business: { name: "Garage Weber", rating: 3.1, reviewCount: 120 },
			signal: (await call(broker, "analysis.extractSignal", { reviews: declining })).signal,
			reviews: declining.map((r, i) => ({ ...r, ownerReplied: i < 2 })),
		});
		expect(narrative.ratingTrend).toBe("declining");
		expect(narrative.ownerResponseRate).toBe(0.25);
		expect(narrative.summary).toContain("Garage Weber");
	});

	test("narrative strengths and weaknesses come from the topics", async () => {
		const reviews = [
			...Array.from({ length: 6 }, () => review("The staff were lovely and very helpful.", 5)),
			...Array.from({ length: 6 }, () => review("Way too expensive, overpriced for what it is.", 2)),
		];
		const { signal } = await call(broker, "analysis.extractSignal", { reviews });
		const { narrative, analyzedAt } = await call(broker, "analysis.narrate", { business: { name: null, rating: null, reviewCount: null }, signal, reviews });
		expect(narrative.strengths.join(" ")).toMatch(/^Staff/);
		expect(narrative.weaknesses.join(" ")).toMatch(/^Prices/);
		expect(Date.parse(analyzedAt)).not.toBeNaN();
		const metrics = parsePrometheus(prometheusText(broker) ?? "");
		expect(
			metrics.find((s) => s.name === "leadmap_analysis_seconds_count" && s.labels.action === "narrate" && s.labels.analyzer === "local")?.value,
		).toBeGreaterThan(0);
	});
});

type FakeMode = "valid" | "malformed" | "wrong_ids" | "error" | "slow" | "untrusted";

/** An OpenAI-compatible chat server that answers as told: a valid answer, a malformed one, a 500, or never. */
async function startFakeModel() {
	const state = { mode: "valid" as FakeMode, requests: [] as Array<{ path: string; auth: string | undefined; body: any }> };
	const server = http.createServer((req, res) => {
		let raw = "";
		req.on("data", (c) => (raw += c));
		req.on("end", () => {
			const body = JSON.parse(raw);
			state.requests.push({ path: req.url ?? "", auth: req.headers.authorization, body });
			const reply = (content: unknown) => {
				res.writeHead(200, { "content-type": "application/json" });
				res.end(
					JSON.stringify({
						id: "x",
						object: "chat.completion",
						choices: [{ index: 0, message: { role: "assistant", content: typeof content === "string" ? content : JSON.stringify(content) } }],
					}),
				);
			};
			if (state.mode === "error") {
				res.writeHead(500);
				res.end("boom");
				return;
			}
			if (state.mode === "slow") return; // never answers: the client gives up after LEADMAP_LLM_TIMEOUT_MS
			if (state.mode === "malformed") {
				reply('{"reviews": [{"id": 1}');
				return;
			}
			const input = JSON.parse(body.messages[1].content);
			if (body.response_format.json_schema.name === "review_narrative") {
				reply(
					state.mode === "untrusted"
						? {
								summary: "Great café. Book at https://evil.example/book or call +33 4 72 00 00 00, or mail owner@evil-cafe.com.",
								strengths: ["Friendly staff, see www.evil.example"],
								weaknesses: ["Long waits: call 0612345678 to complain"],
							}
						: { summary: "The model's summary.", strengths: ["Friendly staff"], weaknesses: ["Long waits"] },
				);
				return;
			}
			const reviews = (input.reviews as Array<{ id: string; rating: number | null }>).map((r, i) => ({
				id: state.mode === "wrong_ids" && i === 0 ? "someone-else" : r.id,
				language: "en",
				sentiment: (r.rating ?? 3) >= 4 ? "positive" : (r.rating ?? 3) <= 2 ? "negative" : "neutral",
				score: ((r.rating ?? 3) - 3) / 2,
				topics:
					state.mode === "untrusted"
						? // one quote from the review, one the model made up (a review told it to)
							[
								{ name: "staff", sentiment: 0.9, quote: "“the staff were lovely”" },
								{ name: "service", sentiment: 0.5, quote: "Call +1 555 0100 for a refund" },
							]
						: [{ name: "staff", sentiment: 0.9, quote: "the staff" }],
			}));
			reply({ reviews });
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	return {
		state,
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}

function fallbacks(broker: ServiceBroker, reason: string): number {
	return parsePrometheus(prometheusText(broker) ?? "")
		.filter((s) => s.name === "leadmap_analysis_llm_fallbacks_total" && s.labels.reason === reason)
		.reduce((sum, s) => sum + s.value, 0);
}

describe("LEADMAP_LLM_* settings", () => {
	test("a URL needs a model; a model or key needs a URL; none means local analysis", () => {
		expect(loadConfig({}).llm).toBeNull();
		expect(() => loadConfig({ LEADMAP_LLM_URL: "http://10.0.0.5:8000/v1" })).toThrow(ConfigError);
		expect(() => loadConfig({ LEADMAP_LLM_MODEL: "m" })).toThrow(/LEADMAP_LLM_URL/);
		expect(() => loadConfig({ LEADMAP_LLM_URL: "not a url", LEADMAP_LLM_MODEL: "m" })).toThrow(ConfigError);
		expect(loadConfig({ LEADMAP_LLM_URL: "http://10.0.0.5:8000/v1/", LEADMAP_LLM_MODEL: "m" }).llm).toEqual({
			url: "http://10.0.0.5:8000/v1",
			model: "m",
			apiKey: null,
			timeoutMs: 60_000,
		});
	});
});

describe("docs/review-analysis-model.md", () => {
	test("shows the prompts and answer schemas the service sends, as they are", () => {
		const doc = readFileSync(path.join(__dirname, "..", "docs", "review-analysis-model.md"), "utf8");
		for (const text of [REVIEWS_PROMPT, NARRATIVE_PROMPT, JSON.stringify(REVIEWS_ANSWER_SCHEMA, null, 2), JSON.stringify(NARRATIVE_ANSWER_SCHEMA, null, 2)]) {
			expect(doc).toContain(text);
		}
		expect(doc).toContain(`prompt version \`${PROMPT_VERSION}\``);
	});
});

describe("analysis service with an OpenAI-compatible model", () => {
	let broker: ServiceBroker;
	let model: Awaited<ReturnType<typeof startFakeModel>>;
	const reviews = Array.from({ length: 30 }, (_, i) => review(i % 3 ? "The staff were lovely." : "Slow and rude.", i % 3 ? 5 : 1));

	beforeAll(async () => {
		model = await startFakeModel();
		broker = await startBroker({ LEADMAP_LLM_URL: model.url, LEADMAP_LLM_MODEL: "fake-model", LEADMAP_LLM_API_KEY: "sk-test", LEADMAP_LLM_TIMEOUT_MS: "3000" });
	});
	afterAll(async () => {
		await broker.stop();
		await model.close();
	});
	beforeEach(() => {
		model.state.mode = "valid";
		model.state.requests.length = 0;
	});

	test("a valid answer makes the signal, named after model and prompt", async () => {
		expect(await call(broker, "analysis.version")).toEqual({ extractionVersion: "llm:fake-model:prompt-2026.12" });
		const { signal, languages } = await call(broker, "analysis.extractSignal", { reviews });
		expect(signal.extractionVersion).toBe("llm:fake-model:prompt-2026.12");
		expect(signal.sentimentSummary).toMatchObject({ positive: 20, negative: 10, neutral: 0 });
		expect(signal.topics).toEqual([{ name: "staff", mentions: 30, sentiment: 0.9, examples: ["the staff"] }]);
		expect(languages[reviews[0].id]).toBe("en");
		// 30 reviews go in two requests, each asking for strict JSON with the key as a bearer token
		expect(model.state.requests).toHaveLength(2);
		for (const r of model.state.requests) {
			expect(r.path).toBe("/v1/chat/completions");
			expect(r.auth).toBe("Bearer sk-test");
			expect(r.body).toMatchObject({
				model: "fake-model",
				response_format: { type: "json_schema", json_schema: { strict: true, schema: { type: "object" } } },
			});
		}
		const { narrative } = await call(broker, "analysis.narrate", { business: { name: "Cafe", rating: 4, reviewCount: 30 }, signal, reviews });
		expect(narrative).toMatchObject({
			summary: "The model's summary.",
			strengths: ["Friendly staff"],
			weaknesses: ["Long waits"],
			ownerResponseRate: 0,
			ratingTrend: "insufficient_data",
		});
	});

	test.each([
		["malformed", "malformed"],
		["error", "http"],
		["slow", "timeout"],
	] as const)("a %s answer falls back to the local analyzer, logged and counted (%s)", async (mode, reason) => {
		model.state.mode = mode;
		const before = fallbacks(broker, reason);
		const { signal } = await call(broker, "analysis.extractSignal", { reviews });
		expect(signal.extractionVersion).toBe("local-lexicon-2026.12.12");
		expect(signal.sentimentSummary).toMatchObject({ positive: 20, negative: 10 });
		expect(fallbacks(broker, reason)).toBeGreaterThan(before);
		const { narrative } = await call(broker, "analysis.narrate", { business: { name: "Cafe", rating: 4, reviewCount: 30 }, signal, reviews });
		expect(narrative.summary).toContain("Cafe is rated 4.0");
	});

	test("a model slower than the caller's time limit gives way to the local analyzer before the caller gives up", async () => {
		model.state.mode = "slow";
		// the model's own limit (3 s) is past the caller's: the call still answers, locally
		const { signal } = await call(broker, "analysis.extractSignal", { reviews }, { timeout: 1_500 });
		expect(signal.extractionVersion).toBe("local-lexicon-2026.12.12");
	});

	test("a quote the model makes up is dropped; links, addresses and phone numbers it writes are removed", async () => {
		model.state.mode = "untrusted";
		const { signal } = await call(broker, "analysis.extractSignal", { reviews });
		const staff = signal.topics.find((t) => t.name === "staff");
		const service = signal.topics.find((t) => t.name === "service");
		expect(staff?.examples).toEqual(["“the staff were lovely”"]);
		expect(service).toMatchObject({ mentions: 30, examples: [] });
		const { narrative } = await call(broker, "analysis.narrate", { business: { name: "Cafe", rating: 4, reviewCount: 30 }, signal, reviews });
		expect(narrative.summary).toBe("Great café. Book at or call or mail");
		expect(narrative.strengths).toEqual(["Friendly staff, see"]);
		expect(narrative.weaknesses).toEqual(["Long waits: call to complain"]);
		expect(JSON.stringify(narrative)).not.toMatch(/https?:|www\.|@|\d{3}/);
	});

	test("the bench's model mode scores a labelled set against the model at LEADMAP_LLM_URL", async () => {
		// the fake model answers from the stars: 4-5 positive, 1-2 negative, else neutral
		const labelled: LabelledReview[] = [
			{ id: "m1", split: "dev", language: "en", rating: 5, text: "Lovely.", sentiment: "positive", topics: ["staff"], tags: [] },
			{ id: "m2", split: "dev", language: "en", rating: 1, text: "Awful.", sentiment: "negative", topics: [], tags: [] },
			{
				id: "m3",
				split: "dev",
				language: "en",
				rating: 5,
				text: "Great, waited an hour. Thanks.",
				sentiment: "negative",
				topics: ["waiting_time"],
				tags: ["sarcasm"],
			},
			{ id: "m4", split: "dev", language: "en", rating: null, text: "Fine.", sentiment: "neutral", topics: [], tags: [] },
		];
		const settings = { url: model.url, model: "fake-model", apiKey: null, timeoutMs: 3000 };
		const answered = await modelVerdicts(settings, labelled);
		expect(answered.failures).toEqual({});
		const figures = scoreSet(labelled, answered.verdicts);
		expect(figures).toMatchObject({ reviews: 4, analyzer: 0.75, stars: 0.75, lift: 0, topics: { precision: 0.25, recall: 0.5 } });
		expect(figures.perKind.sarcasm).toMatchObject({ reviews: 1, analyzer: 0 });
		expect(model.state.requests).toHaveLength(1);
		model.state.mode = "error";
		expect((await modelVerdicts(settings, labelled)).failures).toEqual({ http: 4 });
	});

	test("an answer that skips or invents reviews is malformed: the local analyzer answers", async () => {
		model.state.mode = "wrong_ids";
		const before = fallbacks(broker, "malformed");
		const { signal } = await call(broker, "analysis.extractSignal", { reviews });
		expect(signal.extractionVersion).toBe("local-lexicon-2026.12.12");
		expect(fallbacks(broker, "malformed")).toBeGreaterThan(before);
	});
});
