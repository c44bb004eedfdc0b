import { readFileSync } from "node:fs";
import net from "node:net";
import tls from "node:tls";
import { Agent, buildConnector, util } from "undici";
import type { IncomingHttpHeaders } from "node:http";
import { currentConfig } from "../config";
import { addressRefusal, allowPrivateTargets } from "./ip-policy";
import { defaultResolver, type HostResolver, type ResolvedAddress } from "./resolve";

/**
 * The one SSRF guard for every request to an address taken from users or the web
 * (webhooks, merchant websites): resolve once, refuse anything that is not public
 * unicast, then connect to that vetted address with the original Host and SNI.
 * Nothing resolves the name a second time, so DNS rebinding has nothing to hit.
 */

export type UnsafeTargetReason = "invalid_url" | "scheme" | "unresolvable" | "refused_address";

export class UnsafeTargetError extends Error {
	constructor(
		public readonly reason: UnsafeTargetReason,
		message: string,
		public readonly range?: string,
	) {
		super(message);
		this.name = "UnsafeTargetError";
	}
}

export type OutboundFailure = "timeout" | "network" | "tls";

/** The target was vetted but the exchange failed: no answer, a refused connection, a bad certificate. */
export class OutboundRequestError extends Error {
	constructor(
		public readonly kind: OutboundFailure,
		public readonly code: string,
		message: string,
	) {
		super(message);
		this.name = "OutboundRequestError";
	}
}

export interface VetOptions {
	/** default: LEADMAP_ALLOW_PRIVATE_TARGETS=1 */
	allowPrivate?: boolean;
	/** default: LEADMAP_DNS_SERVERS, else the hosts file and the system's DNS servers, within LEADMAP_DNS_TIMEOUT_MS */
	resolve?: HostResolver;
	/** default: http and https */
	protocols?: string[];
}

export interface VettedTarget {
	url: URL;
	/** the address the request will be sent to */
	address: string;
	family: 4 | 6;
	/** every address the name resolved to, all vetted */
	addresses: ResolvedAddress[];
}

