import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { freePort } from "../bin/embedded-postgres";
import type { CreatedWebhook, CreateWebhookParams } from "../services/webhooks/webhooks.contract";
import { recordResults, startProcess, waitFor } from "./support";

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1000);
const WARMUP_EVENTS = 20;
const PACED_EVENTS = Number(process.env.BENCH_WEBHOOK_PACED_EVENTS ?? 300);
const PACE_MS = 20;
const RECEIVER_MODE = "webhook-receiver";

interface ReceiverStats {
	received: number;
	badSignatures: number;
	/** ms from the event's createdAt (its enqueue) to its arrival, per event */
	latenciesMs: number[];
}

/** The receiver runs as a process of its own, verifying every signature as a real one would. */
function runReceiver(): void {
	const { verifySignature } = require("../test/support/webhook-receiver") as typeof import("../test/support/webhook-receiver");
	const secret = process.env.WEBHOOK_SECRET ?? "";
	const stats: ReceiverStats = { received: 0, badSignatures: 0, latenciesMs: [] };
	const server = https.createServer({ key: readFileSync(process.env.TLS_KEY!), cert: readFileSync(process.env.TLS_CERT!), keepAlive: true }, (req, res) => {
		if (req.method === "GET" && req.url === "/__stats") {
			res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(stats));
			return;
		}
		const chunks: Buffer[] = [];
		req.on("data", (c: Buffer) => chunks.push(c));
		req.on("end", () => {
			const body = Buffer.concat(chunks).toString("utf8");
			if (!verifySignature(req.headers["x-leadmap-signature"] as string | undefined, body, secret)) stats.badSignatures++;
			stats.received++;
			stats.latenciesMs.push(Date.now() - Date.parse(JSON.parse(body).createdAt));
			res.writeHead(204).end();
		});
	});
	server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("receiver ready"));
	process.once("SIGTERM", () => server.close(() => process.exit(0)));
}

