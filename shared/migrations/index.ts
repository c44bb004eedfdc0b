import { Foundation1732300000000 } from "./1732300000000-foundation";
import { Searches1732400000000 } from "./1732400000000-searches";
import { Dataset1732500000000 } from "./1732500000000-dataset";
import { Webhooks1732600000000 } from "./1732600000000-webhooks";
import { SearchEvents1732700000000 } from "./1732700000000-search-events";
import { EnrichmentProgress1732800000000 } from "./1732800000000-enrichment-progress";
import { ResultLeadCreated1732900000000 } from "./1732900000000-result-lead-created";
import { OpenReservations1733000000000 } from "./1733000000000-open-reservations";
import { SearchRunningCap1733100000000 } from "./1733100000000-search-running-cap";
import { Idempotency1733200000000 } from "./1733200000000-idempotency";
import { AccountCaps1733300000000 } from "./1733300000000-account-caps";
import { BusinessRuns1733400000000 } from "./1733400000000-business-runs";
import { BusinessMonitors1733500000000 } from "./1733500000000-business-monitors";
import { LeadManagement1733600000000 } from "./1733600000000-lead-management";
import { SearchQuote1733650000000 } from "./1733650000000-search-quote";
import { PlaceFields1733700000000 } from "./1733700000000-place-fields";
import { BusinessLinks1733800000000 } from "./1733800000000-business-links";
import { PurchaseHolds1734000000000 } from "./1734000000000-purchase-holds";
import { JobEngine1734100000000 } from "./1734100000000-job-engine";
import { UnseenLookups1734200000000 } from "./1734200000000-unseen-lookups";
import { ExportSlots1734260000000 } from "./1734260000000-export-slots";
import { SearchAreaKeywords1734300000000 } from "./1734300000000-search-area-keywords";
import { ResearchReviewOrder1734400000000 } from "./1734400000000-research-review-order";
import { PlaceMedia1734500000000 } from "./1734500000000-place-media";
import { AreaWatches1734600000000 } from "./1734600000000-area-watches";
import { ProviderDrift1734780000000 } from "./1734780000000-provider-drift";
import { SearchEndings1734800000000 } from "./1734800000000-search-endings";

export const MIGRATIONS = [
	Foundation1732300000000,
	Searches1732400000000,
	Dataset1732500000000,
	Webhooks1732600000000,
	SearchEvents1732700000000,
	EnrichmentProgress1732800000000,
	ResultLeadCreated1732900000000,
	OpenReservations1733000000000,
	SearchRunningCap1733100000000,
	Idempotency1733200000000,
	AccountCaps1733300000000,
	BusinessRuns1733400000000,
	BusinessMonitors1733500000000,
	LeadManagement1733600000000,
	SearchQuote1733650000000,
	PlaceFields1733700000000,
	BusinessLinks1733800000000,
	PurchaseHolds1734000000000,
	JobEngine1734100000000,
	UnseenLookups1734200000000,
	ExportSlots1734260000000,
	SearchAreaKeywords1734300000000,
	ResearchReviewOrder1734400000000,
	PlaceMedia1734500000000,
	AreaWatches1734600000000,
	ProviderDrift1734780000000,
	SearchEndings1734800000000,
];