function bareHostname(url: URL): string {
	return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

/** Judgements of resolver answers by policy: a cached answer (the same array) handed out for page after page is judged once. */
const judged = new WeakMap<ResolvedAddress[], Map<string, string | null>>();

/** Why the answer must not be reached, or null. One bad answer refuses the host: a name that mixes public and private answers is an attack or a mistake. */
function refusalOf(addresses: ResolvedAddress[], allowPrivate: boolean): string | null {
	const policyKey = `${allowPrivate}|${currentConfig().sandbox}`;
	let byPolicy = judged.get(addresses);
	const known = byPolicy?.get(policyKey);
	if (known !== undefined) return known;
	let range: string | null = null;
	for (const a of addresses) if ((range = addressRefusal(a.address, { allowPrivate }))) break;
	if (!byPolicy) judged.set(addresses, (byPolicy = new Map()));
	byPolicy.set(policyKey, range);
	return range;
}

/** Resolves the URL's host and refuses it unless every address is public (or allowed private). */
export async function vetUrl(input: string | URL, options: VetOptions = {}): Promise<VettedTarget> {
	let url: URL;
	try {
		url = new URL(String(input));
	} catch {
		throw new UnsafeTargetError("invalid_url", "not an absolute URL");
	}
	if (!(options.protocols ?? ["http:", "https:"]).includes(url.protocol)) throw new UnsafeTargetError("scheme", `the scheme ${url.protocol} is not allowed`);
	const hostname = bareHostname(url);
	if (!hostname) throw new UnsafeTargetError("invalid_url", "the URL has no host");
	let addresses: ResolvedAddress[];
	// The URL parser has already turned 2130706433, 0x7f.1 and 127.1 into 127.0.0.1.
	const literal = net.isIP(hostname);
	if (literal) addresses = [{ address: hostname, family: literal === 6 ? 6 : 4 }];
	else {
		try {
			addresses = await (options.resolve ?? defaultResolver())(hostname);
		} catch (err) {
			const code = (err as { code?: string }).code ?? "ERROR";
			// A silent DNS server is not a missing name: say which it was.
			if (code === "ETIMEOUT") throw new UnsafeTargetError("unresolvable", `DNS lookup timed out: ${(err as Error).message}`);
			throw new UnsafeTargetError("unresolvable", `the host does not resolve (${code})`);
		}
		if (addresses.length === 0) throw new UnsafeTargetError("unresolvable", "the host has no address");
	}
	const range = refusalOf(addresses, options.allowPrivate ?? allowPrivateTargets());
	if (range) throw new UnsafeTargetError("refused_address", `the host resolves to a non-public address (${range})`, range);
	const chosen = addresses.find((a) => a.family === 4) ?? addresses[0];
	return { url, address: chosen.address, family: chosen.family, addresses };
}

export type CaOption = string | Buffer | Array<string | Buffer>;

export interface SafeRequestOptions extends VetOptions {
	method?: string;
	headers?: Record<string, string>;
	body?: string | Buffer;
	/** the whole exchange: connect, TLS, headers and body */
	timeoutMs: number;
	/** the answer's body is cut here (and `truncated` set) */
	maxBodyBytes: number;
	/** trusted CAs instead of Node's defaults (see extraTrustedCas) */
	ca?: CaOption;
	/** a target vetted a moment ago by the caller; vetted again otherwise */
	vetted?: VettedTarget;
}

export interface SafeResponse {
	status: number;
	headers: IncomingHttpHeaders;
	body: Buffer;
	truncated: boolean;
	address: string;
}

/**
 * Agents kept (each with at most a few idle keep-alive connections): several times the sites
 * the enrichment service crawls at once (512 by default) besides the webhooks' receivers, so
 * none is closed and opened again mid-crawl (each close costs error objects and a new connection).
 */
const MAX_AGENTS = 1_024;
const agents = new Map<string, Agent>();

interface Trust {
	id: string;
	secureContext?: tls.SecureContext;
}

/** Parsing a CA list (Node's roots are ~150 certificates) per connection costs milliseconds: once per list. */
const trustByObject = new WeakMap<object, Trust>();
const trustByText = new Map<string, Trust>();
let nextTrustId = 0;

function trustFor(ca: CaOption | undefined): Trust {
	if (ca === undefined) return { id: "default" };
	const known = typeof ca === "string" ? trustByText.get(ca) : trustByObject.get(ca);
	if (known) return known;
	const trust = { id: `ca${nextTrustId++}`, secureContext: tls.createSecureContext({ ca }) };
	if (typeof ca === "string") {
		if (trustByText.size >= 64) trustByText.clear();
		trustByText.set(ca, trust);
	} else trustByObject.set(ca, trust);
	return trust;
}

/** One keep-alive agent per origin and vetted address: a reused connection still goes to a vetted address. */
function pinnedAgent(target: VettedTarget, ca: CaOption | undefined, connectTimeoutMs: number): Agent {
	const trust = trustFor(ca);
	const key = `${target.url.origin}|${target.address}|${trust.id}`;
	let agent = agents.get(key);
	if (agent) {
		// Most recently used last: the oldest to go when the map is full is the least recently used.
		agents.delete(key);
		agents.set(key, agent);
		return agent;
	}
	const connector = buildConnector({ secureContext: trust.secureContext, rejectUnauthorized: true, timeout: connectTimeoutMs });
	const servername = net.isIP(bareHostname(target.url)) ? undefined : bareHostname(target.url);
	agent = new Agent({
		keepAliveTimeout: 10_000,
		connect: (opts, callback) => connector({ ...opts, hostname: target.address, servername }, callback),
	});
	if (agents.size >= MAX_AGENTS) {
		const [oldestKey, oldest] = agents.entries().next().value as [string, Agent];
		agents.delete(oldestKey);
		oldest.close().catch(() => undefined);
	}
	agents.set(key, agent);
	return agent;
}

const TLS_CODES = /CERT|SSL|TLS|SELF_SIGNED|ALTNAME|UNABLE_TO_(GET|VERIFY)/;

function outboundError(err: unknown, timedOut: boolean, timeoutMs: number): OutboundRequestError {
	if (timedOut) return new OutboundRequestError("timeout", "TIMEOUT", `no answer within ${timeoutMs} ms`);
	const e = err as { code?: string; cause?: { code?: string }; message?: string };
	const code = (e.code === "UND_ERR_SOCKET" ? e.cause?.code : undefined) ?? e.code ?? "ERROR";
	if (code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT") {
		return new OutboundRequestError("timeout", "TIMEOUT", `no answer within ${timeoutMs} ms`);
	}
	if (TLS_CODES.test(code)) return new OutboundRequestError("tls", code, `TLS failed (${code})`);
	return new OutboundRequestError("network", code, `connection failed (${code})`);
}

/** A slow resolver counts against the request's timeout. */
async function withinDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
	let timer: NodeJS.Timeout | undefined;
	const expired = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new OutboundRequestError("timeout", "TIMEOUT", `no answer within ${timeoutMs} ms`)), timeoutMs);
	});
	try {
		return await Promise.race([work, expired]);
	} finally {
		clearTimeout(timer);
	}
}

