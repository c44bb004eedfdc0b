import createClient, { type Client } from "openapi-fetch";
import { LeadmapError, WaitTimeoutError } from "./errors.js";
import { cursorItems, offsetItems } from "./pagination.js";
import { retryingTransport, sleep, type RetryOptions, type Transport } from "./retry.js";
import type { paths } from "./schema.js";
import {
	TERMINAL_SEARCH_STATUSES,
	type BusinessChange,
	type BusinessDatasetRow,
	type BusinessFilters,
	type BusinessMonitorSubscription,
	type BusinessRun,
	type CreateKeyRequest,
	type CreateSearchRequest,
	type CreateWebhookRequest,
	type ExportFormat,
	type CreateWatchRequest,
	type ExportLeadsRequest,
	type Lead,
	type LeadFilters,
	type Search,
	type SearchListFilters,
	type UpdateLeadRequest,
	type UpdateWatchRequest,
	type Watch,
	type WatchChange,
} from "./types.js";

export interface LeadmapClientOptions {
	/** the API's address, e.g. `http://127.0.0.1:3000` */
	baseUrl: string;
	/** an API key (`lm_live_…`), sent as `Authorization: Bearer` */
	apiKey: string;
	retry?: RetryOptions;
	/** the fetch that sends each attempt (default: the global fetch); wrap it to log or to test */
	fetch?: Transport;
	/** headers sent with every request (e.g. a `User-Agent`) */
	headers?: Record<string, string>;
}

/** Per call: an abort signal, your own `X-Request-Id`, and for POSTs your own `Idempotency-Key`. */
export interface CallOptions {
	signal?: AbortSignal;
	requestId?: string;
	/** default: a random one, kept across the call's retries */
	idempotencyKey?: string;
}

export interface WaitOptions {
	/** give up after this long (default 10 minutes): `WaitTimeoutError` */
	timeoutMs?: number;
	/** between two polls (default 1 s) */
	intervalMs?: number;
	signal?: AbortSignal;
}

export interface ExportFile {
	/** from `Content-Disposition`, when the answer names one */
	filename: string | null;
	contentType: string;
	/** the file as it streams from the API */
	body: ReadableStream<Uint8Array>;
}

/** The `{ data, error, response }` of an openapi-fetch call as its data, or a `LeadmapError`. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
	const { data, error, response } = await call;
	if (!response.ok) throw LeadmapError.fromResponse(response, error);
	return data as T;
}

function headersOf(options: CallOptions = {}): Record<string, string> {
	return {
		...(options.requestId ? { "X-Request-Id": options.requestId } : {}),
		...(options.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : {}),
	};
}

const init = (options: CallOptions = {}) => ({ headers: headersOf(options), signal: options.signal });

function exportFile(response: Response, body: ReadableStream<Uint8Array> | null | undefined): ExportFile {
	const disposition = response.headers.get("content-disposition") ?? "";
	return {
		filename: /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null,
		contentType: response.headers.get("content-type") ?? "application/octet-stream",
		body: body ?? new ReadableStream({ start: (c) => c.close() }),
	};
}

/**
 * A Leadmap API client. `api` is the whole API, typed from its OpenAPI document (`api.GET("/v1/usage")`,
 * `api.POST("/v1/searches", { body })`, answering `{ data, error, response }`); the methods below
 * cover the common calls and throw `LeadmapError` instead. Every call, `api`'s included, is retried
 * on network errors, 429 and 5xx, and every POST carries an `Idempotency-Key` kept across its retries.
 */
export class LeadmapClient {
	readonly api: Client<paths>;

	constructor(options: LeadmapClientOptions) {
		const send = options.fetch ?? ((request: Request) => fetch(request));
		this.api = createClient<paths>({
			baseUrl: options.baseUrl,
			headers: { ...options.headers, Authorization: `Bearer ${options.apiKey}` },
			fetch: retryingTransport(send, options.retry),
			// the API takes every array of a query comma-separated (some also repeated)
			querySerializer: { array: { style: "form", explode: false } },
		});
	}

	usage(options?: CallOptions) {
		return unwrap(this.api.GET("/v1/usage", init(options)));
	}

	createSearch(body: CreateSearchRequest, options?: CallOptions): Promise<Search> {
		return unwrap(this.api.POST("/v1/searches", { body, ...init(options) }));
	}

	getSearch(id: string, options?: CallOptions): Promise<Search> {
		return unwrap(this.api.GET("/v1/searches/{id}", { params: { path: { id } }, ...init(options) }));
	}

