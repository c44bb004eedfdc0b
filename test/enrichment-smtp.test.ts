import net from "node:net";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { closeSafeAgents } from "../shared/net/ssrf";
import { readEnrichmentConfig, type EnrichmentConfig } from "../services/enrichment/config";
import { Enricher } from "../services/enrichment/enrich";
import { EmailVerifier } from "../services/enrichment/verify";
import { startSimulatorDns, type SimulatorDns } from "../sandbox/dns";
import { createSimulatorServer } from "../sandbox/server";
import { MerchantSites } from "../sandbox/sites";
import { startSimulatorSmtp, type SimulatorSmtp } from "../sandbox/smtp";

/**
 * SMTP sessions kept and reused per mail server: several addresses (of one domain or of
 * several domains the server receives for) verified over one connection, a session the
 * server dropped while idle replaced, and the cap on sessions open at once kept. And
 * verification started as pages show addresses, while the crawl goes on.
 */

const sites = new MerchantSites({ zone: "pool.test" });
let dnsPeer: SimulatorDns;
let smtp: SimulatorSmtp;
const verifiers: EmailVerifier[] = [];

beforeAll(async () => {
	dnsPeer = await startSimulatorDns({ sites });
	smtp = await startSimulatorSmtp({ sites });
});
afterAll(async () => {
	await closeSafeAgents();
	await Promise.all(verifiers.map((v) => v.close()));
	await dnsPeer.close();
	await smtp.close();
});

function verifier(overrides: Partial<EnrichmentConfig> = {}): EmailVerifier {
	const config = { ...readEnrichmentConfig({}), dnsServers: [dnsPeer.server], smtpPort: smtp.port, smtpRetryDelayMs: 50, smtpTimeoutMs: 2_000, ...overrides };
	const v = new EmailVerifier(() => config, { allowPrivate: true });
	verifiers.push(v);
	return v;
}

/** A normal-rule site's mail domain and one of its mailboxes. */
function normalSite(name: string): { domain: string; mailbox: string } {
	for (let i = 0; i < 200; i++) {
		const p = sites.profile(`mailto--normal--${name}${i}`);
		const own = p.emails.find((e) => e.status === "deliverable" || e.status === "role");
		if (own) return { domain: p.domain, mailbox: own.address };
	}
	throw new Error("no normal site");
}

const soon = () => Date.now() + 20_000;

it("verifies several addresses of a domain, and of other domains on the same mail server, over one session", async () => {
	const v = verifier();
	const a = normalSite("one");
	const b = normalSite("two");
	const before = smtp.connections();
	const firstRecipients = smtp.recipients().length;
	const statuses = await v.verifyAll([a.mailbox, `ghost@${a.domain}`, `nobody@${a.domain}`], soon());
	expect([...statuses.values()].slice(1)).toEqual(["invalid", "invalid"]);
	expect(["deliverable", "role"]).toContain(statuses.get(a.mailbox));
	expect(["deliverable", "role"]).toContain(await v.verify(b.mailbox, soon()));
	expect(await v.verify(`ghost@${b.domain}`, soon())).toBe("invalid");
	// Three addresses and a catch-all probe for the first domain, two and a probe for the second.
	expect(smtp.recipients().length - firstRecipients).toBe(7);
	expect(smtp.connections() - before).toBe(1);
});

it("opens no more sessions to one server than LEADMAP_SMTP_PER_HOST, however many domains are verified at once", async () => {
	const v = verifier({ smtpPerHost: 2 });
	const before = smtp.connections();
	const domains = Array.from({ length: 12 }, (_, i) => normalSite(`many${i}-`));
	await Promise.all(domains.map((d) => v.verifyAll([d.mailbox, `ghost@${d.domain}`], soon())));
	expect(smtp.connections() - before).toBeLessThanOrEqual(2);
});

