import dns2 from "dns2";

const { Packet } = dns2;
const NXDOMAIN = 3;

export interface DnsQuery {
	name: string;
	type: "A" | "AAAA" | "other";
	at: number;
}

/** Answers the n-th A query for a name (1-based); null means no A record. */
export type Answerer = (n: number) => string | null;

export interface TestDnsServer {
	/** for LEADMAP_DNS_SERVERS */
	server: string;
	queries(name?: string, type?: DnsQuery["type"]): DnsQuery[];
	answer(name: string, answerer: Answerer): void;
	close(): Promise<void>;
}

/**
 * A DNS server for the rebinding tests: each name's A answer is chosen by a function
 * of how many A queries that name has had. AAAA gets an empty answer; unknown names NXDOMAIN.
 */
export async function startDnsServer(): Promise<TestDnsServer> {
	const log: DnsQuery[] = [];
	const answerers = new Map<string, Answerer>();
	const server = dns2.createServer({
		udp: true,
		handle: (request, send) => {
			const response = Packet.createResponseFromRequest(request);
			const [question] = request.questions;
			const name = question.name.toLowerCase().replace(/\.$/, "");
			const type = question.type === Packet.TYPE.A ? "A" : question.type === Packet.TYPE.AAAA ? "AAAA" : "other";
			log.push({ name, type, at: Date.now() });
			const answerer = answerers.get(name);
			if (!answerer) response.header.rcode = NXDOMAIN;
			else if (type === "A") {
				const address = answerer(log.filter((q) => q.name === name && q.type === "A").length);
				if (address) response.answers.push(Packet.createResourceFromQuestion(question, { type: Packet.TYPE.A, class: Packet.CLASS.IN, ttl: 0, address }));
			}
			void send(response);
		},
	});
	const addresses = await server.listen({ udp: { port: 0, address: "127.0.0.1" } });
	const port = addresses.udp!.port;
	return {
		server: `127.0.0.1:${port}`,
		queries: (name, type) => log.filter((q) => (!name || q.name === name) && (!type || q.type === type)),
		answer: (name, answerer) => answerers.set(name.toLowerCase(), answerer),
		async close() {
			await server.close();
		},
	};
}