	/** The 50 most recent searches. */
	async listSearches(filters: SearchListFilters = {}, options?: CallOptions): Promise<Search[]> {
		return (await unwrap(this.api.GET("/v1/searches", { params: { query: filters }, ...init(options) }))).data;
	}

	cancelSearch(id: string, options?: CallOptions) {
		return unwrap(this.api.POST("/v1/searches/{id}/cancel", { params: { path: { id } }, ...init(options) }));
	}

	deleteSearch(id: string, options?: CallOptions) {
		return unwrap(this.api.DELETE("/v1/searches/{id}", { params: { path: { id } }, ...init(options) }));
	}

	/**
	 * Polls a search until it is `completed`, `failed` or `canceled` and answers it as it ended
	 * (a failed search is an answer, not an error). Polls conditionally (`If-None-Match`): while
	 * nothing moves the API answers 304 with no body.
	 */
	async waitForSearch(id: string, options: WaitOptions = {}): Promise<Search> {
		const { timeoutMs = 600_000, intervalMs = 1_000, signal } = options;
		const deadline = Date.now() + timeoutMs;
		let search: Search | null = null;
		let etag: string | null = null;
		for (;;) {
			const conditional: Record<string, string> = etag ? { "If-None-Match": etag } : {};
			const { data, error, response } = await this.api.GET("/v1/searches/{id}", { params: { path: { id } }, headers: conditional, signal });
			if (response.status !== 304) {
				if (!response.ok || !data) throw LeadmapError.fromResponse(response, error);
				search = data;
				etag = response.headers.get("etag");
			}
			if (search && TERMINAL_SEARCH_STATUSES.includes(search.status)) return search;
			const left = deadline - Date.now();
			if (left <= 0) throw new WaitTimeoutError(id, timeoutMs, search?.status ?? null);
			await sleep(Math.min(intervalMs, left), signal);
		}
	}

	/** Every lead of a search, in its order (`GET /v1/searches/{id}/leads`, paged by offset). */
	searchLeads(id: string, options: { pageSize?: number } & CallOptions = {}): AsyncGenerator<Lead, void, undefined> {
		const limit = options.pageSize ?? 100;
		return offsetItems((offset) => unwrap(this.api.GET("/v1/searches/{id}/leads", { params: { path: { id }, query: { limit, offset } }, ...init(options) })));
	}

	/** Every lead of the account that matches the filters, newest first (`GET /v1/leads`: `{ leads, nextCursor }`). */
	leads(filters: LeadFilters = {}, options: { pageSize?: number } & CallOptions = {}): AsyncGenerator<Lead, void, undefined> {
		const limit = options.pageSize ?? 100;
		return cursorItems(
			(cursor) => unwrap(this.api.GET("/v1/leads", { params: { query: { ...filters, limit, cursor } }, ...init(options) })),
			(page) => page.leads,
			(page) => page.nextCursor,
		);
	}

	getLead(id: string, options?: CallOptions): Promise<Lead> {
		return unwrap(this.api.GET("/v1/leads/{id}", { params: { path: { id } }, ...init(options) }));
	}

	updateLead(id: string, body: UpdateLeadRequest, options?: CallOptions): Promise<Lead> {
		return unwrap(this.api.PATCH("/v1/leads/{id}", { params: { path: { id } }, body, ...init(options) }));
	}

	/** A search's leads as a file (CSV by default), streamed. */
	async exportSearch(id: string, query: { format?: ExportFormat; leadIds?: string[] } = {}, options?: CallOptions): Promise<ExportFile> {
		const { data, error, response } = await this.api.GET("/v1/searches/{id}/export", { params: { path: { id }, query }, parseAs: "stream", ...init(options) });
		if (!response.ok) throw LeadmapError.fromResponse(response, error);
		return exportFile(response, data);
	}

	/** The account's leads that match the filters, as a file, streamed. */
	async exportLeads(body: ExportLeadsRequest, options?: CallOptions): Promise<ExportFile> {
		const { data, error, response } = await this.api.POST("/v1/leads/export", { body, parseAs: "stream", ...init(options) });
		if (!response.ok) throw LeadmapError.fromResponse(response, error);
		return exportFile(response, data);
	}

	/** The shared dataset's rows that match (`GET /v1/businesses` by cursor: `{ data, nextCursor? }`). */
	businesses(filters: BusinessFilters = {}, options: { pageSize?: number } & CallOptions = {}): AsyncGenerator<BusinessDatasetRow, void, undefined> {
		const limit = options.pageSize ?? 50;
		return cursorItems(
			(cursor) => unwrap(this.api.GET("/v1/businesses", { params: { query: { ...filters, limit, cursor } }, ...init(options) })),
			(page) => page.data,
			(page) => page.nextCursor,
		);
	}

