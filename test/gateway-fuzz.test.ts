import { request as httpRequest } from "node:http";
import fc from "fast-check";
import { API_ROUTES } from "../services/gateway/routes";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { seedSearchWithLeads } from "./support/seed";

/**
 * Random requests to every route of the gateway's alias table (a new route is fuzzed as
 * soon as it is in the table): path parameters, query, body, content type and headers,
 * with the account's key, a bad key or none. Bodies and queries are mostly shaped after
 * the action's own params (read from the service registry), so many requests get past
 * validation into the handlers; the rest are garbage. The gateway answers each with a
 * 2xx, or a 4xx whose body is `{error}`: never a 5xx, and it still answers after.
 */
const RUNS_PER_ROUTE = Number(process.env.LEADMAP_FUZZ_RUNS ?? 40);

type Rule =
	| string
	| Rule[]
	| {
			type?: string;
			min?: number;
			max?: number;
			length?: number;
			values?: unknown[];
			items?: Rule;
			props?: Record<string, Rule>;
			optional?: boolean;
	  };

/** every service an API route may call; the scrapers would go out to the real providers */
const API_GROUPS = ALL_GROUPS.filter((group) => !group.some((name) => name.startsWith("scraper-")));
let app: TestApp;
let key: string;
let accountKey: string;
/** ids that exist, so the fuzzer also reaches past the 404s */
let knownIds: string[];
/** the params schema of each action, as the gateway's registry knows it */
const schemas = new Map<string, Record<string, Rule>>();

beforeAll(async () => {
	app = await startApp({ groups: API_GROUPS });
	const account = await app.createAccount({ plan: "max" });
	accountKey = account.key;
	const searchId = await seedSearchWithLeads(app.sql, account.accountId, 12);
	const [lead] = await app.sql("SELECT id FROM leads WHERE search_id = $1 LIMIT 1", [searchId]);
	const [business] = await app.sql("SELECT cid FROM businesses WHERE provider = 'google' LIMIT 1");
	const spare = await api(app, "POST", "/v1/keys", { key: accountKey, body: { name: "fuzzed" } });
	knownIds = [searchId, lead.id, business.cid, spare.body.apiKey.id];
	for (const { name, action } of app.brokers[0].registry.getActionList({}) as { name: string; action?: { params?: Record<string, Rule> } }[]) {
		schemas.set(name, action?.params ?? {});
	}
});
afterAll(() => app.stop());

interface FuzzResponse {
	status: number;
	text: string;
}

/** A plain HTTP request: fetch would refuse bodies on GET and normalise paths. */
function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<FuzzResponse> {
	const url = new URL(app.url);
	if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
	return new Promise((resolve, reject) => {
		const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
			const chunks: Buffer[] = [];
			res.on("data", (c: Buffer) => chunks.push(c));
			res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
			res.on("error", reject);
		});
		req.on("error", reject);
		req.end(body);
	});
}

const encode = (text: string) => encodeURIComponent(text);
const weird = fc.constantFrom("", "\u0000", "a\u0000b", "x".repeat(20_000), "😀", "null", "-1", "1e308", "true", "https://127.0.0.1/hook");
/** what real clients send: values that pass, so the fuzzer gets into the handlers */
const plausible = fc.constantFrom("google", "bing,apple", "pizza", "Lyon", "FR", "en", "1", "10", "0", "500", "501", "true", "false", "csv", "json", "xlsx");
const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.fullUnicodeString({ maxLength: 40 }), weird);
const nested = fc.integer({ min: 1, max: 2_000 }).map((depth) => JSON.parse("[".repeat(depth) + "]".repeat(depth)) as unknown);

