import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { defineActions } from "../../shared/actions";
import { requireAccount } from "../../shared/auth-context";
import { call } from "../../shared/bus";
import { decodeCursor, encodeCursor } from "../../shared/cursor";
import { openDatabase } from "../../shared/db";
import { BadRequestError, NotFoundError } from "../../shared/errors";
import { parseIntParam, requireUuid } from "../../shared/params";
import { canEnrich } from "../billing/billing.contract";
import type { BusinessLeadView } from "../dataset/dataset.contract";
import { LEADS_PARAMS as P, type Lead, type RenderResultsParams } from "./leads.contract";
import { registerMetrics } from "../../shared/metrics";
import { LEADS_METRICS } from "./metrics";
import { ensureLeads, filteredLeads, leadsByIds, managedFields, ownsBusiness, toLead, updateLead, type RenderRow } from "./leads.store";
import { leadsCursorScope, parseLeadFilters } from "./lead-filters";

/** The rows of the results whose lead creation time the caller kept (see RenderResultsParams), by lead id. */
function keptRows({ leadIds, businessIds, createdAtMs, searchId }: RenderResultsParams): Map<string, RenderRow> {
	const rows = new Map<string, RenderRow>();
	if (businessIds.length !== leadIds.length || createdAtMs.length !== leadIds.length)
		throw new TypeError("leads.renderResults: leadIds, businessIds and createdAtMs go together");
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

	actions: defineActions<"leads", LeadsThis>({
		list: {
			visibility: "published",
			params: P.list,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const filters = parseLeadFilters(ctx.params);
				const limit = parseIntParam("limit", ctx.params.limit, 100, 1, 500);
				const scope = leadsCursorScope(accountId, filters);
				const after = ctx.params.cursor ? await decodeCursor<{ t: string; id: string }>(scope, ctx.params.cursor) : null;
				const rows = await filteredLeads(accountId, filters, limit + 1, after);
				const page = rows.slice(0, limit);
				const last = page[page.length - 1];
				const nextCursor = rows.length > limit && last ? await encodeCursor(scope, { t: last.created_at_text, id: last.id }) : null;
				return { leads: await this.render(ctx, accountId, page), nextCursor };
			},
		},
		get: {
			visibility: "published",
			params: P.get,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const rows = await leadsByIds(accountId, [requireUuid(ctx.params.id, "lead")]);
				if (!rows.length) throw new NotFoundError("lead");
				return (await this.render(ctx, accountId, rows))[0];
			},
		},
		update: {
			visibility: "published",
			params: P.update,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const id = requireUuid(ctx.params.id, "lead");
				const { status, tags, note } = ctx.params;
				if (status === undefined && tags === undefined && note === undefined) throw new BadRequestError("give status, tags or note");
				const row = await updateLead(accountId, { id, status, tags, note });
				if (!row) throw new NotFoundError("lead");
				return (await this.render(ctx, accountId, [row]))[0];
			},
		},
		filteredBatch: {
			visibility: "public",
			params: P.filteredBatch,
			async handler(ctx) {
				const { accountId, limit, after } = ctx.params;
				const rows = await filteredLeads(accountId, parseLeadFilters(ctx.params.filters), limit, after);
				const last = rows[rows.length - 1];
				const next = rows.length === limit && last ? { t: last.created_at_text, id: last.id } : null;
				return { leads: await this.render(ctx, accountId, rows), next };
			},
		},
		ensure: {
			visibility: "public",
			params: P.ensure,
			async handler(ctx) {
				const { leads, written } = await ensureLeads(ctx.params.accountId, ctx.params.searchId, ctx.params.source, ctx.params.businesses);
				if (written) this.broker.metrics.increment("leadmap_leads_written_total", { source: ctx.params.source }, written);
				return { leads: Object.fromEntries(leads) };
			},
		},
		owns: {
			visibility: "public",
			params: P.owns,
			async handler(ctx) {
				return { owned: await ownsBusiness(ctx.params.accountId, ctx.params.businessId) };
			},
		},
		/** Leads in the order asked; ids the account does not own are left out. */
		render: {
			visibility: "public",
			params: P.render,
			async handler(ctx) {
				const { accountId, leadIds } = ctx.params;
				const byId = new Map((await leadsByIds(accountId, leadIds)).map((r) => [r.id, r]));
				const ordered = leadIds.map((id) => byId.get(id)).filter((r): r is RenderRow => r !== undefined);
				return this.render(ctx, accountId, ordered, ctx.params.searchId);
			},
		},
		/** Leads of a search's results in the order given; only leads with no kept creation time are read. */
		renderResults: {
			visibility: "public",
			params: P.renderResults,
			async handler(ctx) {
				const { accountId, leadIds, businessIds } = ctx.params;
				const byId = keptRows(ctx.params);
				const kept = [...byId.keys()];
				const toRead = byId.size ? leadIds.filter((id) => !byId.has(id)) : leadIds;
				const [rows, businesses, managed] = await Promise.all([
					leadsByIds(accountId, toRead),
					this.businesses(ctx, accountId, businessIds),
					managedFields(accountId, kept),
				]);
				for (const [id, fields] of managed) Object.assign(byId.get(id)!, fields);
				for (const r of rows) byId.set(r.id, r);
				const ordered = leadIds.map((id) => byId.get(id)).filter((r): r is RenderRow => r !== undefined);
				return this.render(ctx, accountId, ordered, ctx.params.searchId, businesses);
			},
		},
	}),

	methods: {
		/** The businesses as the account's leads show them: fields they lack filled from linked rows it owns. */
		async businesses(ctx: Context, accountId: string, ids: string[]): Promise<BusinessLeadView[]> {
			return call(ctx, "dataset.leadViews", { ids, accountId });
		},

		/** Leads of the account's rows; `known` when the businesses were read already (it may hold more than these rows need). */
		async render(this: LeadsThis, ctx: Context, accountId: string, rows: RenderRow[], searchId?: string | null, known?: BusinessLeadView[]): Promise<Lead[]> {
			if (!rows.length) return [];
			const [businesses, usage] = await Promise.all([
				known ??
					this.businesses(
						ctx,
						accountId,
						rows.map((r) => r.business_id),
					),
				call(ctx, "billing.account", { accountId }),
			]);
			const byId = new Map(businesses.map((b) => [b.id, b]));
			const entitled = canEnrich(usage.plan);
			return rows.filter((r) => byId.has(r.business_id)).map((r) => toLead(r, byId.get(r.business_id)!, entitled, searchId));
		},
	},

	created(this: LeadsThis) {
		registerMetrics(this.broker, LEADS_METRICS);
	},

	async started() {
		await openDatabase();
	},
};

interface LeadsThis extends Service {
	businesses(ctx: Context, accountId: string, ids: string[]): Promise<BusinessLeadView[]>;
	render(ctx: Context, accountId: string, rows: RenderRow[], searchId?: string | null, known?: BusinessLeadView[]): Promise<Lead[]>;
}

export default LeadsService;
