/**
 * simulator (sandbox, tests, benchmarks only): the providers' wire formats and merchant
 * websites served from a synthetic world. Production code never calls it.
 */

export const FAULT_KINDS = ["timeout", "consent", "captcha", "rateLimit", "serverError", "malformed", "empty"] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/**
 * Which search requests (numbered from 1 since the faults were last set) fail; any matching condition applies.
 * `first`: requests 1..N. `after` (+ optional `count`): requests after the Nth (the next `count` only).
 * `every`: every Nth. `rate`: that fraction, spread evenly (0.25 = the 4th, 8th, …).
 */
export interface FaultRule {
	first?: number;
	after?: number;
	count?: number;
	every?: number;
	rate?: number;
}

/**
 * A layout change of Google's keyless answers (not count-based: every answer while it is set): search
 * answers and place pages alike. `moved`: rating, website, phone and opening hours move to a new block at
 * the end of each place array (where no parser looks); `wrapped`: each place array gains a wrapper (its
 * entry holds `[place]`), and so does each review of a reviews page (`listugcposts`).
 */
export const LAYOUT_CHANGES = ["moved", "wrapped"] as const;
export type LayoutChange = (typeof LAYOUT_CHANGES)[number];

export type FaultConfig = {
	/** a layout change of every Google search answer, place page (and, `wrapped`, reviews page); absent or null: the layout the parsers know */
	layout?: LayoutChange;
	/** Added before every search answer (not to admin endpoints). */
	latencyMs?: number;
	/** Status for `serverError` (default 503). */
	serverErrorStatus?: number;
	/** Retry-After sent with `rateLimit` (default 1). */
	retryAfterSeconds?: number;
} & { [K in FaultKind]?: FaultRule };

export interface SimulatorStats {
	requests: number;
	searchRequests: number;
	placesServed: number;
	faults: Record<FaultKind, number>;
}

export interface SimulatorInfo {
	url: string;
	/** set with merchantSites: LEADMAP_DNS_SERVERS and LEADMAP_SMTP_PORT for enrichment */
	sites?: { zone: string; dnsServer: string; smtpPort: number };
}

export type SetFaultsParams = FaultConfig;

/** The review topics the simulator writes about (ground truth names). */
export type SimulatedTopic = "service" | "staff" | "price" | "quality" | "cleanliness" | "waiting_time" | "location" | "atmosphere" | "food";

/** `simulator.changePlace`: what changes on the place with this CID (null clears phone, website or hours). */
export interface ChangePlaceParams {
	cid: string;
	name?: string;
	phone?: string | null;
	website?: string | null;
	/** by day name: slots like "09:00-17:00", [] closed that day; days left out keep theirs */
	hours?: Partial<Record<"Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday", string[]>> | null;
	businessStatus?: "operational" | "closed_temporarily" | "closed_permanently";
	rating?: number;
	reviewCount?: number;
	categories?: string[];
	/** true: off the map (no search, lookup or place page shows it); false: back */
	removed?: boolean;
}

/** `simulator.openPlaces`: new places in a town (a name as a search's location takes it), of a kind (a keyword a search finds them by) or of any. */
export interface OpenPlacesParams {
	town: string;
	count?: number;
	kind?: string;
}
export interface OpenPlacesResult {
	town: string;
	places: ChangedPlace[];
}

/** A place as it shows after a change: the fields a monitor compares. */
export interface ChangedPlace {
	cid: string;
	name: string;
	phone: string | null;
	website: string | null;
	address: string;
	categories: string[];
	rating: number | null;
	reviewCount: number | null;
	/** Google's status line ("Permanently closed", "Open ⋅ Closes 7 PM"…) */
	businessStatus: string | null;
	hours: Array<{ day: string; hours: string[] }>;
}

/** What one simulated review was written with. */
export interface ReviewTruthItem {
	id: string;
	rating: number;
	language: "en" | "fr" | "de" | "es" | "it" | "nl" | "pt" | null;
	/** the tone of the text (null: no text); it disagrees with the stars when `textDisagreesWithRating` */
	sentiment: "positive" | "neutral" | "negative" | null;
	topics: Array<{ name: SimulatedTopic; sentiment: "positive" | "negative" }>;
	textDisagreesWithRating: boolean;
	ownerReplied: boolean;
}

export interface ReviewTruthResult {
	cid: string;
	/** how the place's ratings move over the two years its reviews span */
	trend: "improving" | "stable" | "declining";
	/** newest first, as listugcposts serves them */
	reviews: ReviewTruthItem[];
}

/** Passed between simulators (each sandbox process runs its own) so a change shows in all of them. */
export type PlaceChangedEvent =
	| { cid: string; change: Omit<ChangePlaceParams, "cid"> }
	| { reset: true; cid?: string }
	| { opened: { town: string; kind: string | null; ordinals: number[] } };

declare module "../shared/bus" {
	interface Actions {
		/** Where the simulator listens (and its DNS and SMTP peers). */
		"simulator.info": Action<undefined, SimulatorInfo>;
		/** Replaces the injected faults; answers those now in force. */
		"simulator.setFaults": Action<SetFaultsParams, FaultConfig>;
		/** Requests served so far, by kind. */
		"simulator.stats": Action<undefined, SimulatorStats | null>;
		/** Changes a place as every provider shows it, in every simulator on the bus; 404 place_not_found, 400 invalid_change. */
		"simulator.changePlace": Action<ChangePlaceParams, ChangedPlace>;
		/** Forgets the changes of one place (`cid`) or of all (places opened included). */
		"simulator.resetPlaces": Action<{ cid?: string } | undefined, { ok: true }>;
		/** Opens new places in a town, in every simulator on the bus; 404 town_not_found, 400 invalid_change. */
		"simulator.openPlaces": Action<OpenPlacesParams, OpenPlacesResult>;
		/** What each review of the place was written with (sentiment, topics): the ground truth, never on the wire. */
		"simulator.reviewTruth": Action<{ cid: string }, ReviewTruthResult>;
	}
	interface Events {
		/** The simulator listens; its info tells where. */
		"simulator.started": SimulatorInfo;
		/** A place was changed (or reset) in one simulator: the others apply it too. */
		"simulator.placeChanged": PlaceChangedEvent;
	}
}
