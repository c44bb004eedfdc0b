import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { requireAccount, type AuthMeta } from "../../shared/auth-context";
import { decodeCursor, encodeCursor } from "../../shared/cursor";
import { getDataSource } from "../../shared/db";
import { NotFoundError } from "../../shared/errors";
import { BULK_ID, parseIntParam, parseProviders, requireUuid } from "../../shared/params";
import { canEnrich } from "../../shared/plans";
import type { AccountParams, Usage } from "../billing/billing.contract";
import type { BusinessLeadView, GetManyParams } from "../dataset/dataset.contract";
import { ensureLeads, leadsByIds, recentLeads, toLead, type EnsuredLead, type Lead, type RenderRow } from "./leads.store";

export type { EnsuredLead, Lead };
export interface EnsureLeadsParams { accountId: string; searchId: string | null; source: "search" | "unlock"; businesses: { id: string; provider: string }[] }
/** The leads by business id. */
export interface EnsureLeadsResult { leads: Record<string, EnsuredLead> }
/**
 * `businessIds`: the businesses of those leads when the caller knows them, so both are read at once.
 * `createdAtMs` (with `businessIds`): the leads' creation times (epoch ms) where the caller kept them
 * from `leads.ensure`, as a search's results do; those leads are not read again, and the caller
 * answers for them being the account's. A null is read as usual.
 */
export interface RenderLeadsParams { accountId: string; leadIds: string[]; searchId?: string | null; businessIds?: string[]; createdAtMs?: (number | null)[] }
export interface ListLeadsParams { provider?: string | string[]; limit?: string | number; cursor?: string }
export interface ListLeadsResult { leads: Lead[]; nextCursor: string | null }

/** The rows of the leads whose creation time the caller kept (see RenderLeadsParams), by lead id. */
function keptRows(leadIds: string[], businessIds?: string[], createdAtMs?: (number | null)[], searchId: string | null = null): Map<string, RenderRow> {
	const rows = new Map<string, RenderRow>();
	if (!businessIds || !createdAtMs) return rows;
	if (businessIds.length !== leadIds.length || createdAtMs.length !== leadIds.length) throw new TypeError("leads.render: leadIds, businessIds and createdAtMs go together");
	// A page's leads are made in one statement and share their time: the last one formatted is kept.
	let lastMs = NaN;
	let lastIso = "";
	for (let i = 0; i < leadIds.length; i++) {
		const ms = createdAtMs[i];
		if (ms === null) continue;
		if (ms !== lastMs) {
			lastMs = ms;
			lastIso = new Date(ms).toISOString();
		}
		rows.set(leadIds[i], { id: leadIds[i], business_id: businessIds[i], search_id: searchId, created_at_iso: lastIso });
	}
	return rows;
}

