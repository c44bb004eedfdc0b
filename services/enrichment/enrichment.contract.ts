import { MAX_URL_LENGTH } from "../../shared/params";

/** enrichment: emails and social profiles from merchant websites, emails verified (writes nothing). */

/**
 * The spec's EmailStatus (DESIGN §5), defined here once: the verifier's verdicts, and
 * `none` for a business whose site was looked at and had no email. The dataset's
 * listing filter, its stored items and the exports all read this list.
 */
export const EMAIL_STATUSES = ["deliverable", "role", "catch_all", "risky", "invalid", "unverified", "verification_failed", "unknown", "none"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
/** What verifying an address can end in (`none` is a business, never an address). */
export type VerificationStatus = Exclude<EmailStatus, "none">;

/** DESIGN §5's email item. */
export interface EmailItem {
	address: string;
	status: EmailStatus;
	source: string | null;
}

export interface EnrichBusinessesParams {
	businesses: { id: string; website: string | null }[];
	enrichEmail: boolean;
	enrichSocials: boolean;
}

/** `ok` is false when the website could not be crawled at all (broken, too slow, refused, none); `failure` says why. */
export interface EnrichedBusiness {
	businessId: string;
	/** false when the site could not be read at all (see `failure`) */
	ok: boolean;
	emails: EmailItem[];
	socials: Record<string, string>;
	/** why `ok` is false: `timeout`, `refused`, `http`, `network`, `robots`, `no_website`, ... */
	failure?: string;
}

export interface EnrichBusinessesResult {
	results: EnrichedBusiness[];
}

/** At most this many businesses in one enrichBusinesses call. */
export const MAX_BUSINESSES_PER_CALL = 200;
/** The longest email address: a 64-character local part, "@" and a 255-character domain. */
export const MAX_EMAIL_LENGTH = 320;

/** An email item's schema (fastest-validator), for whoever takes enrichment's results as params. */
export const EMAIL_ITEM_SCHEMA = {
	type: "object",
	props: {
		address: { type: "string", max: MAX_EMAIL_LENGTH },
		status: { type: "enum", values: [...EMAIL_STATUSES] },
		source: { type: "string", max: MAX_URL_LENGTH, nullable: true },
	},
} as const;

/** The params schema of each action (fastest-validator), used by the action itself. */
export const ENRICHMENT_PARAMS = {
	enrichBusinesses: {
		$$strict: true,
		businesses: {
			type: "array",
			max: MAX_BUSINESSES_PER_CALL,
			items: {
				type: "object",
				strict: true,
				props: { id: { type: "uuid" }, website: { type: "string", max: MAX_URL_LENGTH, nullable: true } },
			},
		},
		enrichEmail: { type: "boolean" },
		enrichSocials: { type: "boolean" },
	},
} as const;

declare module "../../shared/bus" {
	interface Actions {
		/**
		 * Crawls each business's website for emails (verified) and social profiles. Lasts about
		 * LEADMAP_ENRICH_LEAD_BUDGET_MS at most: callers pass a `timeout` above it.
		 */
		"enrichment.enrichBusinesses": Action<EnrichBusinessesParams, EnrichBusinessesResult>;
	}
}
