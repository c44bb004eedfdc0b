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
	const page = (body: string) => `<!DOCTYPE html><html><body><footer><a href="mailto:hello@shop.fr">hello@shop.fr</a> <a href="${PROFILE}">fb</a></footer>${body}</body></html>`;
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

	/** Long runs of what an obfuscated address is made of, in a footer (where an unlabelled address on another domain is judged by its place), then the business's own one. */
	test.each([
		["' at '", "info at ".repeat(25_000)],
		["'[at]'", "info[at]".repeat(25_000)],
		["' dot '", `x at shop ${"dot ".repeat(50_000)}`],
		["' [dot] '", `x [at] shop${" [dot] shop".repeat(20_000)}`],
		["lines naming third parties", "</p></footer><div>" + "Lieferant, partner@other.com<br>".repeat(5_000) + "</div><footer><p>"],
		["'[chiocciola]' and ' punto '", `${"info[chiocciola]".repeat(10_000)} x chiocciola shop${" punto shop".repeat(20_000)}`],
		["quotation marks, news headings and reviews", "</p></footer>" + "<h2>News</h2><blockquote>“kommt kommt von „partner@other.com</blockquote><div class=\"review\">\"".repeat(3_000) + "</div><footer><p>"],
	])("a footer with a long run of %s is read whole and its address found", async (_name, run) => {
		const footer = `<footer><p>${run}</p><p>Tel. 01 23 45 67 89<br>bonjour (at) boutique-shop (dot) fr</p></footer>`;
		const result = await pageReaderPool(DEFAULTS).readPage(`<!DOCTYPE html><html><body>${footer}</body></html>`, url, SITE);
		expect(result.cutOff).toBeNull();
		expect(result.value.emails.map((e) => e.address)).toContain("bonjour@boutique-shop.fr");
		expect(result.value.emails.map((e) => e.address)).not.toContain("partner@other.com");
	});

	test("an ordinary page is read whole", async () => {
		const result = await pageReaderPool(DEFAULTS).readPage(page("<p>Contact: bonjour@shop.fr</p>"), url, SITE);
		expect(result.cutOff).toBeNull();
		expect(result.value.emails.map((e) => e.address)).toEqual(["hello@shop.fr", "bonjour@shop.fr"]);
	});
});
