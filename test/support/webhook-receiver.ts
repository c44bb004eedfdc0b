import { createHmac, timingSafeEqual } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { TLSSocket } from "node:tls";
import selfsigned from "selfsigned";

/** Names the test certificate is valid for (besides 127.0.0.1 and ::1). */
export const RECEIVER_NAMES = ["localhost", "*.leadmap.test"];

export interface TestCertificate {
	key: string;
	cert: string;
	/** the certificate as a PEM file, for LEADMAP_EXTRA_CA_CERTS */
	caFile: string;
}

export async function createTestCertificate(): Promise<TestCertificate> {
	const pems = await selfsigned.generate([{ name: "commonName", value: "leadmap test receiver" }], {
		keyType: "ec",
		algorithm: "sha256",
		extensions: [
			{ name: "basicConstraints", cA: true },
			{
				name: "subjectAltName",
				altNames: [...RECEIVER_NAMES.map((value) => ({ type: 2 as const, value })), { type: 7, ip: "127.0.0.1" }, { type: 7, ip: "::1" }],
			},
		],
	});
	const caFile = path.join(mkdtempSync(path.join(os.tmpdir(), "leadmap-webhook-ca-")), "receiver.pem");
	writeFileSync(caFile, pems.cert);
	return { key: pems.private, cert: pems.cert, caFile };
}

/** How a receiver checks `X-Leadmap-Signature`: recompute, compare in constant time, bound the age. */
export function verifySignature(header: string | undefined, rawBody: string, secret: string, toleranceSeconds = 300, nowMs = Date.now()): boolean {
	if (!header) return false;
	let timestamp: number | null = null;
	const candidates: string[] = [];
	for (const part of header.split(",")) {
		const [name, value] = part.split("=", 2);
		if (name === "t" && /^\d+$/.test(value ?? "")) timestamp = Number(value);
		else if (name === "v1" && value) candidates.push(value);
	}
	if (timestamp === null || Math.abs(nowMs / 1000 - timestamp) > toleranceSeconds) return false;
	const expected = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest();
	return candidates.some((hex) => {
		const given = Buffer.from(hex, "hex");
		return given.length === expected.length && timingSafeEqual(given, expected);
	});
}

export interface ReceivedRequest {
	path: string;
	method: string;
	headers: Record<string, string | string[] | undefined>;
	body: string;
	at: number;
	/** the TLS server name the client sent (SNI); false when none */
	servername: string | false;
}

/** What the receiver does for a request: answer a status (with headers), redirect, or never answer. */
export type Behaviour = number | { redirectTo: string; status?: number } | { status: number; headers: Record<string, string> } | "hang";

export interface TestReceiver {
	port: number;
	url(pathname: string, host?: string): string;
	requests(pathname?: string): ReceivedRequest[];
	/** the next answers for a path, in order; once used up, 200 */
	script(pathname: string, behaviours: Behaviour[]): void;
	waitFor(count: number, pathname?: string, timeoutMs?: number): Promise<ReceivedRequest[]>;
	/** Resolves once the client has closed `count` exchanges on the path that were left hanging (never answered). */
	waitForHangUps(count: number, pathname: string, timeoutMs?: number): Promise<void>;
	close(): Promise<void>;
}

async function until(done: () => boolean, timeoutMs: number, failure: () => string): Promise<void> {
	const end = Date.now() + timeoutMs;
	while (!done()) {
		if (Date.now() > end) throw new Error(failure());
		await new Promise((r) => setTimeout(r, 20));
	}
}

export async function startReceiver(cert: TestCertificate, host = "127.0.0.1"): Promise<TestReceiver> {
	const received: ReceivedRequest[] = [];
	const scripts = new Map<string, Behaviour[]>();
	const hanging = new Set<import("node:http").ServerResponse>();
	const hungUp: string[] = [];
	const server = https.createServer({ key: cert.key, cert: cert.cert, keepAlive: true }, (req, res) => {
		const chunks: Buffer[] = [];
		req.on("data", (c: Buffer) => chunks.push(c));
		req.on("end", () => {
			const pathname = (req.url ?? "/").split("?")[0];
			received.push({
				path: pathname,
				method: req.method ?? "",
				headers: req.headers,
				body: Buffer.concat(chunks).toString("utf8"),
				at: Date.now(),
				servername: (req.socket as TLSSocket).servername ?? false,
			});
			const behaviour = scripts.get(pathname)?.shift() ?? 200;
			if (behaviour === "hang") {
				hanging.add(res);
				res.on("close", () => {
					if (hanging.delete(res)) hungUp.push(pathname);
				});
				return;
			}
			if (typeof behaviour === "number") {
				res.writeHead(behaviour, { "content-type": "text/plain" }).end(`status ${behaviour}`);
				return;
			}
			if ("headers" in behaviour) res.writeHead(behaviour.status, behaviour.headers).end(`status ${behaviour.status}`);
			else res.writeHead(behaviour.status ?? 302, { location: behaviour.redirectTo }).end();
		});
	});
	await new Promise<void>((resolve) => server.listen(0, host, resolve));
	const port = (server.address() as AddressInfo).port;
	const requests = (pathname?: string) => received.filter((r) => !pathname || r.path === pathname);
	return {
		port,
		url: (pathname, name = host) => `https://${name.includes(":") ? `[${name}]` : name}:${port}${pathname}`,
		requests,
		script: (pathname, behaviours) => scripts.set(pathname, [...behaviours]),
		async waitFor(count, pathname, timeoutMs = 20_000) {
			await until(
				() => requests(pathname).length >= count,
				timeoutMs,
				() => `the receiver got ${requests(pathname).length} of ${count} requests on ${pathname ?? "any path"}`,
			);
			return requests(pathname);
		},
		async waitForHangUps(count, pathname, timeoutMs = 20_000) {
			const closed = () => hungUp.filter((p) => p === pathname).length;
			await until(
				() => closed() >= count,
				timeoutMs,
				() => `the client closed ${closed()} of ${count} hanging exchanges on ${pathname}`,
			);
		},
		async close() {
			for (const res of hanging) res.destroy();
			server.closeAllConnections();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}
