import { SearchesSearches1732400000002 } from "./1732400000002-searches";
import { SearchEvents1732700000000 } from "./1732700000000-search-events";
import { EnrichmentProgress1732800000000 } from "./1732800000000-enrichment-progress";
import { ResultLeadCreated1732900000000 } from "./1732900000000-result-lead-created";
import { SearchRunningCap1733100000000 } from "./1733100000000-search-running-cap";
import { SearchQuoteSearches1733650000000 } from "./1733650000000-search-quote";
import { JobEngineSearches1734100000000 } from "./1734100000000-job-engine-searches";
import { SearchAreaKeywords1734300000000 } from "./1734300000000-search-area-keywords";
import { AreaWatchesSearches1734600000000 } from "./1734600000000-area-watches-searches";
import { ProviderDriftSearches1734780000000 } from "./1734780000000-provider-drift";
import { SearchEndings1734800000000 } from "./1734800000000-search-endings";

/**
 * The searches service's migrations: the tables it owns.
 * bin/schema.ts runs them with every other service's, in the order of their timestamps.
 */
export const SEARCHES_MIGRATIONS = [
	SearchesSearches1732400000002,
	SearchEvents1732700000000,
	EnrichmentProgress1732800000000,
	ResultLeadCreated1732900000000,
	SearchRunningCap1733100000000,
	SearchQuoteSearches1733650000000,
	JobEngineSearches1734100000000,
	SearchAreaKeywords1734300000000,
	AreaWatchesSearches1734600000000,
	ProviderDriftSearches1734780000000,
	SearchEndings1734800000000,
];
