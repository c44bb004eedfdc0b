import type http from "node:http";
import { PLACES_DETAILS_PATH } from "../services/scrapers/google/places-details";
import { takeFault, type EndpointContext } from "./faults";
import { DAY_NAMES, dayTexts, type WeeklyHours } from "./hours";
import { applyFieldMask, GoogleApiError, headerValue, placeResource, sendError, sendPlacesFault } from "./places-api";
import { reviewsOf } from "./reviews/generate";
import type { WorldBusiness } from "./world";

/** The Places API (New) Place Details, `GET /v1/places/{placeId}`, served from the synthetic world (changes applied). */

export { PLACES_DETAILS_PATH };

/** Place Details gives at most five reviews. */
const DETAILS_REVIEWS = 5;

function send(res: http.ServerResponse, body: string): void {
	const buf = Buffer.from(body);
	res.writeHead(200, { "content-length": buf.length, "content-type": "application/json; charset=UTF-8" });
	res.end(buf);
}

/** `ChIJ…` → the place whose feature id it encodes; null for an id that decodes to none. */
function placeOf(ctx: EndpointContext, placeId: string): WorldBusiness | null {
	const bytes = Buffer.from(placeId, "base64url");
	if (bytes.length !== 20 || bytes[0] !== 0x0a || bytes[11] !== 0x11) return null;
	const b = ctx.world.businessByCid(bytes.readBigUInt64LE(12).toString(10));
	return b && b.placeId === placeId ? b : null;
}

/** Google's day numbers start on Sunday (0); ours on Monday. */
const googleDay = (mondayFirst: number) => (mondayFirst + 1) % 7;

/** `periods` as Places API (New) gives them: a close past midnight falls on the next day; a place open around the clock has one open without close. */
function periodsOf(hours: WeeklyHours): unknown[] {
	if (hours.every((slots) => slots.length === 1 && slots[0][0] === 0 && slots[0][1] >= 1440)) return [{ open: { day: 0, hour: 0, minute: 0 } }];
	return hours.flatMap((slots, i) =>
		slots.map(([open, close]) => ({
			open: { day: googleDay(i), hour: Math.floor(open / 60), minute: open % 60 },
			close: { day: googleDay(close >= 1440 ? i + 1 : i), hour: Math.floor((close % 1440) / 60), minute: close % 60 },
		})),
	);
}

/** The Details resource: the search's Place plus the week's hours and (newest) reviews. */
export function placeDetailsResource(b: WorldBusiness, languageCode: string): Record<string, unknown> {
	const place = placeResource(b, languageCode);
	if (b.hours) {
		place.regularOpeningHours = {
			periods: periodsOf(b.hours),
			weekdayDescriptions: b.hours.map((slots, i) => `${DAY_NAMES[i]}: ${dayTexts(slots).join(", ")}`),
		};
	}
	const reviews = b.reviewCount
		? reviewsOf(b)
				.reviews.filter((r) => r.text !== null)
				.slice(0, DETAILS_REVIEWS)
		: [];
	if (reviews.length) {
		place.reviews = reviews.map((r) => ({
			name: `places/${b.placeId}/reviews/${r.id}`,
			rating: r.rating,
			text: { text: r.text, languageCode: r.language },
			originalText: { text: r.text, languageCode: r.language },
			authorAttribution: { displayName: r.authorName, uri: `https://www.google.com/maps/contrib/${r.authorId}/reviews` },
			publishTime: new Date(r.publishedAtMs).toISOString(),
		}));
	}
	return place;
}

export function createPlaceDetailsHandler(ctx: EndpointContext): (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<void> {
	return async (req, res, url) => {
		ctx.counters.searchRequests++;
		const fault = await takeFault(ctx.faults, ctx.held, res);
		if (!fault || sendPlacesFault(res, fault, ctx, "GetPlaceRequest")) return;
		try {
			if (!headerValue(req, "x-goog-api-key")) throw new GoogleApiError(403, "PERMISSION_DENIED", "The request is missing a valid API key.");
			const mask = headerValue(req, "x-goog-fieldmask")
				.split(",")
				.map((p) => p.trim())
				.filter(Boolean)
				.map((p) => p.split("."));
			if (!mask.length) throw new GoogleApiError(400, "INVALID_ARGUMENT", "FieldMask is a required parameter. Set the header 'X-Goog-FieldMask'.");
			const placeId = decodeURIComponent(url.pathname.slice(PLACES_DETAILS_PATH.length));
			if (!/^[A-Za-z0-9_-]{10,300}$/.test(placeId)) throw new GoogleApiError(400, "INVALID_ARGUMENT", `Not a valid Place ID: ${placeId}`);
			const b = fault.kind === "empty" ? null : placeOf(ctx, placeId);
			if (!b) throw new GoogleApiError(404, "NOT_FOUND", "Requested entity was not found.");
			ctx.counters.placesServed++;
			send(res, JSON.stringify(applyFieldMask(placeDetailsResource(b, url.searchParams.get("languageCode") ?? "en"), mask)));
		} catch (err) {
			if (!(err instanceof GoogleApiError)) throw err;
			sendError(res, err);
		}
	};
}