	/** The account's monitors (`{ data, nextCursor }`). */
	monitors(options: { pageSize?: number } & CallOptions = {}): AsyncGenerator<BusinessMonitorSubscription, void, undefined> {
		return cursorItems(
			(cursor) => unwrap(this.api.GET("/v1/monitors", { params: { query: { limit: options.pageSize, cursor } }, ...init(options) })),
			(page) => page.data,
			(page) => page.nextCursor,
		);
	}

	/** A business's runs, newest first (`{ data, nextCursor }`). */
	businessRuns(cid: string, options: { kind?: BusinessRun["kind"]; pageSize?: number } & CallOptions = {}): AsyncGenerator<BusinessRun, void, undefined> {
		return cursorItems(
			(cursor) =>
				unwrap(
					this.api.GET("/v1/businesses/{cid}/runs", {
						params: { path: { cid }, query: { kind: options.kind, limit: options.pageSize, cursor } },
						...init(options),
					}),
				),
			(page) => page.data,
			(page) => page.nextCursor,
		);
	}

	/** The changes monitor checks found on a business (`{ data, nextCursor }`). */
	businessChanges(cid: string, options: { pageSize?: number } & CallOptions = {}): AsyncGenerator<BusinessChange, void, undefined> {
		return cursorItems(
			(cursor) =>
				unwrap(this.api.GET("/v1/businesses/{cid}/changes", { params: { path: { cid }, query: { limit: options.pageSize, cursor } }, ...init(options) })),
			(page) => page.data,
			(page) => page.nextCursor,
		);
	}

	/** An area watch: a search run on a schedule that reports what opened and closed in its area. */
	createWatch(body: CreateWatchRequest, options?: CallOptions): Promise<Watch> {
		return unwrap(this.api.POST("/v1/watches", { body, ...init(options) }));
	}

	getWatch(id: string, options?: CallOptions): Promise<Watch> {
		return unwrap(this.api.GET("/v1/watches/{id}", { params: { path: { id } }, ...init(options) }));
	}

	updateWatch(id: string, body: UpdateWatchRequest, options?: CallOptions): Promise<Watch> {
		return unwrap(this.api.PATCH("/v1/watches/{id}", { params: { path: { id } }, body, ...init(options) }));
	}

	deleteWatch(id: string, options?: CallOptions) {
		return unwrap(this.api.DELETE("/v1/watches/{id}", { params: { path: { id } }, ...init(options) }));
	}

	/** Starts a run of the watch now (409 `watch_run_in_progress` while one is pending or running). */
	runWatch(id: string, options?: CallOptions) {
		return unwrap(this.api.POST("/v1/watches/{id}/run", { params: { path: { id } }, ...init(options) }));
	}

	/** The account's watches, newest first (`{ data, nextCursor }`). */
	watches(options: { pageSize?: number } & CallOptions = {}): AsyncGenerator<Watch, void, undefined> {
		return cursorItems(
			(cursor) => unwrap(this.api.GET("/v1/watches", { params: { query: { limit: options.pageSize, cursor } }, ...init(options) })),
			(page) => page.data,
			(page) => page.nextCursor,
		);
	}

	/** What a watch's runs found, newest first, of one type or all (`{ data, nextCursor }`). */
	watchChanges(id: string, options: { type?: WatchChange["type"]; pageSize?: number } & CallOptions = {}): AsyncGenerator<WatchChange, void, undefined> {
		return cursorItems(
			(cursor) =>
				unwrap(
					this.api.GET("/v1/watches/{id}/changes", {
						params: { path: { id }, query: { type: options.type, limit: options.pageSize, cursor } },
						...init(options),
					}),
				),
			(page) => page.data,
			(page) => page.nextCursor,
		);
	}

	createKey(body: CreateKeyRequest = {}, options?: CallOptions) {
		return unwrap(this.api.POST("/v1/keys", { body, ...init(options) }));
	}

	createWebhook(body: CreateWebhookRequest, options?: CallOptions) {
		return unwrap(this.api.POST("/v1/webhooks", { body, ...init(options) }));
	}

	/** Sends the endpoint a `webhook.test` event now. */
	testWebhook(endpointId: string, options?: CallOptions) {
		return unwrap(this.api.POST("/v1/webhooks/test", { body: { endpointId }, ...init(options) }));
	}
}

/** A client for `baseUrl` with `apiKey`. */
export function createLeadmapClient(options: LeadmapClientOptions): LeadmapClient {
	return new LeadmapClient(options);
}
