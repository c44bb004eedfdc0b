import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { REQUEST_ID_HEADER } from "./access-log";
import { API_ROUTES } from "./routes";

/** JSON answers shorter than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
/** Brotli's quality for answers made per request: 11, its default, takes ~50x as long for a few % less. */
const BROTLI_QUALITY = 5;

/** Which encoding the client asks for, br before gzip; null for none (a `q=0` refuses one). */
export function acceptedEncoding(header: string | string[] | undefined): "br" | "gzip" | null {
	if (typeof header !== "string" || !header) return null;
	const offered = new Map<string, number>();
	for (const part of header.toLowerCase().split(",")) {
		const [name, ...params] = part.trim().split(";");
		const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
		offered.set(name.trim(), q ? Number(q[1]) : 1);
	}
	const wants = (name: string) => (offered.get(name) ?? offered.get("*") ?? 0) > 0;
	if (wants("br")) return "br";
	if (wants("gzip")) return "gzip";
	return null;
}

/**
 * A JSON answer as it goes on the wire: compressed when it is 1 KB or more and the client accepts
 * gzip or br. Downloads (exports) stream and never come here: they go as they are (an XLSX is a zip
 * already; a CSV or JSON file compressed on the fly would cost the export its throughput).
 */
export function encodeJson(req: IncomingMessage, res: ServerResponse, data: unknown): string | Buffer {
	const json = JSON.stringify(data);
	if (json === undefined || json.length < COMPRESS_MIN_BYTES) return json;
	res.setHeader("Vary", appendVary(res.getHeader("Vary"), "Accept-Encoding"));
	const encoding = acceptedEncoding(req.headers["accept-encoding"]);
	if (!encoding) return json;
	res.setHeader("Content-Encoding", encoding);
	return encoding === "br"
		? brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } })
		: gzipSync(json);
}

function appendVary(current: unknown, field: string): string {
	const text = typeof current === "string" ? current : "";
	return text ? `${text}, ${field}` : field;
}

/** The actions of the single-resource GETs (`GET /…/:id`): their answers carry an ETag, and `If-None-Match` may get a 304. */
export const SINGLE_RESOURCE_ACTIONS: ReadonlySet<string> = new Set(
	Object.entries(API_ROUTES)
		.filter(([route]) => /^GET \S*\/:\w+$/.test(route))
		.map(([, r]) => r.action),
);

/** A strong ETag of the resource's JSON: equal answers, equal tags, whatever node answers. */
export function etagOf(data: unknown): string {
	return `"${createHash("sha256").update(JSON.stringify(data)).digest("base64url").slice(0, 27)}"`;
}

/** What a browser page may read of an answer besides the simple headers. */
const EXPOSED_HEADERS = [
	REQUEST_ID_HEADER,
	"X-RateLimit-Limit",
	"X-RateLimit-Remaining",
	"X-RateLimit-Reset",
	"Retry-After",
	"X-Error-Detail",
	"Idempotent-Replayed",
	"ETag",
	"Location",
	"Content-Disposition",
];

/** moleculer-web's CORS options for LEADMAP_CORS_ORIGINS; none (CORS off) when no origin is configured. */
export function corsOptions(origins: string[]): Record<string, unknown> | undefined {
	if (!origins.length) return undefined;
	return {
		origin: origins.includes("*") ? "*" : origins,
		methods: ["GET", "POST", "PATCH", "PUT", "DELETE", "OPTIONS"],
		allowedHeaders: ["Authorization", "X-Api-Key", "Content-Type", "Idempotency-Key", "If-None-Match", REQUEST_ID_HEADER],
		exposedHeaders: EXPOSED_HEADERS,
		credentials: false,
		maxAge: 600,
	};
}