/** Every lead an account owns, from searches and from dataset unlocks. */
const LeadsService: ServiceSchema<ServiceSettingSchema, LeadsThis> = {
	name: "leads",

	actions: {
		list: {
			visibility: "published",
			params: {
				$$strict: true,
				provider: { type: "any", optional: true },
				limit: { type: "any", optional: true },
				cursor: { type: "string", optional: true, max: 500 },
			},
			async handler(this: LeadsThis, ctx: Context<ListLeadsParams, AuthMeta>): Promise<ListLeadsResult> {
				const accountId = requireAccount(ctx);
				const providers = parseProviders(ctx.params.provider);
				const limit = parseIntParam("limit", ctx.params.limit, 100, 1, 500);
				const scope = `leads:${accountId}:${providers.sort().join(",")}`;
				const after = ctx.params.cursor ? await decodeCursor<{ t: string; id: string }>(scope, ctx.params.cursor) : null;
				const rows = await recentLeads(accountId, providers, limit + 1, after);
				const page = rows.slice(0, limit);
				const last = page[page.length - 1];
				const nextCursor = rows.length > limit && last ? await encodeCursor(scope, { t: last.created_at_text, id: last.id }) : null;
				return { leads: await this.render(ctx, accountId, page), nextCursor };
			},
		},
		get: {
			visibility: "published",
			params: { $$strict: true, id: { type: "string", min: 1, max: 100 } },
			async handler(this: LeadsThis, ctx: Context<{ id: string }, AuthMeta>): Promise<Lead> {
				const accountId = requireAccount(ctx);
				const rows = await leadsByIds(accountId, [requireUuid(ctx.params.id, "lead")]);
				if (!rows.length) throw new NotFoundError("lead");
				return (await this.render(ctx, accountId, rows))[0];
			},
		},
		ensure: {
			visibility: "public",
			params: {
				accountId: "uuid",
				searchId: { type: "uuid", nullable: true },
				source: { type: "enum", values: ["search", "unlock"] },
				businesses: { type: "array", max: 1000, items: { type: "object", props: { id: "uuid", provider: "string" } } },
			},
			async handler(ctx: Context<EnsureLeadsParams>): Promise<EnsureLeadsResult> {
				const map = await ensureLeads(ctx.params.accountId, ctx.params.searchId, ctx.params.source, ctx.params.businesses);
				return { leads: Object.fromEntries(map) };
			},
		},
		/** Leads in the order asked; ids the account does not own are left out. */
		render: {
			visibility: "public",
			params: {
				accountId: "uuid", leadIds: { type: "array", items: BULK_ID, max: 5000 }, searchId: { type: "uuid", optional: true, nullable: true },
				businessIds: { type: "array", items: BULK_ID, max: 5000, optional: true },
				createdAtMs: { type: "array", items: { type: "number", integer: true, nullable: true }, max: 5000, optional: true },
			},
			async handler(this: LeadsThis, ctx: Context<RenderLeadsParams>): Promise<Lead[]> {
				const { accountId, leadIds, businessIds, createdAtMs } = ctx.params;
				const byId = keptRows(leadIds, businessIds, createdAtMs, ctx.params.searchId ?? null);
				const toRead = byId.size ? leadIds.filter((id) => !byId.has(id)) : leadIds;
				const [rows, businesses] = await Promise.all([leadsByIds(accountId, toRead), businessIds ? this.businesses(ctx, businessIds) : null]);
				for (const r of rows) byId.set(r.id, r);
				const ordered = leadIds.map((id) => byId.get(id)).filter((r): r is RenderRow => r !== undefined);
				return this.render(ctx, accountId, ordered, ctx.params.searchId, businesses ?? undefined);
			},
		},
	},

	methods: {
		async businesses(ctx: Context, ids: string[]): Promise<BusinessLeadView[]> {
			return ctx.call<BusinessLeadView[], GetManyParams>("dataset.leadViews", { ids });
		},

		/** Leads of the account's rows; `known` when the businesses were read already (it may hold more than these rows need). */
		async render(this: LeadsThis, ctx: Context, accountId: string, rows: RenderRow[], searchId?: string | null, known?: BusinessLeadView[]): Promise<Lead[]> {
			if (!rows.length) return [];
			const [businesses, usage] = await Promise.all([
				known ?? this.businesses(ctx, rows.map((r) => r.business_id)),
				ctx.call<Usage, AccountParams>("billing.account", { accountId }),
			]);
			const byId = new Map(businesses.map((b) => [b.id, b]));
			const entitled = canEnrich(usage.plan);
			return rows.filter((r) => byId.has(r.business_id)).map((r) => toLead(r, byId.get(r.business_id)!, entitled, searchId));
		},
	},

	async started() {
		await getDataSource();
	},
};

interface LeadsThis extends Service {
	businesses(ctx: Context, ids: string[]): Promise<BusinessLeadView[]>;
	render(ctx: Context, accountId: string, rows: RenderRow[], searchId?: string | null, known?: BusinessLeadView[]): Promise<Lead[]>;
}

export default LeadsService;