/** The status, headers and body (cut at `maxBodyBytes`) of one exchange. */
type Exchange = Omit<SafeResponse, "address">;

/**
 * One exchange through undici's dispatcher with a handler that gathers the body's chunks:
 * no response stream, async iterator or abort signal per request. `cancel` aborts it
 * (the timeout); a body past the cap is cut and its connection dropped.
 */
function exchange(
	dispatcher: Agent,
	target: VettedTarget,
	options: SafeRequestOptions,
	headers: Record<string, string>,
): { done: Promise<Exchange>; cancel(): void } {
	let abort: ((err?: Error) => void) | null = null;
	let cancelled = false;
	const done = new Promise<Exchange>((resolve, reject) => {
		const chunks: Buffer[] = [];
		let size = 0;
		let status = 0;
		let responseHeaders: IncomingHttpHeaders = {};
		let settled = false;
		const finish = (truncated: boolean): void => {
			settled = true;
			resolve({ status, headers: responseHeaders, body: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size), truncated });
		};
		dispatcher.dispatch(
			{
				origin: target.url.origin,
				path: target.url.pathname + target.url.search,
				method: (options.method ?? "GET") as "GET",
				headers,
				body: options.body,
				headersTimeout: options.timeoutMs,
				bodyTimeout: options.timeoutMs,
			},
			{
				onConnect(abortRequest) {
					abort = abortRequest;
					if (cancelled) abortRequest();
				},
				onHeaders(statusCode, rawHeaders) {
					status = statusCode;
					responseHeaders = util.parseHeaders(rawHeaders) as IncomingHttpHeaders;
					return true;
				},
				onData(chunk) {
					if (settled) return false;
					if (size + chunk.length > options.maxBodyBytes) {
						chunks.push(chunk.subarray(0, options.maxBodyBytes - size));
						size = options.maxBodyBytes;
						finish(true);
						abort?.();
						return false;
					}
					chunks.push(chunk);
					size += chunk.length;
					return true;
				},
				onComplete() {
					if (!settled) finish(false);
				},
				onError(err) {
					if (!settled) reject(err);
					settled = true;
				},
			},
		);
	});
	return {
		done,
		cancel() {
			cancelled = true;
			abort?.();
		},
	};
}

/**
 * One request to a vetted address. Never follows redirects (a 3xx is returned as
 * it is). Throws UnsafeTargetError before any connection, OutboundRequestError after.
 */
export async function safeRequest(input: string | URL, options: SafeRequestOptions): Promise<SafeResponse> {
	const deadline = Date.now() + options.timeoutMs;
	const target = options.vetted ?? (await withinDeadline(vetUrl(input, options), options.timeoutMs));
	const headers: Record<string, string> = {};
	for (const [name, value] of Object.entries(options.headers ?? {})) if (name.toLowerCase() !== "host") headers[name] = value;
	let timedOut = false;
	let running: ReturnType<typeof exchange> | null = null;
	const timer = setTimeout(
		() => {
			timedOut = true;
			running?.cancel();
		},
		Math.max(1, deadline - Date.now()),
	);
	try {
		running = exchange(pinnedAgent(target, options.ca, options.timeoutMs), target, options, headers);
		return { ...(await running.done), address: target.address };
	} catch (err) {
		throw outboundError(err, timedOut, options.timeoutMs);
	} finally {
		clearTimeout(timer);
	}
}

let extraCas: { file: string; cas: string[] } | null = null;

/**
 * Node's root CAs plus the PEM file named by LEADMAP_EXTRA_CA_CERTS (a test or sandbox
 * receiver's self-signed certificate); undefined when it is not set, so the defaults apply.
 */
export function extraTrustedCas(): string[] | undefined {
	const file = currentConfig().extraCaCertsFile;
	if (!file) return undefined;
	if (extraCas?.file !== file) extraCas = { file, cas: [...tls.rootCertificates, readFileSync(file, "utf8")] };
	return extraCas.cas;
}

/** Closes every kept-alive connection (tests, shutdown). */
export async function closeSafeAgents(): Promise<void> {
	const all = [...agents.values()];
	agents.clear();
	await Promise.all(all.map((a) => a.close().catch(() => undefined)));
}
