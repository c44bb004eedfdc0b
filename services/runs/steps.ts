import type { ServiceBroker } from "moleculer";
import { call } from "../../shared/bus";
import { PROVIDER_LAYOUT_CHANGED } from "../../shared/provider-health";
import { LeaseLostError } from "../../shared/jobs/lease-lost";
import type { HeldJob, JobFailure } from "../../shared/jobs/worker";
import type { ReviewForAnalysis, Signal } from "../analysis/analysis.contract";
import type { BusinessRecord } from "../dataset/dataset.contract";
import type { MonitoredFields } from "../monitors/monitors.contract";
import { MAX_REVIEWS_READ, reviewTargetOf, scraperServiceName, type LookedUpBusiness, type ProviderReview } from "../scrapers/scrapers.contract";
import { observeAnalysis } from "./metrics";
import { runLeaseMs, SIGNAL_FRESH_MS, type RunStep } from "./runs.contract";
import * as store from "./runs.store";
import type { RunJob } from "./runs.store";

/** The provider has no such place (any more): the run fails `business_not_found`, refunded. */
export class BusinessNotFound extends Error {
	readonly code = "business_not_found";
	constructor(id: string) {
		super(`the provider has no business ${id}`);
	}
}

const ENRICH_CALL_TIMEOUT_MS = 10 * 60_000;
/** How long a provider read of a run may take (its retries included); the bus waits a little longer. */
const LOOKUP_DEADLINE_MS = 60_000;
const REVIEWS_DEADLINE_MS = 240_000;
const BUS_MARGIN_MS = 5_000;

/** What a run's steps share: the broker, the run as its worker holds it, and whether an enrichment service runs. */
export interface RunSteps extends HeldJob<RunJob> {
	broker: ServiceBroker;
	canEnrich(): boolean;
}

/**
 * Why a run fails (refunded): the provider has no such place, or could not be read (its code).
 * Anything else is an error of ours, and the run goes back for another attempt.
 */
export function runFailureOf(err: unknown): JobFailure | null {
	if (err instanceof BusinessNotFound) return { code: err.code, message: err.message };
	const e = err as { type?: string; message?: string; data?: { reason?: string } } | null;
	if (e?.type === "provider_unavailable") return { code: e.data?.reason ?? "provider_error", message: e.message ?? "the provider could not be read" };
	return null;
}

/** The run moves to its next step (what came before is done), the lease renewed; a cancel asked meanwhile stops it. */
async function advance(c: RunSteps, step: RunStep): Promise<void> {
	if (c.signal.aborted) throw c.signal.reason;
	const row = await store.advance(c.job.id, c.workerId, step, runLeaseMs());
	if (!row) throw new LeaseLostError("run");
	if (row.cancel_requested) c.stop("canceled");
}

/** Step 1: the business as its provider shows it now (its scraper reads it), onto the shared row. */
async function refreshBusiness(c: RunSteps): Promise<LookedUpBusiness> {
	const found = await call(
		c.broker,
		`${scraperServiceName(c.job.provider)}.lookup`,
		{ id: c.job.providerBusinessId, deadlineMs: LOOKUP_DEADLINE_MS },
		{ timeout: LOOKUP_DEADLINE_MS + BUS_MARGIN_MS },
	);
	if (!found) throw new BusinessNotFound(c.job.providerBusinessId);
	await call(c.broker, "dataset.upsert", { observations: [found.observation] });
	return found;
}

/** A business as a run looked it up before (a resumed run reads it back from the shared row rather than from the provider). */
function lookedUpFromRecord(r: BusinessRecord): LookedUpBusiness {
	const d = r.details as { openingHours?: LookedUpBusiness["openingHours"]; businessStatus?: LookedUpBusiness["businessStatus"]; featureId?: string | null };
	return {
		observation: {
			provider: r.provider,
			providerBusinessId: r.providerBusinessId,
			cid: r.cid,
			placeId: r.placeId,
			name: r.name,
			fullAddress: r.fullAddress,
			street: r.street,
			locality: r.locality,
			postalCode: r.postalCode,
			region: r.region,
			country: r.country,
			categories: r.categories,
			rating: r.rating,
			reviewCount: r.reviewCount,
			phone: r.phone,
			website: r.website,
			latitude: r.latitude,
			longitude: r.longitude,
			details: r.details,
		},
		openingHours: d.openingHours ?? [],
		businessStatus: d.businessStatus ?? null,
		featureId: d.featureId ?? null,
	};
}

