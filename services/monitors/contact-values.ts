import type { Context } from "moleculer";
import { call } from "../../shared/bus";
import type { MonitoredFields, StoredChange } from "./monitors.contract";

/**
 * The monitored fields that are contact values (a check compares no email). An account sees
 * them only on a business it owns, one it paid for (a lead of it), as the dataset shows them:
 * a change of such a field of any other business keeps its `field` and shows `before` and
 * `after` as null, in GET /v1/businesses/{cid}/changes and in `business.changed` alike.
 */
export const CONTACT_FIELDS: ReadonlySet<keyof MonitoredFields> = new Set(["phone", "website"]);

/** The changes as the account may see them (ownership as it stands now: a business bought later shows its history). */
export async function changesShownTo<T extends StoredChange>(ctx: Context, accountId: string, businessId: string, changes: T[]): Promise<T[]> {
	if (!changes.some((c) => CONTACT_FIELDS.has(c.field))) return changes;
	const { owned } = await call(ctx, "leads.owns", { accountId, businessId });
	if (owned) return changes;
	return changes.map((c) => (CONTACT_FIELDS.has(c.field) ? { ...c, before: null, after: null } : c));
}
