import type { ServiceBroker } from "moleculer";
import { call } from "../../../shared/bus";
import type { ReviewForAnalysis } from "../../analysis/analysis.contract";
import type { BusinessRecord, Observation } from "../../dataset/dataset.contract";
import { SIGNAL_FRESH_MS, type RunJob, type RunRef, type RunStep } from "../../runs/runs.contract";
import type { BusinessLookup, LookedUpBusiness, ProviderReview } from "./business-lookup";

/** The provider has no such place (any more): the run fails `business_not_found`, refunded. */
export class BusinessNotFound extends Error {
	readonly code = "business_not_found";
	constructor(id: string) {
		super(`the provider has no business ${id}`);
	}
}

const ENRICH_CALL_TIMEOUT_MS = 10 * 60_000;

/** What the steps of one run share: the broker, the run, the lookup of its provider, and its stop signal. */
export interface RunStepContext {
	broker: ServiceBroker;
	job: RunJob;
	ref: RunRef;
	lookup: BusinessLookup;
	signal: AbortSignal;
	/** whether an enrichment service runs in this deployment */
	canEnrich(): boolean;
}

/** The observation onto the shared row, with what the row has no column for (hours, status, feature id) in its details. */
export function observationOf(found: LookedUpBusiness): Observation {
	return {
		...found.observation,
		details: { ...found.observation.details, openingHours: found.openingHours, businessStatus: found.businessStatus, featureId: found.featureId },
	};
}

/** A business as a run looked it up before (a resumed run reads it back from the shared row rather than from the provider). */
function lookedUpFromRecord(r: BusinessRecord): LookedUpBusiness {
	const d = r.details as { openingHours?: LookedUpBusiness["openingHours"]; businessStatus?: LookedUpBusiness["businessStatus"]; featureId?: string | null };
	return {
		observation: {
			provider: r.provider, providerBusinessId: r.providerBusinessId, cid: r.cid, placeId: r.placeId, name: r.name, fullAddress: r.fullAddress,
			street: r.street, locality: r.locality, postalCode: r.postalCode, region: r.region, country: r.country, categories: r.categories,
			rating: r.rating, reviewCount: r.reviewCount, phone: r.phone, website: r.website, latitude: r.latitude, longitude: r.longitude, details: r.details,
		},
		openingHours: d.openingHours ?? [], businessStatus: d.businessStatus ?? null, featureId: d.featureId ?? null,
	};
}

/** Step 1: the business as the provider shows it now, onto the shared row. */
export async function refreshBusiness(c: RunStepContext): Promise<LookedUpBusiness> {
	const found = await c.lookup.lookup(c.job.providerBusinessId, c.signal);
	if (!found) throw new BusinessNotFound(c.job.providerBusinessId);
	await call(c.broker, "dataset.upsert", { observations: [observationOf(found)] });
	return found;
}

/** The business as the run's first step left it on the shared row. */
export async function businessAsRefreshed(c: RunStepContext): Promise<LookedUpBusiness> {
	const [record] = await call(c.broker, "dataset.getMany", { ids: [c.job.businessId] });
	if (!record) throw new BusinessNotFound(c.job.providerBusinessId);
	return lookedUpFromRecord(record);
}

/** Step 2: its website's emails (verified) and social profiles, as a search's enrichment finds them. */
export async function enrichWebsite(c: RunStepContext, business: LookedUpBusiness): Promise<void> {
	const website = business.observation.website ?? null;
	if (!c.canEnrich()) return;
	if (!website) {
		await call(c.broker, "dataset.setEnrichment", { entries: [{ businessId: c.job.businessId, emails: [], socials: {} }] });
		return;
	}
	const { results } = await call(c.broker, "enrichment.enrichBusinesses", {
		businesses: [{ id: c.job.businessId, website }], enrichEmail: true, enrichSocials: true,
	}, { timeout: ENRICH_CALL_TIMEOUT_MS });
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
export async function reviewsAndSignal(c: RunStepContext, business: LookedUpBusiness): Promise<void> {
	const [{ extractionVersion }, stored] = await Promise.all([
		call(c.broker, "analysis.version", undefined), call(c.broker, "runs.signalOf", { businessId: c.job.businessId }),
	]);
	const fresh = stored && stored.signal.extractionVersion === extractionVersion
		&& Date.now() - new Date(stored.signal.extractedAt).getTime() < SIGNAL_FRESH_MS;
	if (fresh) {
		await call(c.broker, "runs.advance", { ...c.ref, step: "analysis" });
		return;
	}
	const reviews = c.lookup.reviews ? await c.lookup.reviews(business, c.job.maxReviews, c.signal) : [];
	const started = performance.now();
	const { signal, languages } = await call(c.broker, "analysis.extractSignal", { reviews: reviews.map(forAnalysis) });
	await call(c.broker, "runs.storeReviews", { ...c.ref, reviews, languages, signal, analysisMs: performance.now() - started });
}

/** Step 5: the account's analysis, from the shared signal and its reviews. */
export async function writeAnalysis(c: RunStepContext, business: LookedUpBusiness): Promise<void> {
	const stored = await call(c.broker, "runs.signalOf", { businessId: c.job.businessId });
	if (!stored) throw new Error("the business has no signal to analyse");
	const o = business.observation;
	const started = performance.now();
	const { narrative, analyzedAt } = await call(c.broker, "analysis.narrate", {
		business: { name: o.name ?? null, rating: o.rating ?? null, reviewCount: o.reviewCount ?? null }, signal: stored.signal, reviews: stored.reviews,
	});
	await call(c.broker, "runs.storeAnalysis", { ...c.ref, narrative, analyzedAt, analysisMs: performance.now() - started });
}

/** A research run from the step it stands at: each step recorded once done, so a resumed run redoes none. */
export async function research(c: RunStepContext): Promise<void> {
	let step: RunStep = c.job.step;
	const advance = async (next: RunStep) => {
		if (c.signal.aborted) throw c.signal.reason;
		await call(c.broker, "runs.advance", { ...c.ref, step: next });
		step = next;
	};
	const business = step === "lookup" ? await refreshBusiness(c) : await businessAsRefreshed(c);
	if (step === "lookup") await advance("enrich");
	if (step === "enrich") {
		await enrichWebsite(c, business);
		await advance("reviews");
	}
	if (step === "reviews") {
		await reviewsAndSignal(c, business);
		step = "analysis";
	}
	if (c.signal.aborted) throw c.signal.reason;
	if (step === "analysis") await writeAnalysis(c, business);
}

/** What a monitor compares (monitors.contract MonitoredFields), from a fresh lookup. */
export function monitoredFields(b: LookedUpBusiness) {
	const o = b.observation;
	return {
		name: o.name ?? null, phone: o.phone ?? null, website: o.website ?? null, address: o.fullAddress ?? null,
		hours: b.openingHours.map((d) => ({ day: d.day, hours: [...d.hours] })), businessStatus: b.businessStatus,
		rating: o.rating ?? null, reviewCount: o.reviewCount ?? null, categories: [...(o.categories ?? [])],
	};
}

/** A monitor check: the business read again, onto the shared row, and handed to monitors to compare and record (once per run). */
export async function monitorCheck(c: RunStepContext): Promise<void> {
	const business = await refreshBusiness(c);
	const { id: runId, accountId, businessId, subscriptionId } = c.job;
	// monitors.contract is t16-monitors'; called by name until it is merged.
	await c.broker.call("monitors.recordCheck", { runId, accountId, businessId, subscriptionId, fields: monitoredFields(business) });
	await call(c.broker, "runs.advance", { ...c.ref, step: "done" });
}
