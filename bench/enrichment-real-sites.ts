import { existsSync } from "node:fs";
import { readEnrichmentConfig } from "../services/enrichment/config";
import type { EmailRule } from "../services/enrichment/emails";
import { Enricher } from "../services/enrichment/enrich";
import {
	startRealSites,
	realSitesExpected,
	REAL_SITES_DIR,
	REAL_SITES_DEV_2_DIR,
	REAL_SITES_HELDOUT_DIR,
	REAL_SITES_HELDOUT_2_DIR,
} from "../test/support/real-sites";

/**
 * Fixture set (b): sites written from real-world patterns (test/fixtures/real-sites), served
 * locally, and the held-out sets of the same layout (test/fixtures/real-sites-heldout and
 * real-sites-heldout-2, by other writers) when they are there, each scored apart. Extraction only (their domains have no mail servers to verify
 * against). Beside the emails' figures, the baseline: the same extractor with the domain rule
 * alone (`emailRule: "domain"`: the site's own domain, plus other domains presented by markup, a
 * mailbox provider or a label; what the code did before addresses were judged by their place).
 */

export interface RealSitesFigures {
	sites: number;
	emailRecall: number;
	emailPrecision: number;
	socialRecall: number;
	socialPrecision: number;
	truthEmails: number;
	foundEmails: number;
	truthSocials: number;
	foundSocials: number;
	/** the same sites read with the domain rule alone */
	baseline: { emailRecall: number; emailPrecision: number; foundEmails: number };
	misses: string[];
	falsePositives: string[];
}

function ratio(n: number, d: number): number {
	return d === 0 ? 1 : Number((n / d).toFixed(4));
}

/** The email figures of the domain rule alone over the same sites. */
function emailScore(expected: { emails: string[] }[], found: string[][]): RealSitesFigures["baseline"] {
	let truth = 0;
	let correct = 0;
	let got = 0;
	expected.forEach((site, i) => {
		truth += site.emails.length;
		got += found[i].length;
		correct += found[i].filter((e) => site.emails.includes(e)).length;
	});
	return { emailRecall: ratio(correct, truth), emailPrecision: ratio(correct, got), foundEmails: got };
}

export async function realSitesFigures(dir = REAL_SITES_DIR): Promise<RealSitesFigures> {
	const server = await startRealSites(dir);
	try {
		const config = { ...readEnrichmentConfig({}), hostDelayMs: 0 };
		const expected = realSitesExpected(dir);
		const discoverAll = (emailRule: EmailRule) => {
			const enricher = new Enricher({ config: () => config, vet: server.vet, emailRule });
			return Promise.all(expected.map((site) => enricher.discover(new URL(server.url(site.host)), Date.now() + 30_000)));
		};
		const found = await discoverAll("context");
		const baseline = emailScore(
			expected,
			(await discoverAll("domain")).map((d) => d.emails.map((e) => e.address)),
		);
		const figures = { truthEmails: 0, foundEmails: 0, correctEmails: 0, truthSocials: 0, foundSocials: 0, correctSocials: 0 };
		const misses: string[] = [];
		const falsePositives: string[] = [];
		expected.forEach((site, i) => {
			const got = found[i];
			const emails = got.emails.map((e) => e.address);
			figures.truthEmails += site.emails.length;
			figures.foundEmails += emails.length;
			for (const e of emails)
				if (site.emails.includes(e)) figures.correctEmails++;
				else falsePositives.push(`${site.host}: ${e}`);
			for (const e of site.emails) if (!emails.includes(e)) misses.push(`${site.host}: ${e}${got.ok ? "" : ` (${got.failure})`}`);
			figures.truthSocials += Object.keys(site.socials).length;
			figures.foundSocials += Object.keys(got.socials).length;
			for (const [network, url] of Object.entries(got.socials)) {
				if (site.socials[network] === url) figures.correctSocials++;
				else falsePositives.push(`${site.host}: ${network} ${url}`);
			}
			for (const [network, url] of Object.entries(site.socials)) if (got.socials[network] !== url) misses.push(`${site.host}: ${network} ${url}`);
		});
		return {
			sites: expected.length,
			emailRecall: ratio(figures.correctEmails, figures.truthEmails),
			emailPrecision: ratio(figures.correctEmails, figures.foundEmails),
			socialRecall: ratio(figures.correctSocials, figures.truthSocials),
			socialPrecision: ratio(figures.correctSocials, figures.foundSocials),
			truthEmails: figures.truthEmails,
			foundEmails: figures.foundEmails,
			truthSocials: figures.truthSocials,
			foundSocials: figures.foundSocials,
			baseline,
			misses,
			falsePositives,
		};
	} finally {
		await server.close();
	}
}

/** The held-out sets, by the name their figures are printed and recorded under. */
export const HELDOUT_SETS: Record<string, string> = { heldout: REAL_SITES_HELDOUT_DIR, heldout2: REAL_SITES_HELDOUT_2_DIR };

/** The dev set, and each held-out set that is there: each one's figures, by name. */
export async function realSitesSets(): Promise<Record<string, RealSitesFigures>> {
	const sets: Record<string, RealSitesFigures> = { dev: await realSitesFigures(REAL_SITES_DIR), dev2: await realSitesFigures(REAL_SITES_DEV_2_DIR) };
	for (const [name, dir] of Object.entries(HELDOUT_SETS)) if (existsSync(dir)) sets[name] = await realSitesFigures(dir);
	return sets;
}

/** One line per set: emails (recall, precision) beside the domain rule alone, then socials. */
export function realSitesTable(sets: Record<string, RealSitesFigures>): string {
	const rows = Object.entries(sets).map(
		([name, f]) =>
			`  ${name.padEnd(8)} sites ${String(f.sites).padStart(3)}  emails ${f.truthEmails}: recall ${f.emailRecall.toFixed(4)} precision ${f.emailPrecision.toFixed(4)}` +
			`  | domain rule alone: recall ${f.baseline.emailRecall.toFixed(4)} precision ${f.baseline.emailPrecision.toFixed(4)}  | socials recall ${f.socialRecall.toFixed(4)} precision ${f.socialPrecision.toFixed(4)}`,
	);
	return rows.join("\n");
}

/**
 * Run alone: `--dev` scores the two dev sets only (tuning never scores the held-out sets);
 * `--dir <path>` scores one directory of the same layout only (e.g. a writer's new sites before they join the dev set).
 */
function setsFromArgs(argv: string[]): Promise<Record<string, RealSitesFigures>> {
	const dir = argv.indexOf("--dir");
	if (dir >= 0 && argv[dir + 1]) return realSitesFigures(argv[dir + 1]).then((f) => ({ dir: f }));
	if (argv.includes("--dev"))
		return Promise.all([realSitesFigures(REAL_SITES_DIR), realSitesFigures(REAL_SITES_DEV_2_DIR)]).then(([dev, dev2]) => ({ dev, dev2 }));
	return realSitesSets();
}

if (process.argv[1]?.endsWith("enrichment-real-sites.ts")) {
	setsFromArgs(process.argv.slice(2)).then(
		(sets) => {
			// The held-out set is scored, never read: its misses stay unprinted.
			for (const scored of [sets.dev, sets.dev2, sets.dir]) {
				if (scored?.misses.length) console.log("missed:", scored.misses);
				if (scored?.falsePositives.length) console.log("false positives:", scored.falsePositives);
			}
			console.log(realSitesTable(sets));
			process.exit(0);
		},
		(err) => {
			console.error(err);
			process.exit(1);
		},
	);
}
