import { XSSI_LINE } from "../google-wire";
import { hashString } from "../random";
import type { WorldBusiness } from "../world";
import type { PlaceReviews, SimulatedReview } from "./generate";

/** `listugcposts` answers in Google's layout (test/fixtures/google/reviews): `)]}'`, then r with r[1] the next token, r[2] the items. */

const GOOGLE_ICON = "https://www.gstatic.com/images/branding/product/1x/googleg_48dp.png";
const DAY_MS = 86_400_000;

/** Google's "3 months ago" (English whatever `hl`: the parsers read the µs timestamps, not this). */
export function relativeDate(publishedAtMs: number, nowMs: number): string {
	const days = Math.max(0, Math.floor((nowMs - publishedAtMs) / DAY_MS));
	const unit = (n: number, word: string) => (n === 1 ? `a ${word} ago` : `${n} ${word}s ago`);
	if (days === 0) return "today";
	if (days < 7) return unit(days, "day");
	if (days < 30) return unit(Math.floor(days / 7), "week");
	if (days < 365) return unit(Math.floor(days / 30), "month");
	return unit(Math.floor(days / 365), "year");
}

/** An opaque page token (base64, as Google's are): the place and the offset of the next page. */
export function reviewsPageToken(cid: string, offset: number): string {
	return Buffer.from(`CAES:${cid}:${offset}`).toString("base64");
}

export function readReviewsPageToken(token: string | null, cid: string): number | null {
	if (!token) return 0;
	const m = /^CAES:(\d+):(\d+)$/.exec(Buffer.from(token, "base64").toString("utf8"));
	return m && m[1] === cid ? Number(m[2]) : null;
}

function ved(seed: string): string {
	return `0ahUKEwj${hashString(seed).toString(36)}${hashString(`${seed}:v`).toString(36)}`;
}

function authorBlock(r: SimulatedReview): unknown[] {
	const contrib = `https://www.google.com/maps/contrib/${r.authorId}`;
	const count = 1 + (hashString(r.authorId) % 60);
	return [
		null,
		null,
		[`${contrib}/reviews?hl=en`],
		null,
		null,
		[
			r.authorName,
			`https://lh3.googleusercontent.com/a/${r.authorId}=s120-c-rp-mo-br100`,
			[`${contrib}?hl=en`],
			r.authorId,
			null,
			count,
			0,
			null,
			[0, count, 1],
			0,
			[`${count} reviews`, null, null, null, null, [null, ved(r.id)]],
		],
	];
}

function replyBlock(r: SimulatedReview, ownerAnswers: boolean, nowMs: number): unknown[] {
	if (!ownerAnswers) return [];
	const replyUrl = `https://business.google.com/local/business/${hashString(r.id)}/customers/reviews/reply?p=${Buffer.from(r.id).toString("base64url")}`;
	if (!r.ownerReply) return [null, null, null, null, null, replyUrl];
	const us = r.ownerReply.repliedAtMs * 1000;
	const reply: unknown[] = [null, us, us, relativeDate(r.ownerReply.repliedAtMs, nowMs), null, replyUrl];
	reply[13] = [r.ownerReply.language];
	reply[14] = [[r.ownerReply.text, null, [0, r.ownerReply.text.length]]];
	return reply;
}

/** One item of r[2]: `[el, null, token]` with el = [id, meta, content, reply, links, ved]. */
export function reviewItem(b: WorldBusiness, r: SimulatedReview, ownerAnswers: boolean, nowMs: number): unknown[] {
	const us = r.publishedAtMs * 1000;
	const meta: unknown[] = [`0x0:0x${BigInt(b.cid).toString(16)}`, null, us, us, authorBlock(r), null, relativeDate(r.publishedAtMs, nowMs)];
	meta[13] = ["Google", GOOGLE_ICON, null, null, 5];
	meta[15] = 1;
	const content: unknown[] = [[r.rating]];
	if (r.text !== null && r.language !== null) {
		content[14] = [r.language];
		content[15] = [[r.text, null, [0, r.text.length]]];
	}
	const links = [
		null,
		null,
		hashString(r.id) % 5000,
		[`https://www.google.com/maps/reviews/data=!4m8!14m7!1m6!2m5!1s${r.id}!2m1!1s0x0:0x${BigInt(b.cid).toString(16)}`],
	];
	return [[r.id, meta, content, replyBlock(r, ownerAnswers, nowMs), links, ved(r.id)], null, `CAQSR${Buffer.from(r.id).toString("base64").slice(0, 40)}`];
}

/**
 * The reviews in the order asked: newest first (as generated), highest or lowest rating first (newest
 * first among equals), or "most relevant": a fixed order of the place's own, as Google's is.
 */
function inOrder(reviews: PlaceReviews["reviews"], sort: "relevant" | "newest" | "highest" | "lowest"): PlaceReviews["reviews"] {
	if (sort === "newest") return reviews;
	const ranked = reviews.map((r, i) => ({ r, i }));
	if (sort === "relevant") ranked.sort((a, b) => hashString(a.r.id) - hashString(b.r.id) || a.i - b.i);
	else ranked.sort((a, b) => (sort === "highest" ? (b.r.rating ?? 0) - (a.r.rating ?? 0) : (a.r.rating ?? 0) - (b.r.rating ?? 0)) || a.i - b.i);
	return ranked.map((x) => x.r);
}

/** The page of `pageSize` reviews from `offset`, in the order asked (newest first by default); `wrapped`: each item in a new wrapper (a layout change). */
export function renderReviewsPage(
	b: WorldBusiness,
	place: PlaceReviews,
	offset: number,
	pageSize: number,
	nowMs = Date.now(),
	sort: "relevant" | "newest" | "highest" | "lowest" = "newest",
	wrapped = false,
): string {
	const reviews = inOrder(place.reviews, sort);
	const page = reviews.slice(offset, offset + pageSize);
	const next = offset + page.length < reviews.length && page.length ? reviewsPageToken(b.cid, offset + page.length) : null;
	const items = page.map((r) => (wrapped ? [reviewItem(b, r, place.ownerAnswers, nowMs)] : reviewItem(b, r, place.ownerAnswers, nowMs)));
	return `${XSSI_LINE}${JSON.stringify([null, next, items])}`;
}
