import http from "node:http";
import type { AddressInfo } from "node:net";
import { freePort } from "../bin/embedded-postgres";
import { api, startApp, type TestApp } from "./support/app";
import { waitFor } from "./support/wait";

/**
 * What a provider said when it could not be read (an answer's excerpt, a socket error naming an
 * address) stays in the logs: the client's `X-Error-Detail` says only what it can act on.
 */

/** Words of Apple's refusal that must never reach a client. */
const APPLE_SECRET = "team TEAM-SECRET-42 key KEY-LEAK-77";

let app: TestApp;
let apple: http.Server;
let closedPort: number;
const logged: string[] = [];

beforeAll(async () => {
	// An Apple that issues access tokens, then refuses every place lookup with words of its own.
	apple = http.createServer((req, res) => {
		res.setHeader("content-type", "application/json");
		if (req.url?.startsWith("/v1/token")) return res.end(JSON.stringify({ accessToken: "token-1", expiresInSeconds: 1800 }));
		res.statusCode = 400;
		res.end(JSON.stringify({ error: { message: `Invalid request for ${APPLE_SECRET}`, details: [] } }));
	});
	await new Promise<void>((resolve) => apple.listen(0, "127.0.0.1", resolve));
	closedPort = await freePort();
	app = await startApp({
		groups: [["gateway"], ["keys", "billing", "idempotency"], ["searches", "dataset", "leads"], ["scraper-apple", "scraper-bing"]],
		env: {
			LEADMAP_APPLE_URL: `http://127.0.0.1:${(apple.address() as AddressInfo).port}`,
			APPLE_MAPS_JWT: "test-jwt",
			LEADMAP_BING_URL: `http://127.0.0.1:${closedPort}`,
			LOG_LEVEL: "warn",
			LEADMAP_LOG_FORMAT: "json",
		},
		logTo: { write: (chunk: string) => void logged.push(chunk) },
	});
}, 60_000);
afterAll(async () => {
	await app.stop();
	await new Promise((resolve) => apple.close(resolve));
});

const unlock = (key: string, provider: string, id: string) => api(app, "POST", "/v1/businesses/unlock", { key, body: { businesses: [{ provider, id }] } });

test.each([
	{
		what: "Apple's refusal",
		provider: "apple",
		id: "I7C250D2CDCB364AB",
		detail: "the provider answered with an error; try again later",
		upstream: () => [APPLE_SECRET, "HTTP 400"],
	},
	{
		what: "a socket error",
		provider: "bing",
		id: "YN114x189818795",
		detail: "the provider could not be reached; try again later",
		upstream: () => ["ECONNREFUSED", `127.0.0.1:${closedPort}`],
	},
])("$what: 503 provider_unavailable whose detail holds none of the provider's words, which the log keeps", async ({ provider, id, detail, upstream }) => {
	const { key } = await app.createAccount();
	const res = await unlock(key, provider, id);
	expect(res).toMatchObject({ status: 503, body: { error: "provider_unavailable" } });
	expect(res.headers.get("x-error-detail")).toBe(detail);
	for (const words of upstream()) expect(res.headers.get("x-error-detail")).not.toContain(words);
	await waitFor("the log line with the provider's words", () => logged.some((line) => upstream().every((words) => line.includes(words))), 10_000);
});
