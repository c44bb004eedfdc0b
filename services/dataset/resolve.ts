import type { Context } from "moleculer";
import { call } from "../../shared/bus";
import type { Provider } from "../../shared/business";
import { parseProviderId } from "../../shared/business-ids";
import { BadRequestError, NotFoundError, UnavailableError } from "../../shared/errors";
import { scraperServiceName } from "../scrapers/scrapers.contract";
import { businessesByIds, resolveRefs, upsertObservations, type ResolvedRef } from "./businesses.store";
import { takeLookupQuota } from "./lookup-quota";
import { MAX_UNSEEN_REFS, type BusinessRecord, type BusinessRef, type UpsertedBusiness } from "./dataset.contract";

/** Provider lookups of one request made at once. */
const RESOLVE_CONCURRENCY = 4;
const UNKNOWN_REFS_NAMED = 5;
const BUS_UNAVAILABLE = new Set(["SERVICE_NOT_FOUND", "SERVICE_NOT_AVAILABLE"]);

/** `business google:1, bing:YN1x2 and 3 more`: what a 404 names. */
function namedRefs(refs: BusinessRef[]): string {
	const named = refs
		.slice(0, UNKNOWN_REFS_NAMED)
		.map((r) => `${r.provider}:${r.id}`)
		.join(", ");
	return `business ${named}${refs.length > UNKNOWN_REFS_NAMED ? ` and ${refs.length - UNKNOWN_REFS_NAMED} more` : ""}`;
}

/** The provider's place under `id` (its scraper reads it), stored here as an observation; null when the provider has none. */
async function observeAtProvider(ctx: Context, provider: Provider, id: string): Promise<UpsertedBusiness | null> {
	try {
		const found = await call(ctx, `${scraperServiceName(provider)}.lookup`, { id });
		if (!found) return null;
		const [row] = await upsertObservations([found.observation]);
		return row ?? null;
	} catch (err) {
		if (BUS_UNAVAILABLE.has((err as { type?: string }).type ?? "")) {
			throw new UnavailableError("provider_unavailable", `no ${provider} scraper is running to look the id up; try again later`, 5);
		}
		throw err;
	}
}

/**
 * Refs no row answered (`unseen`, each with its index in the request), looked up at their providers
 * and stored, as rows. Their ids must be in their provider's form (400 otherwise); one the provider
 * does not know makes the whole request 404 (nothing is charged after); a provider that cannot be
 * read, 503 `provider_unavailable`. Refs naming the same id are one lookup.
 */
export async function observeUnseen(ctx: Context, accountId: string, unseen: (BusinessRef & { ref: number })[]): Promise<ResolvedRef[]> {
	const checked = unseen.map((r) => ({ ...r, id: parseProviderId(r.provider, r.id) }));
	const byKey = new Map<string, BusinessRef>(checked.map((r) => [`${r.provider}:${r.id}`, { provider: r.provider, id: r.id }]));
	if (byKey.size > MAX_UNSEEN_REFS) {
		throw new BadRequestError(`${byKey.size} ids are new to the dataset; at most ${MAX_UNSEEN_REFS} in one request (unlock the rest in further requests)`);
	}
	const keys = [...byKey.keys()];
	await takeLookupQuota(accountId, keys.length);
	const rows = new Map<string, UpsertedBusiness | null>();
	for (let i = 0; i < keys.length; i += RESOLVE_CONCURRENCY) {
		const batch = keys.slice(i, i + RESOLVE_CONCURRENCY);
		const found = await Promise.all(batch.map((k) => observeAtProvider(ctx, byKey.get(k)!.provider, byKey.get(k)!.id)));
		batch.forEach((k, j) => rows.set(k, found[j]));
	}
	const unknown = keys.filter((k) => !rows.get(k)).map((k) => byKey.get(k)!);
	if (unknown.length) throw new NotFoundError(namedRefs(unknown));
	return checked.map((r) => {
		const row = rows.get(`${r.provider}:${r.id}`)!;
		return { ref: r.ref, id: row.id, provider: row.provider, provider_business_id: row.providerBusinessId, cid: row.cid };
	});
}

/**
 * Every ref as a row: those of the dataset at once, the others through their providers
 * (observeUnseen), for the account; `beforeLookup` may refuse first (an account that could not pay).
 */
export async function resolveOrObserve(ctx: Context, accountId: string, refs: BusinessRef[], beforeLookup?: () => void): Promise<ResolvedRef[]> {
	const resolved = await resolveRefs(refs);
	const found = new Set(resolved.map((r) => r.ref));
	const unseen = refs.map((r, ref) => ({ ...r, ref })).filter((r) => !found.has(r.ref));
	if (!unseen.length) return resolved;
	beforeLookup?.();
	return [...resolved, ...(await observeUnseen(ctx, accountId, unseen))];
}

/** The row of one ref, from the dataset only; null when it has none. */
export async function findBusiness(ref: BusinessRef): Promise<BusinessRecord | null> {
	const [row] = await resolveRefs([ref]);
	return row ? ((await businessesByIds([row.id]))[0] ?? null) : null;
}

/** The row of one ref, observed at its provider first when the dataset has none (404 when the provider has none either). */
export async function resolveBusiness(ctx: Context, accountId: string, ref: BusinessRef): Promise<BusinessRecord> {
	const [row] = await resolveOrObserve(ctx, accountId, [ref]);
	const [record] = await businessesByIds([row.id]);
	if (!record) throw new NotFoundError(namedRefs([ref]));
	return record;
}
