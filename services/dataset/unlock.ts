import type { Context } from "moleculer";
import { call } from "../../shared/bus";
import type { Provider } from "../../shared/business";
import { PaymentRequiredError } from "../../shared/errors";
import { businessOfOwnershipKey, hasSearchAccess, ownershipKey, requirePayingAccount } from "../billing/billing.contract";
import { ownedAmong } from "./businesses.store";
import type { BusinessRef, UnlockResult } from "./dataset.contract";
import { resolveOrObserve } from "./resolve";

/**
 * POST /v1/businesses/unlock. A ref the dataset has no row for is looked up at its provider and
 * stored first (./resolve.ts); every ref must then name a row, or nothing happens (404, nothing charged).
 * Rows with a lead are free. The rest are bought through billing.spend under
 * `own:<businessId>`, the key a search result is charged under, so each business
 * is paid once per account across both paths, retries and concurrent requests.
 * A key spend reports as already paid (an earlier search, a concurrent unlock)
 * costs nothing and is answered in `alreadyOwned`. Leads are then ensured for every
 * row that had none, so a row paid for whose lead went missing gets its lead now.
 */
export async function unlockBusinesses(ctx: Context, accountId: string, refs: BusinessRef[]): Promise<UnlockResult> {
	const usage = await call(ctx, "billing.account", { accountId });
	if (!hasSearchAccess(usage.accessStatus)) {
		throw new PaymentRequiredError("subscription_inactive", `the account is ${usage.accessStatus}; unlocking needs an active subscription or a trial`);
	}
	// Rows the account owns already are free; no provider is read for an account that could pay for nothing.
	const resolved = await resolveOrObserve(ctx, accountId, refs, () => requirePayingAccount(usage, "unlocking"));
	// Rows in the order their first ref came; refs naming the same row are one row.
	const rows = [...new Map(resolved.sort((a, b) => a.ref - b.ref).map((r) => [r.id, r])).values()];
	const owned = await ownedAmong(
		accountId,
		rows.map((r) => r.id),
	);
	const toBuy = rows.filter((r) => !owned.has(r.id));
	const charged = new Set<string>();
	if (toBuy.length) {
		const spent = await call(ctx, "billing.spend", { accountId, keys: toBuy.map((r) => ownershipKey(r.id)) });
		for (const key of spent.charged) charged.add(businessOfOwnershipKey(key));
		await call(ctx, "leads.ensure", {
			accountId,
			searchId: null,
			source: "unlock",
			businesses: toBuy.map((r) => ({ id: r.id, provider: r.provider })),
		});
	}
	return {
		unlocked: rows.filter((r) => charged.has(r.id)).map((r) => ({ id: r.id, cid: r.cid })),
		creditsSpent: charged.size,
		alreadyOwned: rows.filter((r) => !charged.has(r.id)).map((r) => ({ provider: r.provider as Provider, id: r.provider_business_id })),
	};
}
