import { SearchesDataset1732400000000 } from "./1732400000000-searches-dataset";
import { Dataset1732500000000 } from "./1732500000000-dataset";
import { SearchQuoteDataset1733650000001 } from "./1733650000001-search-quote-dataset";
import { PlaceFields1733700000000 } from "./1733700000000-place-fields";
import { BusinessLinks1733800000000 } from "./1733800000000-business-links";
import { UnseenLookups1734200000000 } from "./1734200000000-unseen-lookups";
import { PlaceMedia1734500000000 } from "./1734500000000-place-media";
import { BusinessesRoomForUpdates1734960000000 } from "./1734960000000-businesses-room-for-updates";

/**
 * The dataset service's migrations: the tables it owns.
 * bin/schema.ts runs them with every other service's, in the order of their timestamps.
 */
export const DATASET_MIGRATIONS = [
	SearchesDataset1732400000000,
	Dataset1732500000000,
	SearchQuoteDataset1733650000001,
	PlaceFields1733700000000,
	BusinessLinks1733800000000,
	UnseenLookups1734200000000,
	PlaceMedia1734500000000,
	BusinessesRoomForUpdates1734960000000,
];
