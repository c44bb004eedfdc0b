import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { documentViolation } from "./support/openapi-validator";
import { documentedOperations, urlOf, validRequest, type DocumentedOperation, type FuzzRequest } from "./support/openapi-requests";
import { MUTATIONS } from "./support/openapi-mutations";
import { seedSearchWithLeads } from "./support/seed";

/**
 * The fuzzer the OpenAPI document drives: for every operation, valid requests drawn from
 * its schemas (json-schema-faker, seeded by fast-check) and mutated ones (MUTATIONS).
 * Every answer must be no 5xx, a status the operation documents, and a body that matches
 * that status's schema (ajv). A new operation is fuzzed as soon as it is documented.
 * `LEADMAP_TEST_OPENAPI_FUZZ_RUNS` sets the cases per operation and kind (valid, mutated).
 */
const RUNS = Number(process.env.LEADMAP_TEST_OPENAPI_FUZZ_RUNS ?? 25);

/** every service an API route may call; no scraper: searches stay pending, and nothing leaves the machine */
const API_GROUPS = ALL_GROUPS.filter((group) => !group.some((name) => name.startsWith("scraper-")));
let app: TestApp;
let accountKey: string;
/** ids that exist, by the path they go into, so the fuzzer also gets past the 404s */
const known: Record<string, string> = {};
const tally = new Map<string, Map<string, number>>();

beforeAll(async () => {
	app = await startApp({ groups: API_GROUPS });
	const account = await app.createAccount({ plan: "max" });
	accountKey = account.key;
	const searchId = await seedSearchWithLeads(app.sql, account.accountId, 12);
	const [lead] = await app.sql("SELECT id FROM leads WHERE search_id = $1 LIMIT 1", [searchId]);
	const [business] = await app.sql("SELECT cid FROM businesses WHERE provider = 'google' LIMIT 1");
	const spare = await api(app, "POST", "/v1/keys", { key: accountKey, body: { name: "fuzzed" } });
	Object.assign(known, { "/v1/searches/": searchId, "/v1/leads/": lead.id, "/v1/businesses/": business.cid, "/v1/keys/": spare.body.apiKey.id });
});
afterAll(async () => {
	const lines = [...tally].map(([op, counts]) => `${op}: ${[...counts].map(([k, n]) => `${k}×${n}`).join(" ")}`);
	console.log(`OpenAPI fuzzer, answers by operation and case kind:\n${lines.join("\n")}`);
	await app.stop();
});

function pathValue(template: string): () => string {
	const prefix = Object.keys(known).find((p) => template.startsWith(p));
	return () => (prefix ? known[prefix] : "00000000-0000-4000-8000-000000000000");
}

interface Answer {
	status: number;
	contentType: string | null;
	text: string;
}

/** A body as the server encoded it when a mutated request asked for compression (an encoding it cannot undo fails the case). */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
	if (encoding === "br") return brotliDecompressSync(body);
	if (encoding === "gzip") return gunzipSync(body);
	if (encoding && encoding !== "identity") throw new Error(`answered in an encoding nobody asked for: ${encoding}`);
	return body;
}

/** A plain HTTP request: fetch would refuse bodies on GET and normalise paths. */
function send(req: FuzzRequest, key: string | null): Promise<Answer> {
	const url = new URL(app.url);
	const headers: Record<string, string> = { ...req.headers };
	if (key) headers.authorization = `Bearer ${key}`;
	if (req.body) headers["content-length"] = String(req.body.length);
	return new Promise((resolve, reject) => {
		const r = httpRequest({ host: url.hostname, port: url.port, method: req.method, path: urlOf(req), headers }, (res) => {
			const chunks: Buffer[] = [];
			res.on("data", (c: Buffer) => chunks.push(c));
			res.on("end", () => {
				try {
					const text = decoded(Buffer.concat(chunks), res.headers["content-encoding"]).toString("utf8");
					resolve({ status: res.statusCode ?? 0, contentType: res.headers["content-type"] ?? null, text });
				} catch (err) {
					reject(err);
				}
			});
			res.on("error", reject);
		});
		r.on("error", reject);
		r.end(req.body);
	});
}

function parsed(answer: Answer): unknown {
	try {
		return JSON.parse(answer.text);
	} catch {
		return answer.text;
	}
}

/**
 * This instance runs no scraper (nothing leaves the machine), so an id the dataset has not seen,
 * which unlock and research read from its provider, truly cannot be read: the documented, retryable
 * 503 `provider_unavailable` is then the right answer, not a server error. Only that one is let through,
 * and only where the document lists it (checked below like every answer).
 */
function providerUnavailable(answer: { status: number; text: string }): boolean {
	return answer.status === 503 && /^\{"error":"provider_unavailable"\}$/.test(answer.text);
}

async function check(op: DocumentedOperation, kind: string, req: FuzzRequest, key: string | null): Promise<void> {
	const answer = await send(req, key);
	const name = `${op.method} ${op.template}`;
	const counts = tally.get(name) ?? new Map<string, number>();
	tally.set(name, counts);
	const bucket = `${kind} ${answer.status}`;
	counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
	const said = `${kind}: ${req.method} ${urlOf(req).slice(0, 300)} (${(req.body?.toString("utf8") ?? "").slice(0, 300)}) answered ${answer.status}: ${answer.text.slice(0, 300)}`;
	if ((answer.status >= 500 && !providerUnavailable(answer)) || answer.status < 200) throw new Error(said);
	// a mangled path may name no operation at all: then only "no 5xx" holds
	const violation = documentViolation(req.method, req.path, answer.status, answer.contentType, parsed(answer));
	if (violation) throw new Error(`${violation}\n${said}`);
}

describe.each(documentedOperations().map((op) => [`${op.method} ${op.template}`, op] as const))("%s", (_name, op) => {
	let key: string | null = null;
	beforeAll(async () => {
		// a key per operation: each has its own rate-limit budget
		if (op.authenticated) key = (await api(app, "POST", "/v1/keys", { key: accountKey, body: { name: `${op.method} ${op.template}`.slice(0, 64) } })).body.key;
	});

	test("valid requests drawn from its schemas get documented answers", async () => {
		await fc.assert(
			fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 30 }), async (seed) => {
				await check(op, "valid", validRequest(op, seed, pathValue(op.template)), key);
			}),
			{ numRuns: RUNS },
		);
	});

	test("mutated requests get documented answers, never a 5xx", async () => {
		const kinds = Object.keys(MUTATIONS);
		await fc.assert(
			fc.asyncProperty(
				fc.integer({ min: 1, max: 2 ** 30 }),
				fc.constantFrom(...kinds),
				fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
				async (seed, kind, picks) => {
					let i = 0;
					const pick = (n: number) => (n <= 0 ? 0 : picks[i++ % picks.length] % n);
					const req = MUTATIONS[kind](validRequest(op, seed, pathValue(op.template)), op, pick);
					await check(op, "mutated", req, key);
				},
			),
			{ numRuns: RUNS },
		);
	});
});

test("the gateway still answers after the fuzzing", async () => {
	expect((await api(app, "GET", "/health")).status).toBe(200);
	expect((await api(app, "GET", "/v1/usage", { key: accountKey })).status).toBe(200);
});
