import { gatewayBench } from "./gateway.bench";
import { datasetBench } from "./dataset.bench";
import { enrichmentBench } from "./enrichment.bench";
import { hostileBench } from "./hostile.bench";
import { exportsBench } from "./exports.bench";
import { searchBench } from "./search.bench";
import { coverageBench } from "./coverage.bench";
import { webhooksBench } from "./webhooks.bench";
import { monitorsBench } from "./monitors.bench";
import { watchesBench } from "./watches.bench";
import { scraperMemoryBench } from "./scraper-memory.bench";
import { runsBench } from "./runs.bench";
import { analysisBench } from "./analysis.bench";
import { matchingBench } from "./matching.bench";

/** `npm run bench [section ...]`: every section by default; figures go to bench/results.json. */
const SECTIONS: Record<string, () => Promise<void>> = {
	gateway: gatewayBench,
	search: searchBench,
	coverage: coverageBench,
	dataset: datasetBench,
	exports: exportsBench,
	enrichment: enrichmentBench,
	hostile: hostileBench,
	webhooks: webhooksBench,
	monitors: monitorsBench,
	watches: watchesBench,
	scraperMemory: scraperMemoryBench,
	runs: runsBench,
	analysis: analysisBench,
	matching: matchingBench,
};

async function main(): Promise<void> {
	const wanted = process.argv.slice(2);
	for (const name of wanted.length ? wanted : Object.keys(SECTIONS)) {
		const section = SECTIONS[name];
		if (!section) throw new Error(`unknown bench section ${name}; known: ${Object.keys(SECTIONS).join(", ")}`);
		console.log(`\n== ${name}`);
		await section();
	}
}

main().then(
	() => process.exit(0),
	(err) => {
		console.error(err);
		process.exit(1);
	},
);
