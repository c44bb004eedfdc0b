import fc from "fast-check";
import { decodeBody } from "../services/enrichment/fetch-page";
import { pageReaderPool, type CutOff, type PageReaderOptions } from "../services/enrichment/page-reader-pool";
import { hostileDocument, hostileShapes, type HostileShape, type PageContacts } from "../sandbox/hostile-pages";
import { contactsArb, MAX_BYTES, PROFILE, shapeArbs } from "./support/hostile-shapes";

/**
 * Generated hostile pages (issue 26): whatever a page is made of, its reading ends (with an
 * answer, or with a cut-off the pool reports for counting) and the page's contacts are found.
 * Pages are read as the crawler reads them: decoded by their declared charset, in the page
 * reader's threads. How long each took is the hostile bench's business (`npm run bench -- hostile`).
 */

const SITE = { host: "www.shop.fr" };
const DEFAULTS: PageReaderOptions = { threads: 2, cpuBudgetMs: 1_000, deadlineMs: 2_000 };
const CUT_OFFS: (CutOff | null)[] = [null, "budget", "deadline"];

/** The page as the crawler gets it: bytes decoded by their declared charset, read in a reader thread. */
async function read(shape: HostileShape, contacts: PageContacts, options = DEFAULTS) {
	const doc = hostileDocument(shape, contacts);
	const url = new URL(`https://${SITE.host}/h/${shape.pattern}`);
	return pageReaderPool(options).readPage(decodeBody(doc.body, doc.contentType), url, SITE);
}

describe.each(Object.keys(shapeArbs) as HostileShape["pattern"][])("a generated %s page", (pattern) => {
	test("ends with an answer or a counted cut-off, and its contacts are found", async () => {
		const [siteShape] = hostileShapes(MAX_BYTES).filter((s) => s.pattern === pattern);
		await fc.assert(
			fc.asyncProperty(shapeArbs[pattern], contactsArb, async (shape, contacts) => {
				const result = await read(shape, contacts);
				expect(CUT_OFFS).toContain(result.cutOff);
				expect(result.value.emails.map((e) => e.address)).toContain(contacts.address);
				expect(result.value.socials).toContainEqual({ network: "facebook", url: PROFILE, weight: expect.any(Number) });
			}),
			{ numRuns: 6, examples: [[siteShape, { address: "hello@shop.fr", shown: "mailto", socials: ["https://www.facebook.com/shopfr/"] }]] },
		);
	}, 240_000);
});

