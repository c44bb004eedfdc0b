import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { requireAccount, type AuthMeta } from "../../shared/auth-context";
import type { BusinessRecord } from "../../shared/business";
import { decodeCursor, encodeCursor } from "../../shared/cursor";
import { getDataSource } from "../../shared/db";
import { NotFoundError } from "../../shared/errors";
import { parseIntParam, parseProviders, requireUuid } from "../../shared/params";
import { canEnrich } from "../../shared/plans";
import type { AccountParams, Usage } from "../billing/billing.service";
import type { GetManyParams } from "../dataset/dataset.service";
import { ensureLeads, leadsByIds, recentLeads, toLead, type Lead, type LeadRow } from "./leads.store";

export type { Lead };
export interface EnsureLeadsParams { accountId: string; searchId: string | null; source: "search" | "unlock"; businesses: { id: string; provider: string }[] }
export interface EnsureLeadsResult { leadIds: Record<string, string> }
export interface RenderLeadsParams { accountId: string; leadIds: string[]; searchId?: string | null }
export interface ListLeadsParams { provider?: string | string[]; limit?: string | number; cursor?: string }
export interface ListLeadsResult { leads: Lead[]; nextCursor: string | null }

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
				return { leadIds: Object.fromEntries(map) };
			},
		},
		/** Leads in the order asked; ids the account does not own are left out. */
		render: {
			visibility: "public",
			params: { accountId: "uuid", leadIds: { type: "array", items: "uuid", max: 5000 }, searchId: { type: "uuid", optional: true, nullable: true } },
			async handler(this: LeadsThis, ctx: Context<RenderLeadsParams>): Promise<Lead[]> {
				const rows = await leadsByIds(ctx.params.accountId, ctx.params.leadIds);
				const byId = new Map(rows.map((r) => [r.id, r]));
				const ordered = ctx.params.leadIds.map((id) => byId.get(id)).filter((r): r is LeadRow => r !== undefined);
				return this.render(ctx, ctx.params.accountId, ordered, ctx.params.searchId);
			},
		},
	},

	methods: {
		async render(ctx: Context, accountId: string, rows: LeadRow[], searchId?: string | null): Promise<Lead[]> {
			if (!rows.length) return [];
			const [businesses, usage] = await Promise.all([
				ctx.call<BusinessRecord[], GetManyParams>("dataset.getMany", { ids: [...new Set(rows.map((r) => r.business_id))], leadView: true }),
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
	render(ctx: Context, accountId: string, rows: LeadRow[], searchId?: string | null): Promise<Lead[]>;
}

export default LeadsService;