async function businessAsRefreshed(c: RunSteps): Promise<LookedUpBusiness> {
	const [record] = await call(c.broker, "dataset.getMany", { ids: [c.job.businessId] });
	if (!record) throw new BusinessNotFound(c.job.providerBusinessId);
	return lookedUpFromRecord(record);
}

/** Step 2: its website's emails (verified) and social profiles, as a search's enrichment finds them. */
async function enrichWebsite(c: RunSteps, business: LookedUpBusiness): Promise<void> {
	const website = business.observation.website ?? null;
	if (!c.canEnrich()) return;
	if (!website) {
		await call(c.broker, "dataset.setEnrichment", { entries: [{ businessId: c.job.businessId, emails: [], socials: {} }] });
		return;
	}
	const { results } = await call(
		c.broker,
		"enrichment.enrichBusinesses",
		{
			businesses: [{ id: c.job.businessId, website }],
			enrichEmail: true,
			enrichSocials: true,
		},
		{ timeout: ENRICH_CALL_TIMEOUT_MS },
	);
	const found = results[0];
	// A site that could not be read leaves the row as it was (a later run may do better).
	if (found?.ok) await call(c.broker, "dataset.setEnrichment", { entries: [{ businessId: c.job.businessId, emails: found.emails, socials: found.socials }] });
}

function forAnalysis(r: ProviderReview): ReviewForAnalysis {
	return { id: r.id, rating: r.rating, text: r.text, language: r.language, publishedAt: r.publishedAt, ownerReplied: r.ownerReplied };
}

/**
 * Steps 3 and 4: the newest reviews and the shared signal made of them, stored together.
 * A signal younger than 7 days made by the analyzer's current version is kept as it is.
 */
async function reviewsAndSignal(c: RunSteps, business: LookedUpBusiness): Promise<void> {
	const [{ extractionVersion }, stored] = await Promise.all([call(c.broker, "analysis.version", undefined), store.signalOf(c.job.businessId)]);
	const fresh = stored && stored.extractionVersion === extractionVersion && Date.now() - new Date(stored.extractedAt).getTime() < SIGNAL_FRESH_MS;
	if (fresh) return advance(c, "analysis");
	const reviews = await readReviews(c, business);
	const started = performance.now();
	const { signal, languages } = await call(c.broker, "analysis.extractSignal", { reviews: reviews.map(forAnalysis) });
	observeAnalysis(c.broker, "signal", performance.now() - started);
	if (!(await store.storeReviews({ id: c.job.id, workerId: c.workerId, businessId: c.job.businessId, reviews, languages, signal }))) {
		throw new LeaseLostError("run");
	}
}

/** The business's reviews in the run's order and cutoff, through its provider's scraper. */
function readReviews(c: RunSteps, business: LookedUpBusiness): Promise<ProviderReview[]> {
	const max = Math.min(c.job.maxReviews, MAX_REVIEWS_READ);
	return call(
		c.broker,
		`${scraperServiceName(c.job.provider)}.reviews`,
		{ target: reviewTargetOf(business), max, order: c.job.reviewsOrder, deadlineMs: REVIEWS_DEADLINE_MS },
		{ timeout: REVIEWS_DEADLINE_MS + BUS_MARGIN_MS },
	);
}

/**
 * The shared signal (DESIGN §9) is made only from every review, newest first: a run asking for
 * another order or a cutoff reads its own reviews, and neither reuses nor replaces it.
 */