describe("the page reader's limits", () => {
	/** Ten of thousands of addresses on other domains, none labelled as a contact: expensive to read, none kept. */
	const costlyText = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `x a${i}@other${i}.com`).join(" ")}</p>`;
	const page = (body: string) =>
		`<!DOCTYPE html><html><body><footer><a href="mailto:hello@shop.fr">hello@shop.fr</a> <a href="${PROFILE}">fb</a></footer>${body}</body></html>`;
	const url = new URL(`https://${SITE.host}/`);

	test("a page past its CPU budget is cut off and reported, with its markup read", async () => {
		const pool = pageReaderPool({ ...DEFAULTS, cpuBudgetMs: 10 });
		const result = await pool.readPage(page(costlyText(25_000)), url, SITE);
		expect(result.cutOff).toBe("budget");
		expect(result.value.complete).toBe(false);
		expect(result.value.emails.map((e) => e.address)).toEqual(["hello@shop.fr"]);
	});

	test("a page still being read at its deadline has its thread ended, keeps what its markup gave, and the next page is read", async () => {
		// Its markup is read in tens of milliseconds, its text in seconds: the deadline falls between, even on a busy machine.
		const pool = pageReaderPool({ ...DEFAULTS, deadlineMs: 600 });
		const result = await pool.readPage(page(costlyText(80_000)), url, SITE);
		expect(result.cutOff).toBe("deadline");
		expect(result.value.emails.map((e) => e.address)).toEqual(["hello@shop.fr"]);
		expect(result.value.socials.map((s) => s.url)).toEqual([PROFILE]);
		const next = await pool.readPage(page(""), url, SITE);
		expect(next).toMatchObject({ cutOff: null, value: { complete: true, emails: [{ address: "hello@shop.fr" }] } });
	});

	test("a page whose thread is ended before its markup is read still gives its contact anchors", async () => {
		// A deadline of a millisecond ends the thread long before it has parsed a megabyte and a half of markup,
		// as a starved machine does to a large page: the raw anchors are read on the calling thread instead.
		const pool = pageReaderPool({ ...DEFAULTS, deadlineMs: 1 });
		const body = '<div><span>filler text</span> <a href="/page">a link</a></div>'.repeat(30_000);
		const cf = "2a494c6a5942455a044c58"; // cf@shop.fr in Cloudflare's email protection (key 0x2a)
		const html =
			`<!DOCTYPE html><html><body>${body}<footer><a href="mailto:hello@shop.fr?subject=Hi">write</a> <span data-email="shop@shop.fr"></span>` +
			` <a href="/cdn-cgi/l/email-protection#${cf}">x</a> <a href='${PROFILE}'>fb</a></footer></body></html>`;
		const result = await pool.readPage(html, url, SITE);
		expect(CUT_OFFS).toContain(result.cutOff);
		expect(result.value.emails.map((e) => e.address)).toEqual(expect.arrayContaining(["hello@shop.fr", "shop@shop.fr", "cf@shop.fr"]));
		expect(result.value.socials.map((s) => s.url)).toContain(PROFILE);
	});

	test.each([
		["'href=' without an end", `<a ${"href=".repeat(200_000)}`],
		["'mailto:' and quotes", `<a href="${"mailto:'".repeat(150_000)}">`],
		["'data-email=' without quotes", "data-email=".repeat(150_000)],
		["hex after the Cloudflare path", `/cdn-cgi/l/email-protection#${"ab".repeat(500_000)}`],
		["a thousand contact anchors", '<a href="mailto:hello@shop.fr">x</a>'.repeat(20_000)],
	])("raw anchors over %s end, with a bounded answer", async (_name, html) => {
		const { readRawAnchors } = await import("../services/enrichment/page-reading");
		const reading = readRawAnchors(html, url, SITE);
		expect(reading.complete).toBe(false);
		expect(reading.emails.length).toBeLessThanOrEqual(10);
	});

	/** Long runs of what an obfuscated address is made of, in a footer (where an unlabelled address on another domain is judged by its place), then the business's own one. */
	test.each([
		["' at '", "info at ".repeat(25_000)],
		["'[at]'", "info[at]".repeat(25_000)],
		["' dot '", `x at shop ${"dot ".repeat(50_000)}`],
		["' [dot] '", `x [at] shop${" [dot] shop".repeat(20_000)}`],
		["lines naming third parties", "</p></footer><div>" + "Lieferant, partner@other.com<br>".repeat(5_000) + "</div><footer><p>"],
		["'[chiocciola]' and ' punto '", `${"info[chiocciola]".repeat(10_000)} x chiocciola shop${" punto shop".repeat(20_000)}`],
		[
			"quotation marks, news headings and reviews",
			"</p></footer>" + '<h2>News</h2><blockquote>“kommt kommt von „partner@other.com</blockquote><div class="review">"'.repeat(3_000) + "</div><footer><p>",
		],
	])("a footer with a long run of %s is read whole and its address found", async (_name, run) => {
		const footer = `<footer><p>${run}</p><p>Tel. 01 23 45 67 89<br>bonjour (at) boutique-shop (dot) fr</p></footer>`;
		const result = await pageReaderPool(DEFAULTS).readPage(`<!DOCTYPE html><html><body>${footer}</body></html>`, url, SITE);
		expect(result.cutOff).toBeNull();
		expect(result.value.emails.map((e) => e.address)).toContain("bonjour@boutique-shop.fr");
		expect(result.value.emails.map((e) => e.address)).not.toContain("partner@other.com");
	});

	test("a page that writes one third party's address twenty thousand times is read whole, each place of it judged a few times only", async () => {
		const run = "</p></footer><div>" + "Lieferant, partner@other.com<br>".repeat(20_000) + "</div><footer><p>";
		const footer = `<footer><p>${run}</p><p>Tel. 01 23 45 67 89<br>bonjour (at) boutique-shop (dot) fr</p></footer>`;
		const result = await pageReaderPool(DEFAULTS).readPage(`<!DOCTYPE html><html><body>${footer}</body></html>`, url, SITE);
		expect(result.cutOff).toBeNull();
		expect(result.value.emails.map((e) => e.address)).toEqual(["bonjour@boutique-shop.fr"]);
	});

	test("an ordinary page is read whole", async () => {
		const result = await pageReaderPool(DEFAULTS).readPage(page("<p>Contact: bonjour@shop.fr</p>"), url, SITE);
		expect(result.cutOff).toBeNull();
		expect(result.value.emails.map((e) => e.address)).toEqual(["hello@shop.fr", "bonjour@shop.fr"]);
	});
});
