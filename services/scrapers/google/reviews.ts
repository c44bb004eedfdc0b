import { randomBytes } from "node:crypto";
import { at, finite, parseGoogleJson, text } from "./parse";

/** Google's keyless reviews RPC `listugcposts` (see ../google.md, "Reviews"). Every read is null-safe; nothing here throws. */

export const LISTUGCPOSTS_PATH = "/maps/rpc/listugcposts";
/** Largest page Google serves. */
export const REVIEWS_MAX_PAGE_SIZE = 20;

/**
 * The order of `listugcposts` (the `!1e…` right after the first `!4m1`): `!1e1` most relevant, `!1e2`
 * newest, `!1e3` highest rating, `!1e4` lowest rating: the codes number the web client's sort menu
 * (Most relevant, Newest, Highest, Lowest) from 1, the same order the open-source scrapers click by index.
 */
export type ReviewSort = "relevant" | "newest" | "highest" | "lowest";
export const SORT_CODE: Record<ReviewSort, number> = { relevant: 1, newest: 2, highest: 3, lowest: 4 };

/** One review as Google's item shows it, every field the paths in google.md reach. */
export interface GoogleReview {
	id: string;
	/** 1..5 on Google's scale: a Google rating as given, another source's converted from its own scale and rounded */
	rating: number | null;
	/** the source's own rating and scale when it is not Google's 1..5 stars (Tripadvisor's 8.5 of 10) */
	sourceRating: number | null;
	sourceScale: number | null;
	/** `Google`, `Tripadvisor`, … */
	source: string | null;
	/** the original text; null when the review has none */
	text: string | null;
	/** the language of the original text */
	language: string | null;
	/** Google's machine translation and its language, when it offers one */
	translation: string | null;
	translatedTo: string | null;
	/** ISO date-times (Google gives µs since the epoch) */
	publishedAt: string | null;
	updatedAt: string | null;
	/** "2 months ago", in the request's language */
	relativeDate: string | null;
	authorName: string | null;
	authorUrl: string | null;
	/** the owner's reply: present when its text is (el[3] is often there without a reply) */
	ownerReply: { text: string; language: string | null; repliedAt: string | null } | null;
}

export interface ReviewsPage {
	reviews: GoogleReview[];
	/** r[1]: the next page's token, null on the last page */
	nextPageToken: string | null;
	/** items on the page, whether or not they could be read */
	total: number;
	/** the body was not Google's JSON array */
	malformed: boolean;
	/** false when the page has items none of which reads as a review: a layout the parser does not know */
	recognised: boolean;
}

export interface ReviewsRequest {
	/** the place's `0x…:0x…` feature id */
	featureId: string;
	pageToken?: string | null;
	pageSize?: number;
	lang?: string;
	sort?: ReviewSort;
	/** Google's per-session request id; a random one when absent */
	requestId?: string;
}

/** `!1m6!1s<fid>!6m4!4m1!1e<sort>!4m1!1e3!2m2!1i<size>!2s<token>!5m2!1s<rid>!7e81!8m9!2b1!3b1!5b1!7b1!12m4!1b1!2b1!4m1!1e1!11m0!13m1!1e1` */
export function buildReviewsPb(req: ReviewsRequest): string {
	const size = Math.max(1, Math.min(REVIEWS_MAX_PAGE_SIZE, Math.round(req.pageSize ?? REVIEWS_MAX_PAGE_SIZE)));
	const requestId = req.requestId ?? randomBytes(16).toString("base64url").slice(0, 21);
	return [
		`!1m6!1s${encodeURIComponent(req.featureId)}`,
		`!6m4!4m1!1e${SORT_CODE[req.sort ?? "newest"]}!4m1!1e3`,
		`!2m2!1i${size}!2s${encodeURIComponent(req.pageToken ?? "")}`,
		`!5m2!1s${requestId}!7e81`,
		"!8m9!2b1!3b1!5b1!7b1",
		"!12m4!1b1!2b1!4m1!1e1!11m0!13m1!1e1",
	].join("");
}