it("lets a greylisted domain's next address be asked while the first waits out its retry", async () => {
	const v = verifier();
	const mailbox = sites.profile("mailto--greylist--overlap").emails[0].address;
	const ghost = `ghost@${mailbox.split("@")[1]}`;
	const firstLogged = smtp.recipients().length;
	const statuses = await v.verifyAll([mailbox, ghost], soon());
	expect(statuses.get(ghost)).toBe("invalid");
	const asked = smtp
		.recipients()
		.slice(firstLogged)
		.filter((r) => r.address === mailbox || r.address === ghost)
		.map((r) => `${r.address === ghost ? "ghost" : "mailbox"} ${r.decision}`);
	// Each address is greylisted once; the ghost's first try comes before the mailbox's retry, not after its answer.
	expect(asked).toEqual(["mailbox greylist", "ghost greylist", "mailbox accept", "ghost reject"]);
});

/**
 * A mail server that ends a session after its first transaction, as servers ending idle
 * sessions do: `close` hangs up after the RSET, `421` answers the next MAIL FROM with 421.
 */
async function startHangingUpSmtp(mode: "close" | "421"): Promise<{ port: number; connections(): number; close(): Promise<void> }> {
	let connections = 0;
	const sockets = new Set<net.Socket>();
	const server = net.createServer((socket) => {
		connections++;
		sockets.add(socket);
		socket.on("close", () => sockets.delete(socket));
		socket.write("220 ends sessions after one transaction\r\n");
		let buffer = "";
		let transactions = 0;
		socket.on("data", (chunk) => {
			buffer += chunk.toString("latin1");
			for (let i = buffer.indexOf("\n"); i !== -1; i = buffer.indexOf("\n")) {
				const line = buffer.slice(0, i).trim().toUpperCase();
				buffer = buffer.slice(i + 1);
				if (line.startsWith("MAIL") && transactions++ > 0) socket.end("421 4.4.2 Idle timeout, closing\r\n");
				else if (line.startsWith("RCPT TO:<INFO@")) socket.write("250 ok\r\n");
				else if (line.startsWith("RCPT")) socket.write("550 5.1.1 User unknown\r\n");
				else if (line.startsWith("RSET") && mode === "close") socket.end("250 ok\r\n");
				else socket.write("250 ok\r\n");
			}
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	return {
		port: (server.address() as AddressInfo).port,
		connections: () => connections,
		close: () =>
			new Promise<void>((resolve) => {
				for (const s of sockets) s.destroy();
				server.close(() => resolve());
			}),
	};
}

test.each(["close", "421"] as const)("replaces a session the server ended while it was idle (%s), and still answers", async (mode) => {
	const peer = await startHangingUpSmtp(mode);
	try {
		// No greylisting retry fits: the new session must be asked at once.
		const v = verifier({ smtpPort: peer.port, smtpRetryDelayMs: 60_000 });
		const a = normalSite(`drop-${mode}-a`);
		const b = normalSite(`drop-${mode}-b`);
		expect(await v.verify(`info@${a.domain}`, soon())).toBe("role");
		expect(await v.verify(`info@${b.domain}`, soon())).toBe("role");
		expect(peer.connections()).toBe(2);
	} finally {
		await peer.close();
	}
});

/** A mail server that offers PIPELINING and logs each group of commands it reads at once; `refuseSender`: MAIL FROM answered 550, the RCPTs 503. */
async function startPipeliningSmtp(refuseSender = false): Promise<{ port: number; commandGroups: string[][]; connections(): number; close(): Promise<void> }> {
	const commandGroups: string[][] = [];
	let connections = 0;
	const server = net.createServer((socket) => {
		connections++;
		socket.write("220 pipelining peer\r\n");
		socket.on("data", (chunk) => {
			const lines = chunk
				.toString("latin1")
				.split("\r\n")
				.filter(Boolean)
				.map((l) => l.toUpperCase());
			commandGroups.push(lines.map((l) => l.split(/[ :]/)[0]));
			for (const line of lines) {
				if (line.startsWith("EHLO")) socket.write("250-pipelining peer\r\n250 PIPELINING\r\n");
				else if (line.startsWith("MAIL") && refuseSender) socket.write("550 5.7.1 Sender refused\r\n");
				else if (line.startsWith("RCPT") && refuseSender) socket.write("503 5.5.1 Bad sequence\r\n");
				else if (line.startsWith("RCPT TO:<INFO@")) socket.write("250 ok\r\n");
				else if (line.startsWith("RCPT")) socket.write("550 5.1.1 User unknown\r\n");
				else socket.write("250 ok\r\n");
			}
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	return {
		port: (server.address() as AddressInfo).port,
		commandGroups,
		connections: () => connections,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

it("sends a transaction's commands in one write to a server that offers PIPELINING, and reads their answers in order", async () => {
	const peer = await startPipeliningSmtp();
	try {
		const v = verifier({ smtpPort: peer.port });
		const site = normalSite("pipelined-");
		const statuses = await v.verifyAll([`info@${site.domain}`, `ghost@${site.domain}`], soon());
		expect([...statuses.values()]).toEqual(["role", "invalid"]);
		// EHLO alone, then each transaction (MAIL FROM, its RCPT TOs with the catch-all probe, RSET) as one group.
		expect(peer.commandGroups).toEqual([["EHLO"], ["MAIL", "RCPT", "RCPT", "RSET"], ["MAIL", "RCPT", "RSET"]]);
		await v.close();
	} finally {
		await peer.close();
	}
});

it("reads past the answers to a pipelined group whose MAIL FROM was refused, and keeps the session", async () => {
	const peer = await startPipeliningSmtp(true);
	try {
		const v = verifier({ smtpPort: peer.port });
		const one = normalSite("refused-sender-a");
		const two = normalSite("refused-sender-b");
		// Refused before any recipient, with a 5xx: policy, so nothing is known of the address.
		expect(await v.verify(`info@${one.domain}`, soon())).toBe("unknown");
		expect(await v.verify(`info@${two.domain}`, soon())).toBe("unknown");
		expect(peer.connections()).toBe(1);
		await v.close();
	} finally {
		await peer.close();
	}
});

it("verifies an address the home page shows while the crawl reads the site's other pages", async () => {
	const sim = createSimulatorServer({ merchantSites: { zone: "pool.test" } });
	const port = Number(new URL(await sim.listenOn(0)).port);
	try {
		const profile = sim.sites!.profile("multi--normal--early");
		const homeAddress = profile.emails.find((e) => e.shown === "footer")!.address;
		const config = { ...readEnrichmentConfig({}), dnsServers: [dnsPeer.server], smtpPort: smtp.port, hostDelayMs: 200 };
		/** At each request of the crawl: had the mail server been asked about the home page's address yet? */
		const askedBeforeRequest: boolean[] = [];
		const enricher = new Enricher({
			config: () => config,
			allowPrivate: true,
			onRequest: () => askedBeforeRequest.push(smtp.recipients().some((r) => r.address === homeAddress)),
		});
		verifiers.push(enricher.verifier);
		const [result] = await enricher.enrichMany([{ businessId: randomUUID(), website: `http://multi--normal--early.pool.test:${port}/` }], {
			enrichEmail: true,
			enrichSocials: false,
		});
		expect(result.emails.map((e) => [e.address, e.status]).sort()).toEqual(profile.emails.map((e) => [e.address, e.status]).sort());
		// robots.txt, the home page, then four pages 200 ms apart: the home page's address was asked about meanwhile.
		expect(askedBeforeRequest.length).toBeGreaterThanOrEqual(6);
		expect(askedBeforeRequest.slice(0, 2)).toEqual([false, false]);
		expect(askedBeforeRequest[askedBeforeRequest.length - 1]).toBe(true);
	} finally {
		await sim.shutdown();
	}
});
