import { OutboundRequestError, safeRequest, UnsafeTargetError, type VettedTarget } from "../../shared/net/ssrf";
import type { HostGate, Semaphore } from "./limits";

/**
 * One page of an untrusted merchant site: every hop (the first request and each
 * redirect) is vetted by the SSRF guard before anything connects, goes through the
 * host's politeness lane and the global limit, and is cut at the size cap.
 */

/** Resolves and vets one URL (the shared guard's `vetUrl`, or a test's narrower policy). */
export type Vetter = (url: URL) => Promise<VettedTarget>;

export type FetchFailure = "refused" | "unresolvable" | "timeout" | "network" | "http" | "not_html" | "redirects" | "budget" | "invalid_url";

export class PageFetchError extends Error {
	constructor(
		public readonly failure: FetchFailure,
		message: string,
		public readonly status?: number,
	) {
		super(message);
		this.name = "PageFetchError";
	}
}

export interface FetchedPage {
	/** after redirects */
	url: URL;
	status: number;
	body: string;
	truncated: boolean;
}

export interface FetcherDeps {
	vet: Vetter;
	gate: HostGate;
	limit: Semaphore;
	userAgent: string;
	requestTimeoutMs: number;
	maxBodyBytes: number;
	/** called with every hop before it is sent (tests watch politeness with it) */
	onRequest?: (url: URL) => void;
	/** the global limit serves lower numbers first (a crawl's start order) */
	priority?: number;
}

export type Expect = "html" | "text" | "vcard";

const MAX_REDIRECTS = 5;
const ACCEPT: Record<Expect, string> = {
	html: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
	text: "text/plain,*/*;q=0.1",
	vcard: "text/vcard,text/x-vcard;q=0.9,*/*;q=0.1",
};
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

function header(value: string | string[] | undefined): string {
	return Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
}

function acceptable(contentType: string, body: Buffer, expect: Expect): boolean {
	if (expect === "text") return !contentType || /^text\//i.test(contentType);
	if (expect === "vcard")
		return /^(text\/|application\/(octet-stream|vcard))/i.test(contentType) || /^\s*BEGIN:VCARD/i.test(body.subarray(0, 64).toString("latin1"));
	if (contentType) return HTML_TYPES.test(contentType);
	return /^\s*(<!doctype html|<html|<head|<body)/i.test(body.subarray(0, 512).toString("latin1"));
}

function charsetOf(contentType: string, body: Buffer): string {
	const fromHeader = /charset\s*=\s*["']?([\w-]+)/i.exec(contentType)?.[1];
	if (fromHeader) return fromHeader;
	const head = body.subarray(0, 2048).toString("latin1");
	return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? "utf-8";
}

export function decodeBody(body: Buffer, contentType: string): string {
	try {
		return new TextDecoder(charsetOf(contentType, body)).decode(body);
	} catch {
		return new TextDecoder("utf-8").decode(body);
	}
}

function translate(err: unknown): PageFetchError {
	if (err instanceof PageFetchError) return err;
	if (err instanceof UnsafeTargetError) {
		return new PageFetchError(err.reason === "unresolvable" ? "unresolvable" : err.reason === "invalid_url" ? "invalid_url" : "refused", err.message);
	}
	if (err instanceof OutboundRequestError) return new PageFetchError(err.kind === "timeout" ? "timeout" : "network", err.message);
	return new PageFetchError("network", (err as Error)?.message ?? String(err));
}

/** GET with manual redirects; throws PageFetchError. `deadline` is an epoch-ms limit for the whole fetch. */
export async function fetchPage(deps: FetcherDeps, start: URL, expect: Expect, deadline: number): Promise<FetchedPage> {
	let url = start;
	try {
		for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
			if (url.protocol !== "http:" && url.protocol !== "https:") throw new PageFetchError("refused", `the scheme ${url.protocol} is not crawled`);
			const target = await deps.vet(url);
			const current = url;
			const res = await deps.gate.run(current.host.toLowerCase(), () =>
				deps.limit.run(async () => {
					const timeoutMs = Math.min(deps.requestTimeoutMs, deadline - Date.now());
					if (timeoutMs <= 0) throw new PageFetchError("budget", "the lead's time budget is spent");
					deps.onRequest?.(current);
					return safeRequest(current, {
						vetted: target,
						timeoutMs,
						maxBodyBytes: deps.maxBodyBytes,
						headers: {
							"user-agent": deps.userAgent,
							accept: ACCEPT[expect],
							"accept-language": "en,fr;q=0.8,de;q=0.7,*;q=0.5",
						},
					});
				}, deps.priority),
			);
			if (REDIRECT_STATUSES.has(res.status)) {
				const location = header(res.headers.location);
				if (!location) throw new PageFetchError("http", `redirect ${res.status} without a location`, res.status);
				try {
					url = new URL(location, current);
				} catch {
					throw new PageFetchError("invalid_url", "redirect to an invalid URL", res.status);
				}
				url.hash = "";
				continue;
			}
			if (res.status < 200 || res.status >= 300) throw new PageFetchError("http", `answered ${res.status}`, res.status);
			const contentType = header(res.headers["content-type"]);
			if (!acceptable(contentType, res.body, expect))
				throw new PageFetchError("not_html", `content type ${contentType || "(none)"} is not crawled`, res.status);
			return { url: current, status: res.status, body: decodeBody(res.body, contentType), truncated: res.truncated };
		}
		throw new PageFetchError("redirects", `more than ${MAX_REDIRECTS} redirects`);
	} catch (err) {
		throw translate(err);
	}
}
