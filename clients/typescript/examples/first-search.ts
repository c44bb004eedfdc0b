/**
 * A first search with the typed client: start it, wait for it, list its leads, export them.
 *
 *   API_BASE=http://127.0.0.1:3000 API_KEY=$(cat .data/first-api-key) npx tsx clients/typescript/examples/first-search.ts
 *
 * In your own project, import from "@leadmap/client" instead of "../src/index.js".
 */
import { createWriteStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createLeadmapClient, LeadmapError } from "../src/index.js";

async function main(): Promise<void> {
	const leadmap = createLeadmapClient({
		baseUrl: process.env.API_BASE ?? "http://127.0.0.1:3000",
		apiKey: process.env.API_KEY ?? "",
	});

	// POST /v1/searches: retried with the same Idempotency-Key if the answer is lost, so never created twice
	const search = await leadmap.createSearch({ keyword: "dentist", location: "Lyon", options: { maxResults: 20 } });
	console.log(`search ${search.id}: ${search.status}`);

	const done = await leadmap.waitForSearch(search.id, { timeoutMs: 5 * 60_000, intervalMs: 1_000 });
	console.log(`search ${done.id}: ${done.status}, ${done.resultCount} leads`);
	if (done.status !== "completed") process.exit(1);

	// every lead of the search, a page of 10 at a time, fetched as the loop goes
	for await (const lead of leadmap.searchLeads(done.id, { pageSize: 10 })) {
		console.log(`lead ${lead.id}\t${lead.name}\t${lead.phone ?? "-"}\t${lead.website ?? "-"}`);
	}

	const file = await leadmap.exportSearch(done.id, { format: "csv" });
	const target = path.join(process.env.EXPORT_DIR ?? ".", path.basename(file.filename ?? "leads.csv"));
	await pipeline(Readable.fromWeb(file.body as NodeReadableStream<Uint8Array>), createWriteStream(target));
	console.log(`exported to ${target}`);
}

main().catch((err: unknown) => {
	// quote the request id to support
	if (err instanceof LeadmapError) console.error(`Leadmap said ${err.status} ${err.code} (request ${err.requestId}): ${err.detail ?? ""}`);
	else console.error(err);
	process.exit(1);
});
