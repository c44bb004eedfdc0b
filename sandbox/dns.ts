import dns2 from "dns2";
import { SIM_DISPOSABLE_DOMAINS, type MerchantSites } from "./sites";

const { Packet } = dns2;
const NXDOMAIN = 3;
const TTL = 60;

export interface SimulatorDnsOptions {
	sites: MerchantSites;
	/** UDP port; 0 picks a free one */
	port?: number;
	host?: string;
	/** where `mx.<zone>` and every site name point (default 127.0.0.1) */
	address?: string;
	/** where `mx-internal.<zone>` points: domains with the `private_mx` rule (default 127.0.0.2, loopback nobody answers on) */
	privateMxAddress?: string;
}

export interface SimulatorDns {
	/** `127.0.0.1:<port>`, for LEADMAP_DNS_SERVERS */
	server: string;
	port: number;
	queries(): number;
	close(): Promise<void>;
}

interface Answer {
	a?: string;
	mx?: string;
}

/**
 * The zone's authoritative DNS: A for every site name, MX for each site's mail domain
 * by its mail rule (none for `no_mx`, an internal host for `private_mx`), MX for the
 * disposable domains sites list. AAAA is always empty; other names are NXDOMAIN.
 */
export function answerFor(options: SimulatorDnsOptions, name: string): Answer | null {
	const { sites } = options;
	const address = options.address ?? "127.0.0.1";
	const zone = sites.zone;
	if (SIM_DISPOSABLE_DOMAINS.includes(name)) return { mx: `mx.${zone}` };
	if (name === `mx.${zone}`) return { a: address };
	if (name === `mx-internal.${zone}`) return { a: options.privateMxAddress ?? "127.0.0.2" };
	if (name === zone) return {};
	if (!name.endsWith(`.${zone}`)) return null;
	const label = sites.labelOfHost(name);
	if (!label) return { a: address };
	const rule = sites.profile(label).mailRule;
	const isMailDomain = name === `${label}.${zone}`;
	if (!isMailDomain) return { a: address };
	if (rule === "no_mx") return {};
	return { a: address, mx: rule === "private_mx" ? `mx-internal.${zone}` : `mx.${zone}` };
}

export async function startSimulatorDns(options: SimulatorDnsOptions): Promise<SimulatorDns> {
	let count = 0;
	const server = dns2.createServer({
		udp: true,
		handle: (request, send) => {
			count++;
			const response = Packet.createResponseFromRequest(request);
			const [question] = request.questions;
			const name = (question?.name ?? "").toLowerCase().replace(/\.$/, "");
			const answer = question ? answerFor(options, name) : null;
			if (!answer) response.header.rcode = NXDOMAIN;
			else if (question.type === Packet.TYPE.A && answer.a) {
				response.answers.push(Packet.createResourceFromQuestion(question, { type: Packet.TYPE.A, class: Packet.CLASS.IN, ttl: TTL, address: answer.a }));
			} else if (question.type === Packet.TYPE.MX && answer.mx) {
				response.answers.push(
					Packet.createResourceFromQuestion(question, { type: Packet.TYPE.MX, class: Packet.CLASS.IN, ttl: TTL, exchange: answer.mx, priority: 10 }),
				);
			}
			void send(response);
		},
	});
	const host = options.host ?? "127.0.0.1";
	const addresses = await server.listen({ udp: { port: options.port ?? 0, address: host } });
	const port = addresses.udp!.port;
	return {
		server: `${host}:${port}`,
		port,
		queries: () => count,
		async close() {
			await server.close();
		},
	};
}
