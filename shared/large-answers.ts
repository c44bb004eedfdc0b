import { Readable } from "node:stream";
import type { ActionHandler, ActionSchema, Context, Middleware } from "moleculer";

/**
 * Above this, an answer to a caller on another node leaves as a byte stream. A transporter
 * caps a packet (NATS: 1 MB by default) and Moleculer sends an answer as one packet, so a
 * large one (a page of 1,000 enriched leads) never arrived; a stream is split into chunks.
 */
export const STREAM_ANSWERS_ABOVE = 256 * 1024;

type ResponseMeta = { $responseType?: string };

/**
 * The gateway-facing actions' answers cross the bus to the gateway: a large one goes as
 * the JSON bytes the gateway would have written, which it pipes to the client as they are.
 */
export const LargeAnswersMiddleware: Middleware = {
	localAction(next: ActionHandler, action: ActionSchema): ActionHandler {
		if (action.visibility !== "published") return next;
		return async function streamLargeAnswer(ctx: Context<unknown, ResponseMeta>) {
			const answer = await next(ctx);
			if (ctx.nodeID === ctx.broker.nodeID || answer === null || typeof answer !== "object") return answer;
			if (answer instanceof Readable || Buffer.isBuffer(answer)) return answer;
			const json = Buffer.from(JSON.stringify(answer), "utf8");
			if (json.length <= STREAM_ANSWERS_ABOVE) return answer;
			ctx.meta.$responseType ??= "application/json; charset=utf-8";
			return Readable.from([json], { objectMode: false });
		} as ActionHandler;
	},
};
