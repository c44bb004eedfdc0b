import { Readable } from "node:stream";
import type { Context, Middleware, ServiceBroker } from "moleculer";

/**
 * Above this, an answer to a caller on another node travels as a byte stream. A transporter
 * caps a packet (NATS: 1 MB by default) and Moleculer sends an answer as one packet, so a
 * large one (a page of 1,000 enriched leads, a batch of an export) never arrived; a stream
 * is split into chunks.
 */
export const STREAM_ANSWERS_ABOVE = 256 * 1024;

type LargeAnswerMeta = { $largeAnswer?: boolean };
/** An action's handler as a middleware wraps it (Moleculer has bound it to its service already). */
type Handler = (ctx: Context) => Promise<unknown>;

async function readJson(stream: Readable): Promise<unknown> {
	const chunks: Buffer[] = [];
	for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
	return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

/**
 * Whether an answer's JSON is surely under the stream limit, without serializing it (the
 * transporter serializes it once more anyway): a walk that adds up its strings and keys
 * and gives up past an eighth of the limit. It may count a character for up to six bytes
 * (an escape) or a number or a date short, never by enough to reach the limit.
 */
function surelySmall(answer: object): boolean {
	const budget = STREAM_ANSWERS_ABOVE / 8;
	let size = 0;
	const pending: unknown[] = [answer];
	while (pending.length) {
		const value = pending.pop();
		if (typeof value === "string") size += value.length + 2;
		else if (value === null || typeof value !== "object") size += 24;
		else if (Array.isArray(value)) {
			size += value.length + 2;
			for (const item of value) pending.push(item);
		} else {
			size += 32;
			for (const [key, item] of Object.entries(value)) {
				size += key.length + 4;
				pending.push(item);
			}
		}
		if (size > budget) return false;
	}
	return true;
}

/**
 * Every action, both ends of the bus: the answering node sends a large answer as the
 * bytes of its JSON, marked in the meta; the calling node reads them back into the same
 * value, so callers never see the difference. Streams an action answers itself (exports)
 * pass untouched.
 */
/** A large answer to a caller on another node, as the bytes of its JSON (marked in the meta); any other as it is. */
function streamedWhenLarge(ctx: Context<unknown, LargeAnswerMeta>, answer: unknown): unknown {
	if (ctx.nodeID === ctx.broker.nodeID || answer === null || typeof answer !== "object") return answer;
	if (answer instanceof Readable || Buffer.isBuffer(answer)) return answer;
	if (surelySmall(answer)) return answer;
	const json = Buffer.from(JSON.stringify(answer), "utf8");
	if (json.length <= STREAM_ANSWERS_ABOVE) return answer;
	ctx.meta.$largeAnswer = true;
	return Readable.from([json], { objectMode: false });
}

/**
 * Every action, both ends of the bus: the answering node sends a large answer as the
 * bytes of its JSON, marked in the meta; the calling node reads them back into the same
 * value, so callers never see the difference. Streams an action answers itself (exports)
 * pass untouched. A broker without a transporter has no caller on another node: its
 * actions are not wrapped.
 */
export const LargeAnswersMiddleware: Middleware = {
	localAction(this: ServiceBroker, next: Handler, action: { visibility?: string }): Handler {
		// A private action is only ever called on its own node (moleculer-web's `rest`, once per HTTP request).
		if (action.visibility === "private" || !this.transit) return next;
		return function streamLargeAnswer(ctx: Context<unknown, LargeAnswerMeta>) {
			return next(ctx).then((answer) => streamedWhenLarge(ctx, answer));
		} as Handler;
	},
	remoteAction(next: Handler): Handler {
		return function readLargeAnswer(ctx: Context<unknown, LargeAnswerMeta>) {
			return next(ctx).then((answer) => {
				if (!ctx.meta.$largeAnswer) return answer;
				// Read here, so the mark never reaches the caller's own meta.
				delete ctx.meta.$largeAnswer;
				return readJson(answer as Readable);
			});
		} as Handler;
	},
};
