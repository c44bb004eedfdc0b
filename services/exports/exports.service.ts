import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { defineActions, defineEvents } from "../../shared/actions";
import { call } from "../../shared/bus";
import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { requireAccount, type AuthMeta } from "../../shared/auth-context";
import { UUID_RE } from "../../shared/business";
import { openDatabase } from "../../shared/db";
import { BadRequestError } from "../../shared/errors";
import type { Lead } from "../leads/leads.contract";
import { EXPORTS_PARAMS as P, MAX_LEAD_IDS, type ExportAnswerMeta, type ExportFormat } from "./exports.contract";
import { ExportSlots } from "./export-slots";
import { CONTENT_TYPES, exportStream } from "./writers";
import { accountLeadBatches } from "./account-leads";

/**
 * Leads a batch, and batches read ahead of the one being written. Small enough that a
 * batch's rows die young: with 2,000 the read-ahead kept rows alive across several
 * scavenges, V8 moved them to the old generation, and garbage collection took a quarter
 * of the service's time and RSS grew by 100-200 MB. XLSX makes garbage ten times as fast
 * a row (exceljs), so its rows must be written within fewer rows of being read.
 */
const WINDOWS: Record<ExportFormat, { batch: number; readAhead: number }> = {
	csv: { batch: 500, readAhead: 2 },
	json: { batch: 500, readAhead: 2 },
	xlsx: { batch: 200, readAhead: 1 },
};
const BATCH_CALL = { timeout: 60_000 };

type ExportMeta = AuthMeta & ExportAnswerMeta & { $responseType?: string; $responseHeaders?: Record<string, string> };

/** `a,b , c` → uuids; anything else in the list is a 400. */
function parseLeadIds(raw: string | undefined): string[] | null {
	if (raw === undefined) return null;
	const ids = raw.split(",").map((s) => s.trim());
	if (!ids.length || ids.some((id) => !UUID_RE.test(id))) throw new BadRequestError("leadIds must be a comma-separated list of lead ids");
	if (ids.length > MAX_LEAD_IDS) throw new BadRequestError(`leadIds takes at most ${MAX_LEAD_IDS} ids`);
	return [...new Set(ids.map((id) => id.toLowerCase()))];
}

/** `skipClosed`: true or false, as JSON or as the query string's text; omitted is false. */
function parseSkipClosed(raw: unknown): boolean {
	if (raw === undefined || raw === false || raw === "false") return false;
	if (raw === true || raw === "true") return true;
	throw new BadRequestError("skipClosed must be true or false");
}

/** The batches without the leads of permanently closed places (a batch left empty is not written). */
async function* withoutClosed(batches: AsyncIterable<Lead[]>): AsyncGenerator<Lead[]> {
	for await (const leads of batches) {
		const open = leads.filter((l) => l.businessStatus !== "closed_permanently");
		if (open.length) yield open;
	}
}

/** The download's content type and file name. */
function setDownloadHeaders(meta: ExportMeta, format: ExportFormat, name: string): void {
	const date = new Date().toISOString().slice(0, 10);
	meta.$responseType = CONTENT_TYPES[format];
	meta.$responseHeaders = {
		"Content-Disposition": `attachment; filename="leadmap-${name}-${date}.${format}"`,
		"Cache-Control": "no-store",
	};
}

