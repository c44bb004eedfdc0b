import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * What users read (README.md and docs/) stands on its own: no link leaves the repository
 * for something they need (the interface and design documents outside it are not theirs
 * to see), every link to a file of the repository finds it, and every #anchor a heading.
 */
const ROOT = path.resolve(__dirname, "..");
const PAGES = [
	"README.md",
	...readdirSync(path.join(ROOT, "docs"))
		.filter((f) => f.endsWith(".md"))
		.map((f) => `docs/${f}`),
];

/** The page without its fenced code blocks (code quotes import paths, which are not links). */
function prose(text: string): string {
	return text.replace(/^```[^\n]*\n[\s\S]*?^```/gm, "");
}

function links(text: string): string[] {
	return [...prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]);
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes. */
function anchorsOf(text: string): Set<string> {
	const headings = [...prose(text).matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => m[1].trim());
	return new Set(
		headings.map((h) =>
			h
				.toLowerCase()
				.replace(/[^\p{L}\p{N}\s_-]/gu, "")
				.replace(/\s/g, "-"),
		),
	);
}

const read = (page: string) => readFileSync(path.join(ROOT, page), "utf8");

test.each(PAGES)("%s names no document outside the repository", (page) => {
	const text = prose(read(page));
	expect(text.match(/(\.\.\/)+shared\/(spec|DESIGN|providers|fixtures)|\/work\/shared|lead-extraction-api\.md|DESIGN\.md/g)).toBeNull();
});

test.each(PAGES)("%s: every relative link finds its file inside the repository, and its anchor", (page) => {
	const broken: string[] = [];
	for (const link of links(read(page))) {
		if (/^(https?:|mailto:)/.test(link)) continue;
		const [target, anchor] = link.split("#");
		const file = target ? path.resolve(path.dirname(path.join(ROOT, page)), decodeURIComponent(target)) : path.join(ROOT, page);
		if (!file.startsWith(ROOT + path.sep) || !existsSync(file)) {
			broken.push(`${link}: no such file in the repository`);
			continue;
		}
		if (anchor && file.endsWith(".md") && statSync(file).isFile() && !anchorsOf(readFileSync(file, "utf8")).has(anchor)) {
			broken.push(`${link}: no heading with that anchor`);
		}
	}
	expect(broken).toEqual([]);
});

test("no link leaves for a web page the user needs: the only outside links are to the projects the README credits", () => {
	const outside = PAGES.flatMap((page) =>
		links(read(page))
			.filter((l) => /^https?:/.test(l))
			.map((l) => `${page}: ${l}`),
	);
	for (const entry of outside) expect(entry).not.toMatch(/leadmap|shared|spec/i);
});

test("the docs index lists every page of docs/", () => {
	const index = read("docs/README.md");
	for (const page of PAGES.filter((p) => p.startsWith("docs/") && p !== "docs/README.md")) expect(index).toContain(`(${path.basename(page)})`);
});