/** `GET <origin>/maps/rpc/listugcposts?authuser=0&hl=<lang>&pb=<pb>`; the pb is sent as written (Google's own escaping), not re-encoded. */
export function buildReviewsUrl(origin: string, req: ReviewsRequest): string {
	return `${origin.replace(/\/+$/, "")}${LISTUGCPOSTS_PATH}?authuser=0&hl=${encodeURIComponent(req.lang ?? "en")}&pb=${buildReviewsPb(req)}`;
}

/** µs since the epoch → ISO; null for anything implausible. */
function isoFromMicros(v: unknown): string | null {
	const us = finite(v);
	if (us === null || us <= 0) return null;
	const d = new Date(Math.floor(us / 1000));
	return Number.isNaN(d.getTime()) || d.getUTCFullYear() < 2000 || d.getUTCFullYear() > 2200 ? null : d.toISOString();
}

/** A review's text keeps its line breaks; only the ends are trimmed. */
function body(v: unknown): string | null {
	if (typeof v !== "string") return null;
	const t = v.trim();
	return t === "" ? null : t;
}

function language(v: unknown): string | null {
	const t = text(v);
	return t && /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(t) ? t : null;
}

function ownerReply(reply: unknown): GoogleReview["ownerReply"] {
	const replyText = body(at(reply, 14, 0, 0));
	if (replyText === null) return null;
	return { text: replyText, language: language(at(reply, 13, 0)), repliedAt: isoFromMicros(at(reply, 1)) };
}

/** Google's own 1..5 rating, or another source's converted from its scale (rounded to whole stars, at least 1). */
function ratings(el: unknown): Pick<GoogleReview, "rating" | "sourceRating" | "sourceScale"> {
	const scale = finite(at(el, 1, 13, 4));
	const own = finite(at(el, 2, 0, 0)) ?? finite(at(el, 2, 0));
	const other = finite(at(el, 2, 8, 1));
	if (own !== null && own >= 1 && own <= 5 && (scale === null || scale === 5)) return { rating: own, sourceRating: null, sourceScale: null };
	const value = other ?? own;
	if (value === null || scale === null || scale <= 0 || value < 0 || value > scale) {
		return { rating: own !== null && own >= 1 && own <= 5 ? own : null, sourceRating: value, sourceScale: scale };
	}
	return { rating: Math.min(5, Math.max(1, Math.round((value / scale) * 5))), sourceRating: value, sourceScale: scale };
}

/** One item of `r[2]` (the review is `it[0]`); null without an id. */
export function parseReviewItem(item: unknown): GoogleReview | null {
	const el = at(item, 0);
	const id = text(at(el, 0));
	if (!Array.isArray(el) || id === null) return null;
	const meta = at(el, 1);
	const content = at(el, 2);
	return {
		id,
		...ratings(el),
		source: text(at(meta, 13, 0)),
		text: body(at(content, 15, 0, 0)),
		language: language(at(content, 14, 0)),
		translation: body(at(content, 15, 1, 0)),
		translatedTo: language(at(content, 14, 1)),
		publishedAt: isoFromMicros(at(meta, 2)),
		updatedAt: isoFromMicros(at(meta, 3)),
		relativeDate: text(at(meta, 6)),
		authorName: text(at(meta, 4, 5, 0)),
		authorUrl: text(at(meta, 4, 2, 0)),
		ownerReply: ownerReply(at(el, 3)),
	};
}

/** The reviews array `r[2]` holds (also what the fixtures are). */
export function parseReviewItems(items: unknown): GoogleReview[] {
	if (!Array.isArray(items)) return [];
	return items.map(parseReviewItem).filter((r): r is GoogleReview => r !== null);
}

/** A listugcposts answer: `)]}'` line, then `r` with the next page token at r[1] and the items at r[2]. */
export function parseReviewsPage(bodyText: string): ReviewsPage {
	const r = parseGoogleJson(bodyText);
	if (!Array.isArray(r)) return { reviews: [], nextPageToken: null, total: 0, malformed: true, recognised: false };
	const items = Array.isArray(r[2]) ? r[2] : [];
	const reviews = parseReviewItems(items);
	return { reviews, nextPageToken: text(r[1]), total: items.length, malformed: false, recognised: reviews.length > 0 || items.length === 0 };
}