/** A value that a field with this rule could take, near or past its bounds, or sometimes anything at all. */
function valueFor(rule: Rule, depth = 0): fc.Arbitrary<unknown> {
	const junk = fc.oneof(fc.jsonValue({ maxDepth: 2 }), anyText, fc.constant(null));
	if (typeof rule === "string") return valueFor({ type: rule.split("|")[0] }, depth);
	if (Array.isArray(rule)) return fc.oneof(...rule.map((r) => valueFor(r, depth)));
	const shaped = ((): fc.Arbitrary<unknown> => {
		switch (rule.type) {
			case "string": {
				const min = rule.length ?? rule.min ?? 0;
				const max = Math.min(rule.length ?? rule.max ?? 60, 80);
				return fc.oneof(
					fc.string({ minLength: Math.min(min, max), maxLength: max }),
					plausible,
					fc.constantFrom(...knownIds),
					fc.constant("x".repeat(max + 1)),
				);
			}
			case "uuid":
				return fc.oneof(fc.uuid(), fc.constantFrom(...knownIds));
			case "enum":
				return fc.constantFrom(...(rule.values?.length ? rule.values : ["x"]));
			case "number":
				return fc.oneof(fc.integer({ min: (rule.min ?? -5) - 1, max: Math.min((rule.max ?? 5_000) + 1, 10_000) }), fc.double());
			case "boolean":
				return fc.boolean();
			case "array":
				return depth > 3
					? fc.constant([])
					: fc.array(rule.items === undefined ? junk : valueFor(rule.items, depth + 1), { maxLength: Math.min(rule.max ?? 4, 4) });
			case "object":
				return depth > 3 || !rule.props ? fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 3 }) : objectFor(rule.props, depth + 1);
			default:
				return fc.oneof(plausible, fc.constantFrom(...knownIds), junk);
		}
	})();
	return fc.oneof({ weight: 8, arbitrary: shaped }, { weight: 1, arbitrary: junk });
}

function objectFor(props: Record<string, Rule>, depth = 0): fc.Arbitrary<Record<string, unknown>> {
	const fields = Object.fromEntries(
		Object.entries(props)
			.filter(([name]) => !name.startsWith("$$"))
			.map(([name, rule]) => [name, valueFor(rule, depth)]),
	);
	return fc.record(fields, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
}

function pathSegment(): fc.Arbitrary<string> {
	return fc.oneof(
		{ weight: 5, arbitrary: fc.constantFrom(...knownIds).map(encode) },
		{ weight: 2, arbitrary: fc.uuid().map(encode) },
		{ weight: 2, arbitrary: anyText.map(encode) },
		{ weight: 1, arbitrary: fc.constantFrom("%00", "%", "%E0%A4%A", "%ff", "..", "%2F", "%2e%2e", "a%20b", "x".repeat(3_000)) },
	);
}

function queryFor(rules: Record<string, Rule>, takesBody: boolean): fc.Arbitrary<string> {
	const shaped = takesBody ? fc.constant({}) : objectFor(rules);
	const extra = fc.dictionary(fc.oneof(fc.constantFrom("accountId", "limit", "cursor", "provider"), fc.string({ maxLength: 10 })), anyText, { maxKeys: 2 });
	const pairs = fc
		.tuple(shaped, fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extra }))
		.map(([a, b]) => Object.entries({ ...a, ...b }).flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => [`${name}[]`, v]) : [[name, value]])));
	return pairs
		.map((list) => list.map(([name, value]) => `${encode(String(name))}=${encode(typeof value === "string" ? value : (JSON.stringify(value) ?? ""))}`))
		.map((list) => (list.length ? `?${list.join("&")}` : ""));
}

function bodyFor(rules: Record<string, Rule>, takesBody: boolean): fc.Arbitrary<string | undefined> {
	const names = Object.keys(rules).filter((n) => !n.startsWith("$$"));
	const loose = fc.dictionary(
		fc.oneof(fc.constantFrom(...names, "accountId", "__proto__", "constructor"), fc.string({ maxLength: 10 })),
		fc.oneof(fc.jsonValue({ maxDepth: 3 }), anyText, fc.constant(null)),
		{ maxKeys: 5 },
	);
	const choices = [
		{ weight: takesBody ? 8 : 0, arbitrary: objectFor(rules).map((o) => JSON.stringify(o)) },
		{ weight: 2, arbitrary: loose.map((o) => JSON.stringify(o)) },
		{ weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
		{ weight: 1, arbitrary: nested.map((v) => JSON.stringify({ [names[0] ?? "x"]: v })) },
		{ weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 60 }), fc.fullUnicodeString({ maxLength: 60 })) },
		{ weight: takesBody ? 1 : 8, arbitrary: fc.constant(undefined) },
	];
	return fc.oneof(...choices.filter((c) => c.weight > 0));
}

