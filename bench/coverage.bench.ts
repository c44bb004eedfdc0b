import { businessForAppleId } from "../sandbox/apple-api";
import { businessForYpid } from "../sandbox/bing-wire";
import { defaultWorld } from "../sandbox/world";
import { api, recordResults, startSandbox, type Sandbox } from "./support";
import { timedSearch } from "./search.bench";

type Area = { south: number; west: number; north: number; east: number };

const inside = (a: Area, lat: number | null, lng: number | null) =>
	lat !== null && lng !== null && lat >= a.south && lat <= a.north && lng >= a.west && lng <= a.east;

/** The simulator's world truth: every place matching the keyword inside the area (the sandbox process serves the same world). */
function truthInside(keyword: string, area: Area): Set<string> {
	const lat = (area.south + area.north) / 2;
	const lng = (area.west + area.east) / 2;
	const spanMeters = Math.max(area.north - area.south, (area.east - area.west) * Math.cos((lat * Math.PI) / 180)) * 111_320 * 1.1;
	return new Set(
		defaultWorld
			.businessesMatching(keyword, { lat, lng, spanMeters })
			.filter((b) => inside(area, b.latitude, b.longitude))
			.map((b) => b.cid),
	);
}

type Provider = "google" | "bing" | "apple";
interface CoverageLead {
	cid: string | null;
	providerBusinessId: string;
	latitude: number | null;
	longitude: number | null;
}

/** The simulator's place a lead is (by the CID its provider id stands for): Bing's ypid and Apple's id are mixed from the same place. */
function worldCid(provider: Provider, lead: CoverageLead): string | null {
	if (provider === "google") return lead.cid;
	const b = provider === "bing" ? businessForYpid(defaultWorld, lead.providerBusinessId) : businessForAppleId(defaultWorld, lead.providerBusinessId);
	return b?.cid ?? null;
}

async function searchLeads(sb: Sandbox, id: string): Promise<CoverageLead[]> {
	const leads = [];
	for (let offset = 0; ; offset += 1000) {
		const page = await api(sb.url, "GET", `/v1/searches/${id}/leads?limit=1000&offset=${offset}`, sb.key);
		leads.push(...page.data);
		if (page.data.length < 1000) return leads;
	}
}

/**
 * One search against the world truth: the share of the area's places it returned (of as many as it could
 * return: maxResults caps it), results outside the area, and provider requests per 1,000 results.
 */
async function measure(sb: Sandbox, provider: Provider, keyword: string, location: string, maxResults: number) {
	let id = "";
	const run = await timedSearch(sb, { keyword, location, provider, options: { maxResults } }, (created) => (id = created));
	const coverage = await api(sb.url, "GET", `/v1/searches/${id}/coverage`, sb.key);
	const truth = truthInside(keyword, coverage.area);
	const leads = await searchLeads(sb, id);
	const found = leads.filter((l) => {
		const cid = worldCid(provider, l);
		return cid !== null && truth.has(cid);
	}).length;
	return {
		search: `${provider}: ${keyword} in ${location}, maxResults ${maxResults}`,
		placesInArea: truth.size,
		results: run.results,
		shareOfReachable: Number((found / Math.min(truth.size, maxResults)).toFixed(4)),
		resultsOutsideArea: leads.filter((l) => !inside(coverage.area, l.latitude, l.longitude)).length,
		providerRequests: run.providerRequests,
		requestsPer1000Results: Math.round((run.providerRequests / run.results) * 1000),
		cells: coverage.cells,
		completeness: coverage.completeness,
	};
}

const SEARCHES: [string, string, number][] = [
	["restaurant", "Paris", 2000],
	["restaurant", "London", 2000],
	["restaurant", "Berlin", 2000],
	["cafe", "Lyon", 2000],
	["dentist", "Berlin", 2000],
];

/** One provider's searches: requests per 1,000 results over those that filled 2,000 results, the lowest share of the reachable places, results outside. */
async function providerFigures(sb: Sandbox, provider: Provider) {
	const runs = [];
	for (const [keyword, location, maxResults] of SEARCHES) {
		const figures = await measure(sb, provider, keyword, location, maxResults);
		console.log(" ", figures);
		runs.push(figures);
	}
	const full = runs.filter((r) => r.results >= 2000);
	const per1000 = full.length ? Math.round(full.reduce((n, r) => n + r.requestsPer1000Results, 0) / full.length) : null;
	const share = Math.min(...runs.map((r) => r.shareOfReachable));
	const outside = runs.reduce((n, r) => n + r.resultsOutsideArea, 0);
	return { runs, requestsPer1000Results: per1000, lowestShare: share, resultsOutsideArea: outside };
}

/**
 * `npm run bench -- coverage`: searches through the simulator against its world truth. Google (keyless)
 * carries the targets; Bing and Apple (caps of 100, pages of 20) are measured beside it.
 */
export async function coverageBench(): Promise<void> {
	const sb = await startSandbox({ PRELOAD_CITIES: "paris,london,lyon", APPLE_MAPS_JWT: "sandbox" }, { bingAndApple: true });
	try {
		const google = await providerFigures(sb, "google");
		const per1000 = google.requestsPer1000Results ?? Infinity;
		console.log(`  google, 2,000-result searches: ${per1000} provider requests per 1,000 results (target <= 60) -> ${per1000 <= 60 ? "met" : "MISSED"}`);
		console.log(
			`  google, lowest share of the reachable places returned: ${google.lowestShare} (target >= 0.95) -> ${google.lowestShare >= 0.95 ? "met" : "MISSED"}; results outside the area: ${google.resultsOutsideArea}`,
		);
		const others: Record<string, unknown> = {};
		for (const provider of ["bing", "apple"] as const) {
			const figures = await providerFigures(sb, provider);
			console.log(
				`  ${provider}: ${figures.requestsPer1000Results} requests per 1,000 results on 2,000-result searches, lowest share ${figures.lowestShare}, results outside the area ${figures.resultsOutsideArea}`,
			);
			others[provider] = figures;
		}
		recordResults("coverage", {
			provider: "google",
			...google,
			target: { requestsPer1000Results: 60, share: 0.95 },
			...others,
		});
	} finally {
		await sb.stop();
	}
}
