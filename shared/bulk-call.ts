import type { CallingOptions, Context, ServiceBroker } from "moleculer";

/**
 * Items one call carries to a service on another node. A transporter caps a packet
 * (NATS: 1 MB by default) and an answer that outgrows it never arrives; a few hundred
 * leads or businesses, enriched ones included, stay well under.
 */
export const REMOTE_PART = 250;

/**
 * A bulk action called with many items: all at once when its service runs in this
 * process (no packet to cap), else in parts of `REMOTE_PART` sent together. The
 * answers come back concatenated in the items' order.
 */
export async function callInParts<Item, Params, Answer>(
	caller: Context | ServiceBroker, action: string, items: readonly Item[], params: (part: Item[]) => Params, options?: CallingOptions,
): Promise<Answer[]> {
	const broker = "broker" in caller ? caller.broker : caller;
	const local = broker.getLocalService(action.slice(0, action.lastIndexOf(".")));
	const size = local ? Math.max(items.length, 1) : REMOTE_PART;
	const parts: Item[][] = [];
	for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
	const answers = await Promise.all(parts.map((part) => caller.call<Answer[], Params>(action, params(part), options)));
	return answers.flat();
}