const BAD_KEYS = ["lm_live_short", `lm_live_${"A".repeat(43)}`, `lm_test_${"A".repeat(43)}`, `lm_live_${"a".repeat(300)}`, "", "Bearer"];
function credentials(): fc.Arbitrary<Record<string, string>> {
	return fc.oneof(
		{ weight: 6, arbitrary: fc.constant({ authorization: `Bearer ${key}` }) },
		{ weight: 1, arbitrary: fc.constant({ "x-api-key": key }) },
		{ weight: 2, arbitrary: fc.constantFrom(...BAD_KEYS).map((bad) => ({ authorization: `Bearer ${bad}` })) },
		{ weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((bad) => ({ "x-api-key": bad })) },
		{ weight: 1, arbitrary: fc.constant({}) },
	);
}

const headers = fc
	.record(
		{
			"content-type": fc.oneof(
				{ weight: 12, arbitrary: fc.constant("application/json") },
				{
					weight: 1,
					arbitrary: fc.constantFrom("application/json; charset=utf-16", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"),
				},
			),
			"content-encoding": fc.constantFrom("identity", "gzip", "br"),
			"idempotency-key": fc.string({ maxLength: 300 }),
			accept: fc.constantFrom("application/json", "text/csv", "*/*"),
		},
		{ requiredKeys: [] },
	)
	.chain((h) =>
		fc.oneof(
			{
				weight: 6,
				arbitrary: fc.constant({
					"content-type": h["content-type"] ?? "application/json",
					...(h["idempotency-key"] === undefined ? {} : { "idempotency-key": h["idempotency-key"] }),
				}),
			},
			{ weight: 1, arbitrary: fc.constant(h as Record<string, string>) },
		),
	);

function isErrorBody(text: string): boolean {
	try {
		const body = JSON.parse(text) as unknown;
		return typeof body === "object" && body !== null && Object.keys(body).join() === "error" && typeof (body as { error: unknown }).error === "string";
	} catch {
		return false;
	}
}

describe.each(Object.entries(API_ROUTES))("%s", (route, { action }) => {
	const [method, pattern] = route.split(" ");
	const takesBody = method === "POST" || method === "PATCH";

	test("answers random requests with 2xx or 4xx {error}, never 5xx", async () => {
		// a key per route: each has its own rate limit budget
		key = (await api(app, "POST", "/v1/keys", { key: accountKey, body: { name: route } })).body.key;
		const rules = schemas.get(action) ?? {};
		const segments = (pattern.match(/:\w+/g) ?? []).map(pathSegment);
		await fc.assert(
			fc.asyncProperty(
				fc.tuple(...segments),
				queryFor(rules, takesBody),
				bodyFor(rules, takesBody),
				credentials(),
				headers,
				async (values, query, body, auth, extra) => {
					let i = 0;
					const path = `/v1${pattern.replace(/:\w+/g, () => values[i++])}${query}`;
					const res = await send(method, path, { ...extra, ...auth }, body);
					const said = `${method} ${path.slice(0, 300)} (${(body ?? "").slice(0, 300)}) answered ${res.status}: ${res.text.slice(0, 200)}`;
					// No scraper runs here (nothing leaves the machine): an id the dataset has not seen truly cannot be read from its provider.
					if (res.status === 503 && res.text === '{"error":"provider_unavailable"}') return;
					if (res.status >= 500 || res.status < 200 || (res.status >= 300 && res.status < 400)) throw new Error(said);
					if (res.status >= 400 && !isErrorBody(res.text)) throw new Error(said);
				},
			),
			{ numRuns: RUNS_PER_ROUTE },
		);
	});
});

test("the gateway still answers after the fuzzing", async () => {
	const { key } = await app.createAccount({ plan: "pro" });
	for (const url of app.urls) {
		expect((await api({ url }, "GET", "/health")).status).toBe(200);
		expect((await api({ url }, "GET", "/v1/keys", { key })).status).toBe(200);
	}
});
