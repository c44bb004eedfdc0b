import type { CoverageCheckpoint, SearchCoverage } from "./searches.contract";

/**
 * How well a search covered its area, from the tally its scraper keeps in the job's checkpoint. Places inside are
 * its results (distinct, each once however often a retried cell returned it); completeness is the share of the area
 * whose cells the provider answered to the end under its cap (docs/concepts.md, "Coverage").
 */
export function coverageOf(row: { checkpoint: unknown; result_count: number }): SearchCoverage {
	const checkpoint = (row.checkpoint ?? null) as Partial<CoverageCheckpoint> | null;
	const tally = checkpoint?.tally;
	return {
		area: checkpoint?.area ?? null,
		cells: {
			run: tally?.cellsRun ?? 0,
			split: tally?.cellsSplit ?? 0,
			cappedAtMinSize: tally?.cellsCappedAtMinSize ?? 0,
			skippedOutsideArea: tally?.cellsSkipped ?? 0,
		},
		places: { inside: row.result_count, outside: tally?.placesOutside ?? 0 },
		completeness: Math.min(1, Math.round((tally?.coveredShare ?? 0) * 1000) / 1000),
	};
}
