import { currentConfig } from "../../../shared/config";
import { Agent, ProxyAgent, request, type Dispatcher } from "undici";

export interface ProviderResponse {
	status: number;
	headers: Record<string, string | string[] | undefined>;
	body: string;
}

export class ProviderUnreachableError extends Error {
	constructor(message: string) {
		super(message);
		this.name = "ProviderUnreachableError";
	}
}

/** Told of every request when it ends: its start (`performance.now()`) and the status, or "unreachable". */
export type RequestObserver = (startedAt: number, outcome: number | "unreachable") => void;

const MAX_BODY_BYTES = 20 * 1024 * 1024;
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/**
 * Outbound requests to a map provider: keep-alive connections, a time limit, a
 * size cap, no redirects followed (a redirect to a consent page is a signal),
 * and optional proxies (`PROXY_URLS`) taken in turn, moving on when one is blocked.
 */
export class ProviderHttp {
	private dispatchers: Dispatcher[];
	private next = 0;

	constructor(
		private timeoutMs: number,
		proxies: string[] = [],
		private observe: RequestObserver = () => undefined,
	) {
		this.dispatchers = proxies.length
			? proxies.map((uri) => new ProxyAgent({ uri, connections: 16 }))
			: [new Agent({ keepAliveTimeout: 10_000, connections: 64 })];
	}

	/** LEADMAP_PROVIDER_TIMEOUT_MS and PROXY_URLS as the configuration in force says */
	static fromConfig(observe?: RequestObserver, timeoutMs = currentConfig().provider.timeoutMs): ProviderHttp {
		return new ProviderHttp(timeoutMs, currentConfig().provider.proxyUrls, observe);
	}

	/** After a block, later requests go out through the next proxy. */
	rotate(): void {
		this.next = (this.next + 1) % this.dispatchers.length;
	}

	async fetch(
		url: string,
		init: { method?: "GET" | "POST"; headers?: Record<string, string>; body?: string; signal?: AbortSignal } = {},
	): Promise<ProviderResponse> {
		const dispatcher = this.dispatchers[this.next];
		const startedAt = performance.now();
		try {
			const res = await request(url, {
				method: init.method ?? "GET",
				dispatcher,
				headers: { "user-agent": USER_AGENT, "accept-language": "en", ...init.headers },
				body: init.body,
				headersTimeout: this.timeoutMs,
				bodyTimeout: this.timeoutMs,
				signal: init.signal,
			});
			const chunks: Buffer[] = [];
			let size = 0;
			for await (const chunk of res.body) {
				size += chunk.length;
				if (size > MAX_BODY_BYTES) {
					res.body.destroy();
					throw new ProviderUnreachableError("the answer is larger than allowed");
				}
				chunks.push(chunk);
			}
			this.observe(startedAt, res.statusCode);
			return { status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") };
		} catch (err) {
			if (init.signal?.aborted) throw err;
			this.observe(startedAt, "unreachable");
			if (err instanceof ProviderUnreachableError) throw err;
			throw new ProviderUnreachableError((err as Error).message);
		}
	}

	async close(): Promise<void> {
		await Promise.all(this.dispatchers.map((d) => d.close().catch(() => undefined)));
	}
}