function readsSharedSignal(c: RunSteps): boolean {
	return c.job.reviewsOrder.sort === "newest" && c.job.reviewsOrder.since === null;
}

/** Steps 3 to 5 of a run with its own order or cutoff: its reviews, their signal and the account's analysis, written together at the end. */
async function ownAnalysis(c: RunSteps, business: LookedUpBusiness): Promise<void> {
	const reviews = (await readReviews(c, business)).map(forAnalysis);
	const started = performance.now();
	const { signal } = await call(c.broker, "analysis.extractSignal", { reviews });
	observeAnalysis(c.broker, "signal", performance.now() - started);
	if (c.signal.aborted) throw c.signal.reason;
	await narrateAndStore(c, business, signal, reviews);
}

/** Step 5: the account's analysis, from the shared signal and its reviews. */
async function writeAnalysis(c: RunSteps, business: LookedUpBusiness): Promise<void> {
	const signal = await store.signalOf(c.job.businessId);
	if (!signal) throw new Error("the business has no signal to analyse");
	await narrateAndStore(c, business, signal, await store.reviewsForAnalysis(c.job.businessId));
}

async function narrateAndStore(c: RunSteps, business: LookedUpBusiness, signal: Signal, reviews: ReviewForAnalysis[]): Promise<void> {
	const o = business.observation;
	const started = performance.now();
	const { narrative, analyzedAt } = await call(c.broker, "analysis.narrate", {
		business: { name: o.name ?? null, rating: o.rating ?? null, reviewCount: o.reviewCount ?? null },
		signal,
		reviews,
	});
	observeAnalysis(c.broker, "narrative", performance.now() - started);
	if (!(await store.storeAnalysis(c.job.id, c.workerId, narrative, analyzedAt))) throw new LeaseLostError("run");
}

/** A research run from the step it stands at: each step recorded once done, so a resumed run redoes none. */
export async function research(c: RunSteps): Promise<void> {
	let step: RunStep = c.job.step;
	const next = async (to: RunStep) => {
		await advance(c, to);
		step = to;
	};
	const business = step === "lookup" ? await refreshBusiness(c) : await businessAsRefreshed(c);
	if (step === "lookup") await next("enrich");
	if (step === "enrich") {
		await enrichWebsite(c, business);
		await next("reviews");
	}
	if (step === "reviews" && !readsSharedSignal(c)) return ownAnalysis(c, business);
	if (step === "reviews") {
		await reviewsAndSignal(c, business);
		step = "analysis";
	}
	if (c.signal.aborted) throw c.signal.reason;
	if (step === "analysis") await writeAnalysis(c, business);
}

/** What a monitor compares, from a fresh lookup. */
function monitoredFields(b: LookedUpBusiness): MonitoredFields {
	const o = b.observation;
	return {
		name: o.name ?? null,
		phone: o.phone ?? null,
		website: o.website ?? null,
		address: o.fullAddress ?? null,
		hours: b.openingHours.map((d) => ({ day: d.day, hours: [...d.hours] })),
		businessStatus: b.businessStatus,
		rating: o.rating ?? null,
		reviewCount: o.reviewCount ?? null,
		categories: [...(o.categories ?? [])],
	};
}

/** A monitor check: the business read again, onto the shared row, and handed to monitors to compare and record (once per run). */
export async function monitorCheck(c: RunSteps): Promise<void> {
	const business = await refreshBusiness(c);
	const { id: runId, accountId, businessId, subscriptionId, provider } = c.job;
	// Its provider drifting, the changes may be the layout's: the event says so (docs/provider-drift.md).
	const drifting = await call(c.broker, "searches.driftingProviders", undefined).catch(() => []);
	const warnings = drifting.some((d) => d.provider === provider) ? [PROVIDER_LAYOUT_CHANGED] : [];
	await call(c.broker, "monitors.recordCheck", {
		runId,
		accountId,
		businessId,
		subscriptionId: subscriptionId as string,
		fields: monitoredFields(business),
		warnings,
	});
	await advance(c, "done");
}
