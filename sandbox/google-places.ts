import type http from "node:http";
import { cidFromFeatureId } from "../services/scrapers/google/parse";
import { LISTUGCPOSTS_PATH } from "../services/scrapers/google/reviews";
import { parseReviewsPb } from "./request-decoders";
import { takeFault, type EndpointContext } from "./faults";
import { renderPlacePage } from "./google-wire";
import { reviewsOf } from "./reviews/generate";
import { readReviewsPageToken, renderReviewsPage } from "./reviews/wire";
import type { FaultKind } from "./simulator.contract";
import type { WorldBusiness } from "./world";

/** Google's place page by CID (`/maps?cid=`, `/maps/place/?q=place_id:`) and its reviews RPC (`/maps/rpc/listugcposts`). */

export { LISTUGCPOSTS_PATH };
export const PLACE_PAGE_PATHS = new Set(["/maps", "/maps/place", "/maps/place/"]);

const CAPTCHA_HTML =
	"<!DOCTYPE html><html><head><title>https://www.google.com/search</title></head><body>" +
	'<div id="captcha-form"><script src="https://www.google.com/recaptcha/api.js" async defer></script>' +
	'<div class="g-recaptcha" data-sitekey="6LfwuyUTAAAAAOAmoS0fdqijC2PbbdH4kjq62Y1b"></div></div>' +
	"<div>Our systems have detected unusual traffic from your computer network. This page checks to see if it's really you sending the requests, and not a robot.</div>" +
	'<form action="/sorry/index" method="post"></form></body></html>';

function send(res: http.ServerResponse, status: number, body: string, headers: http.OutgoingHttpHeaders = {}): void {
	const buf = Buffer.from(body);
	res.writeHead(status, { "content-length": buf.length, "content-type": "text/html; charset=UTF-8", ...headers });
	res.end(buf);
}

/**
 * Answers a Google request the way Google refuses one (consent wall, captcha, 429, 5xx, a cut or foreign
 * body); false when the fault is none of those and the real answer should follow.
 */
export function sendGoogleFault(
	req: http.IncomingMessage,
	res: http.ServerResponse,
	fault: { kind: FaultKind | null; n: number },
	ctx: Pick<EndpointContext, "faults">,
	malformedBody: string,
): boolean {
	switch (fault.kind) {
		case "consent": {
			const target = `https://consent.google.com/ml?continue=${encodeURIComponent(`https://www.google.com${req.url ?? "/"}`)}&gl=FR&m=0&pc=m&hl=en&src=1`;
			send(res, 302, "", { location: target });
			return true;
		}
		case "captcha":
			send(res, 429, CAPTCHA_HTML);
			return true;
		case "rateLimit":
			send(res, 429, "Too Many Requests", { "retry-after": String(ctx.faults.retryAfterSeconds), "content-type": "text/plain; charset=utf-8" });
			return true;
		case "serverError":
			send(res, ctx.faults.serverErrorStatus, "<html><body>Error: Server Error. Please try again later.</body></html>");
			return true;
		case "malformed":
			send(res, 200, fault.n % 2 ? malformedBody : "<html><body>Something went wrong</body></html>", { "content-type": "application/json; charset=UTF-8" });
			return true;
		default:
			return false;
	}
}

/** The place a place page asks for: `?cid=<decimal>` or `?q=place_id:<ChIJ…>`. */
function requestedPlace(ctx: EndpointContext, url: URL): WorldBusiness | null {
	const cid = url.searchParams.get("cid");
	if (cid) return ctx.world.businessByCid(cid.trim());
	const placeId = /^place_id:(\S+)$/.exec(url.searchParams.get("q") ?? "")?.[1];
	if (!placeId) return null;
	const bytes = Buffer.from(placeId, "base64url");
	return bytes.length === 20 ? ctx.world.businessByCid(bytes.readBigUInt64LE(12).toString(10)) : null;
}

export interface GooglePlacesHandler {
	placePage(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void>;
	reviews(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void>;
}

export function createGooglePlacesHandler(ctx: EndpointContext): GooglePlacesHandler {
	return {
		async placePage(req, res, url) {
			ctx.counters.searchRequests++;
			const fault = await takeFault(ctx.faults, ctx.held, res);
			if (!fault || sendGoogleFault(req, res, fault, ctx, "<!DOCTYPE html><html><head><script>window.APP_INITIALIZATION_STATE=[[[1200,4.8")) return;
			const b = fault.kind === "empty" ? null : requestedPlace(ctx, url);
			if (b) ctx.counters.placesServed++;
			send(res, 200, renderPlacePage(b, b && b.reviewCount ? reviewsOf(b).histogram : null, ctx.faults.layout));
		},

		async reviews(req, res, url) {
			ctx.counters.searchRequests++;
			const fault = await takeFault(ctx.faults, ctx.held, res);
			if (!fault || sendGoogleFault(req, res, fault, ctx, ')]}\'\n[null,"CAES",[[["Ch')) return;
			const pb = parseReviewsPb(url.searchParams.get("pb") ?? "");
			if (!pb) return send(res, 400, "<html><body>Bad Request</body></html>");
			const cid = cidFromFeatureId(pb.featureId);
			const b = cid && fault.kind !== "empty" ? ctx.world.businessByCid(cid) : null;
			const offset = b ? readReviewsPageToken(pb.pageToken, b.cid) : 0;
			if (offset === null) return send(res, 400, "<html><body>Bad Request</body></html>");
			const json = b ? renderReviewsPage(b, reviewsOf(b), offset, pb.pageSize, Date.now(), pb.sort, ctx.faults.layout === "wrapped") : ")]}'\n[null,null,[]]";
			send(res, 200, json, { "content-type": "application/json; charset=UTF-8" });
		},
	};
}
