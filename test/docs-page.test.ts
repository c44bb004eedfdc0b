import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { startApp, type TestApp } from "./support/app";
import { buildOpenApiDocument } from "../services/gateway/openapi/document";

/**
 * GET /docs in headless Chromium (Debian's `chromium`, which .ci/run installs): the page
 * renders the reference from /v1/openapi.json, lists every operation, fetches nothing from
 * elsewhere, and logs no console error.
 */
const CHROMIUM = [process.env.LEADMAP_CHROMIUM, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => p && existsSync(p));
const describeWithChromium = CHROMIUM ? describe : describe.skip;
if (!CHROMIUM) console.warn("test/docs-page.test.ts skipped: no chromium (apt-get install -y chromium, or set LEADMAP_CHROMIUM)");

describeWithChromium("the API reference page", () => {
	let app: TestApp;
	let browser: Browser;
	beforeAll(async () => {
		app = await startApp();
		browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
	}, 120_000);
	afterAll(async () => {
		await browser?.close();
		await app?.stop();
	});

	test("renders every operation from the document, offline, without console errors", async () => {
		const page = await browser.newPage();
		const problems: string[] = [];
		const elsewhere: string[] = [];
		page.on("console", (msg) => {
			if (msg.type() === "error") problems.push(msg.text());
		});
		page.on("pageerror", (err) => problems.push(err.message));
		page.on("request", (req) => {
			const url = req.url();
			if (!url.startsWith(app.url) && !url.startsWith("data:") && !url.startsWith("blob:")) elsewhere.push(url);
		});
		const res = await page.goto(`${app.url}/docs`, { waitUntil: "load" });
		expect(res?.status()).toBe(200);
		await page.waitForSelector("h1", { timeout: 60_000 });
		expect(await page.textContent("h1")).toContain("Leadmap API");
		const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, { summary: string }>> };
		const summaries = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((o) => o.summary));
		const text = (await page.textContent("body")) ?? "";
		for (const summary of summaries) expect([summary, text.includes(summary)]).toEqual([summary, true]);
		expect(text).toContain("X-Leadmap-Signature");
		await page.screenshot({ path: ".ci/out/docs-page.png" }).catch(() => undefined);
		expect(elsewhere).toEqual([]);
		expect(problems).toEqual([]);
	}, 120_000);
});
