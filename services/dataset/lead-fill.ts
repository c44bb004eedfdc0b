import type { Provider } from "../../shared/business";
import { leadViewsByIds } from "./businesses.store";
import { FILL_MIN_CONFIDENCE, type BusinessLeadView } from "./dataset.contract";
import { ownedLinks } from "./links.store";

/** Which business a row is, never taken from another row. */
const IDENTITY_FIELDS = new Set(["id", "provider", "providerBusinessId", "cid", "placeId", "name", "filledFrom"]);

function missing(value: unknown): boolean {
	if (value === null || value === undefined || value === "") return true;
	if (Array.isArray(value)) return value.length === 0;
	return typeof value === "object" && Object.keys(value as object).length === 0;
}

/**
 * Every field the view lacks (null, empty) that a linked row has, from the most confident linked row
 * that has it. Generic over the view's fields: a field added to the view is filled with no change here.
 */
export function fillFromLinked(view: BusinessLeadView, linked: readonly BusinessLeadView[]): BusinessLeadView {
	const filled: Record<string, unknown> = { ...view };
	const filledFrom: Record<string, Provider> = {};
	for (const other of linked) {
		for (const [field, value] of Object.entries(other)) {
			if (IDENTITY_FIELDS.has(field) || !missing(filled[field]) || missing(value)) continue;
			filled[field] = value;
			filledFrom[field] = other.provider;
		}
	}
	if (Object.keys(filledFrom).length) filled.filledFrom = filledFrom;
	return filled as BusinessLeadView;
}

/**
 * What leads show of these businesses; for an account, filled from the linked rows that account owns
 * (a linked row it has not paid for never fills anything).
 */
export async function leadViewsFor(ids: string[], accountId?: string): Promise<BusinessLeadView[]> {
	const views = await leadViewsByIds(ids);
	if (!accountId || !views.length) return views;
	const links = await ownedLinks(
		accountId,
		views.map((v) => v.id),
		FILL_MIN_CONFIDENCE,
	);
	if (!links.length) return views;
	const linkedViews = new Map((await leadViewsByIds([...new Set(links.map((l) => l.linkedId))])).map((v) => [v.id, v]));
	const linkedOf = new Map<string, BusinessLeadView[]>();
	for (const l of links) {
		const other = linkedViews.get(l.linkedId);
		if (other) linkedOf.set(l.businessId, [...(linkedOf.get(l.businessId) ?? []), other]);
	}
	return views.map((v) => (linkedOf.has(v.id) ? fillFromLinked(v, linkedOf.get(v.id)!) : v));
}
