import { ServiceBroker } from "moleculer";
import { brokerOptions } from "../moleculer.config";
import { call } from "../shared/bus";
import { prometheusMetrics, prometheusText } from "../shared/metrics";
import { toHttpError } from "../shared/errors";
import { SERVICE_SCHEMAS } from "../bin/services";
import { MAX_REVIEWS_PER_CALL, type ReviewForAnalysis, type Signal } from "../services/analysis/analysis.contract";
import { parsePrometheus } from "./support/metrics";

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
	beforeAll(async () => { broker = await startBroker(); });
	afterAll(() => broker.stop());

	test("version names the lexicon", async () => {
		expect(await call(broker, "analysis.version")).toEqual({ extractionVersion: "local-lexicon-2026.11" });
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
		const reviews = Array.from({ length: MAX_REVIEWS_PER_CALL }, (_, i) => review(i % 2 ? "Great food, friendly staff." : "Cold food and a rude waiter.", i % 2 ? 5 : 1));
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
		expect(metrics.find((s) => s.name === "leadmap_analysis_seconds_count" && s.labels.action === "narrate" && s.labels.analyzer === "local")?.value).toBeGreaterThan(0);
	});
});

export type { Signal };