/** Leads leave as files: read from the database a batch at a time, so memory stays flat whatever the size. */
const ExportsService: ServiceSchema<ServiceSettingSchema, ExportsThis> = {
	name: "exports",

	actions: defineActions<"exports", ExportsThis, ExportMeta>({
		searchExport: {
			visibility: "published",
			params: P.searchExport,
			async handler(ctx) {
				// The file goes on streaming after this call has answered: its batches must not inherit
				// the request's deadline, so they are called on their own, each with its own time limit.
				const broker = this.broker;
				const accountId = requireAccount(ctx);
				const search = await call(ctx, "searches.get", { id: ctx.params.id });
				const leadIds = parseLeadIds(ctx.params.leadIds);
				const skipClosed = parseSkipClosed(ctx.params.skipClosed);
				const format = ctx.params.format ?? "csv";
				const { batch, readAhead } = WINDOWS[format];
				const nextBatch = async (after: number): Promise<{ leads: Lead[]; done: boolean }> => {
					const { results, done } = await call(
						broker,
						"searches.resultsWindow",
						{
							accountId,
							searchId: search.id,
							afterPosition: after,
							span: batch,
							leadIds,
						},
						BATCH_CALL,
					);
					if (!results.length) return { leads: [], done };
					const leads = await call(
						broker,
						"leads.renderResults",
						{
							accountId,
							searchId: search.id,
							leadIds: results.map((r) => r.leadId),
							businessIds: results.map((r) => r.businessId),
							createdAtMs: results.map((r) => r.leadCreatedAtMs),
						},
						BATCH_CALL,
					);
					return { leads, done };
				};
				// The next batches are read while the current one is written: the database and the writer work side by side.
				// Windows are fixed ranges of positions, so the reads ahead can be asked before the earlier ones answer.
				const batches = async function* (): AsyncGenerator<Lead[]> {
					const ahead: ReturnType<typeof nextBatch>[] = [];
					let from = 0;
					let more = true;
					for (;;) {
						while (more && ahead.length <= readAhead) {
							const read = nextBatch(from);
							// Its failure is thrown when its turn comes; until then (or for good, if the download
							// is cut short) it must not count as an unhandled rejection.
							read.catch(() => undefined);
							ahead.push(read);
							from += batch;
						}
						const next = ahead.shift();
						if (!next) return;
						const { leads, done } = await next;
						if (done) more = false;
						if (leads.length) yield leads;
					}
				};
				return this.underSlot(ctx, accountId, async () => {
					setDownloadHeaders(ctx.meta, format, search.id);
					return exportStream(format, skipClosed ? withoutClosed(batches()) : batches());
				});
			},
		},
		leadsExport: {
			visibility: "published",
			params: P.leadsExport,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const { format = "csv", skipClosed: skip, ...filters } = ctx.params;
				const skipClosed = parseSkipClosed(skip);
				return this.underSlot(ctx, accountId, async () => {
					const batches = await accountLeadBatches(this.broker, accountId, filters, WINDOWS[format].batch);
					setDownloadHeaders(ctx.meta, format, "leads");
					return exportStream(format, skipClosed ? withoutClosed(batches) : batches);
				});
			},
		},
	}),

	events: defineEvents<ExportsThis>({
		"exports.abandoned"(ctx) {
			this.slots.abandon(ctx.params.slot);
		},
	}),

	methods: {
		/** Makes the file under one of the account's export slots (429 when none is free), freed when the file ends, fails or is left. */
		async underSlot(this: ExportsThis, ctx: Context<unknown, ExportMeta>, accountId: string, makeFile: () => Promise<Readable>): Promise<Readable> {
			const slot = await this.slots.take(accountId);
			try {
				const file = await makeFile();
				ctx.meta.exportSlot = slot;
				return this.slots.holdWhileOpen(slot, file);
			} catch (err) {
				await this.slots.release(slot);
				throw err;
			}
		},
	},

	created(this: ExportsThis) {
		this.slots = new ExportSlots(`${this.broker.nodeID}:${randomUUID().slice(0, 8)}`, this.logger);
	},

	async started(this: ExportsThis) {
		await openDatabase();
		this.slots.start(this.broker);
	},

	async stopped(this: ExportsThis) {
		await this.slots.stop();
	},
};

interface ExportsThis extends Service {
	slots: ExportSlots;
	underSlot(ctx: Context<unknown, ExportMeta>, accountId: string, makeFile: () => Promise<Readable>): Promise<Readable>;
}

export default ExportsService;
