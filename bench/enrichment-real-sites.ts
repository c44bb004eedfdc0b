import { readEnrichmentConfig } from "../services/enrichment/config";
import { Enricher } from "../services/enrichment/enrich";
import { startRealSites, realSitesExpected } from "../test/support/real-sites";

/**
 * Fixture set (b): sites written from real-world patterns (test/fixtures/real-sites), served
 * locally. Extraction only (their domains have no mail servers to verify against).
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
	misses: string[];
	falsePositives: string[];
}

function ratio(n: number, d: number): number {
	return d === 0 ? 1 : Number((n / d).toFixed(4));
}

export async function realSitesFigures(): Promise<RealSitesFigures> {
	const server = await startRealSites();
	try {
		const config = { ...readEnrichmentConfig({}), hostDelayMs: 0 };
		const enricher = new Enricher({ config: () => config, vet: server.vet });
		const expected = realSitesExpected();
		const found = await Promise.all(expected.map((site) => enricher.discover(new URL(server.url(site.host)), Date.now() + 30_000)));
		const figures = { truthEmails: 0, foundEmails: 0, correctEmails: 0, truthSocials: 0, foundSocials: 0, correctSocials: 0 };
		const misses: string[] = [];
		const falsePositives: string[] = [];
		expected.forEach((site, i) => {
			const got = found[i];
			const emails = got.emails.map((e) => e.address);
			figures.truthEmails += site.emails.length;
			figures.foundEmails += emails.length;
			for (const e of emails) if (site.emails.includes(e)) figures.correctEmails++;
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
			misses,
			falsePositives,
		};
	} finally {
		await server.close();
	}
}

if (process.argv[1]?.endsWith("enrichment-real-sites.ts")) {
	realSitesFigures().then((f) => {
		console.log(f);
		process.exit(0);
	}, (err) => {
		console.error(err);
		process.exit(1);
	});
}
