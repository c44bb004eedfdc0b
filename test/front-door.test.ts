import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The README is a front door (issue 28): what Leadmap is, the two commands and which Node
 * runs them, a first search, the three ways to run it, and links. Everything else lives in
 * docs/, each page and each of its sections linked from the README and from the docs index.
 */
const ROOT = path.resolve(__dirname, "..");
const read = (page: string) => readFileSync(path.join(ROOT, page), "utf8");
const README = read("README.md");
const INDEX = read("docs/README.md");

/** The pages the README's sections moved to. */
const MOVED = [
	"running.md",
	"configuration.md",
	"operators.md",
	"deployment.md",
	"guarantees.md",
	"how-it-works.md",
	"architecture.md",
	"testing.md",
	"dependencies.md",
];

/** A page's `##` sections, as GitHub anchors them (fenced code left out). */
function sectionAnchors(text: string): string[] {
	const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```/gm, "");
	return [...prose.matchAll(/^##\s+(.+)$/gm)].map((m) =>
		m[1]
			.trim()
			.toLowerCase()
			.replace(/[^\p{L}\p{N}\s_-]/gu, "")
			.replace(/\s/g, "-"),
	);
}

test("the README is at most 250 lines", () => {
	expect(README.split("\n").length).toBeLessThanOrEqual(250);
});

test("the README keeps the two commands as they are, and says which Node runs them and why", () => {
	expect(README).toContain(
		[
			"```sh",
			"npm ci && npm start     # the service on http://127.0.0.1:3000, with an embedded PostgreSQL",
			"npm ci && npm test      # the test suite (embedded PostgreSQL; no server needed)",
			"```",
		].join("\n"),
	);
	expect(README).toMatch(/\*\*Which Node runs\.\*\* Leadmap needs Node 22 or later \(Node 20 reached its end of life/);
	expect(README).toMatch(/`npm ci` installs Node 22 itself, from\s+the npm registry's `node` package/);
});

test("the README has a first search and the three ways to run it", () => {
	const headings = [...README.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
	expect(headings).toEqual(["Two commands", "A first search", "Three ways to run it", "Documentation"]);
	expect(README).toContain('curl -s -X POST localhost:3000/v1/searches -H "Authorization: Bearer $KEY"');
	for (const way of [
		"**1. One process, with an embedded PostgreSQL.**",
		"**2. Across processes, over NATS, PostgreSQL and Redis.**",
		"**3. Docker Compose or Kubernetes.**",
	]) {
		expect(README).toContain(way);
	}
});

test.each(MOVED)("docs/%s and each of its sections are linked from the README and from the docs index", (page) => {
	expect(README).toContain(`(docs/${page})`);
	expect(INDEX).toContain(`(${page})`);
	const missing = sectionAnchors(read(`docs/${page}`)).flatMap((anchor) => [
		...(README.includes(`(docs/${page}#${anchor})`) ? [] : [`README.md → docs/${page}#${anchor}`]),
		...(INDEX.includes(`(${page}#${anchor})`) ? [] : [`docs/README.md → ${page}#${anchor}`]),
	]);
	expect(missing).toEqual([]);
});