function percentile(sorted: number[], p: number): number {
	return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

async function receiverStats(port: number, ca: string): Promise<ReceiverStats> {
	return new Promise((resolve, reject) => {
		https
			.get({ host: "127.0.0.1", port, path: "/__stats", ca }, (res) => {
				let text = "";
				res.on("data", (d) => (text += d));
				res.on("end", () => resolve(JSON.parse(text)));
			})
			.on("error", reject);
	});
}

/**
 * `search.completed` events for an account with one endpoint: the webhooks service
 * (embedded PostgreSQL, one process) signs and POSTs them to a local HTTPS receiver in
 * its own process. Latency: events enqueued one at a time at a steady pace, each timed
 * from its enqueue to its arrival. Throughput: 1,000 at once, from the first enqueue to
 * the last arrival.
 */
export async function webhooksBench(): Promise<void> {
	const selfsigned = (await import("selfsigned")).default;
	const dir = mkdtempSync(path.join(os.tmpdir(), "leadmap-bench-webhooks-"));
	chmodSync(dir, 0o755);
	const pems = await selfsigned.generate([{ name: "commonName", value: "127.0.0.1" }], {
		keyType: "ec",
		algorithm: "sha256",
		extensions: [
			{ name: "basicConstraints", cA: true },
			{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] },
		],
	});
	const [keyFile, certFile] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
	writeFileSync(keyFile, pems.private);
	writeFileSync(certFile, pems.cert);
	const env: Record<string, string> = {
		LEADMAP_DATA_DIR: path.join(dir, "data"),
		DATABASE_URL: "",
		TRANSPORTER: "",
		REDIS_URL: "",
		LOG_LEVEL: "warn",
		LEADMAP_ALLOW_PRIVATE_TARGETS: "1",
		LEADMAP_EXTRA_CA_CERTS: certFile,
	};
	// The runtime reads process.env; the other bench sections must not inherit these.
	const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
	Object.assign(process.env, env);
	const { createRuntime } = await import("../bin/runtime");
	const runtime = await createRuntime(["webhooks"]);
	const port = await freePort();
	let receiver: ReturnType<typeof startProcess> | null = null;
	try {
		await runtime.broker.start();
		const accountId = randomUUID();
		const endpoint = await runtime.broker.call<CreatedWebhook, CreateWebhookParams>(
			"webhooks.create",
			{ url: `https://127.0.0.1:${port}/hooks/leadmap`, eventTypes: ["search.completed"] },
			{ meta: { accountId } },
		);
		receiver = startProcess("bench/webhooks.bench.ts", { PORT: String(port), TLS_KEY: keyFile, TLS_CERT: certFile, WEBHOOK_SECRET: endpoint.secret }, [
			RECEIVER_MODE,
		]);
		await waitFor(() => receiver!.output().includes("receiver ready"), "webhook receiver");

		const search = {
			id: randomUUID(),
			provider: "google",
			status: "completed",
			keyword: "bakery",
			location: "Paris",
			language: "fr",
			maxResults: 200,
			resultCount: 200,
			error: null,
			createdAt: new Date().toISOString(),
			progress: { phase: "done", found: 200, processed: 200, failed: 0 },
		};
		const enqueue = () =>
			runtime.broker.call("webhooks.enqueueEvent", {
				id: randomUUID(),
				type: "search.completed",
				createdAt: new Date().toISOString(),
				accountId,
				data: { search },
			});
		await Promise.all(Array.from({ length: WARMUP_EVENTS }, enqueue));
		await waitFor(async () => (await receiverStats(port, pems.cert)).received >= WARMUP_EVENTS, "warm-up deliveries");

		// Throughput: every event at once; each waits behind the ones before it.
		const t0 = performance.now();
		await Promise.all(Array.from({ length: EVENTS }, enqueue));
		const enqueueSeconds = (performance.now() - t0) / 1000;
		await waitFor(async () => (await receiverStats(port, pems.cert)).received >= WARMUP_EVENTS + EVENTS, "deliveries", 120_000);
		const wallSeconds = (performance.now() - t0) / 1000;
		const burst = await receiverStats(port, pems.cert);
		const burstLatencies = burst.latenciesMs.slice(WARMUP_EVENTS).sort((a, b) => a - b);

		// Latency: events as they come in service, one every PACE_MS, each timed from its enqueue to its arrival.
		const before = burst.received;
		for (let i = 0; i < PACED_EVENTS; i++) {
			await enqueue();
			await new Promise((r) => setTimeout(r, PACE_MS));
		}
		await waitFor(async () => (await receiverStats(port, pems.cert)).received >= before + PACED_EVENTS, "paced deliveries", 120_000);
		const stats = await receiverStats(port, pems.cert);
		const latencies = stats.latenciesMs.slice(before).sort((a, b) => a - b);
		const figures = {
			pacedEvents: PACED_EVENTS,
			paceMs: PACE_MS,
			latencyP50Ms: percentile(latencies, 50),
			latencyP99Ms: percentile(latencies, 99),
			targets: { latencyP50Ms: 50, latencyP99Ms: 250 },
			burst: {
				events: EVENTS,
				wallSeconds: Number(wallSeconds.toFixed(3)),
				deliveriesPerSecond: Math.round(EVENTS / wallSeconds),
				enqueuePerSecond: Math.round(EVENTS / enqueueSeconds),
				latencyP50Ms: percentile(burstLatencies, 50),
				latencyP99Ms: percentile(burstLatencies, 99),
			},
			duplicates: stats.received - WARMUP_EVENTS - EVENTS - PACED_EVENTS,
			badSignatures: stats.badSignatures,
			concurrency: Number(process.env.LEADMAP_WEBHOOK_CONCURRENCY ?? 32),
			pollMs: Number(process.env.LEADMAP_WEBHOOK_POLL_MS ?? 1000),
		};
		console.log(`  one HTTPS endpoint, ${PACED_EVENTS} events one every ${PACE_MS} ms, then ${EVENTS} at once:`, figures);
		console.log(`  event-to-delivery p50 ${figures.latencyP50Ms} ms (target <= 50), p99 ${figures.latencyP99Ms} ms (target <= 250)`);
		recordResults("webhooks", figures);
	} finally {
		await receiver?.stop();
		await runtime.stop();
		for (const [k, v] of Object.entries(saved)) {
			if (v === undefined) delete process.env[k];
			else process.env[k] = v;
		}
		rmSync(dir, { recursive: true, force: true });
	}
}

if (require.main === module && process.argv[2] === RECEIVER_MODE) runReceiver();
