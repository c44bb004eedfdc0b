import type { AddressInfo, Socket } from "node:net";
import { SMTPServer } from "smtp-server";
import { rcptDecision, type MerchantSites, type RcptDecision } from "./sites";

export interface SimulatorSmtpOptions {
	sites: MerchantSites;
	/** 0 picks a free one */
	port?: number;
	host?: string;
}

export interface SmtpRecipientLog {
	address: string;
	decision: RcptDecision;
}

export interface SimulatorSmtp {
	port: number;
	/** sessions opened so far */
	connections(): number;
	recipients(): SmtpRecipientLog[];
	close(): Promise<void>;
}

function smtpError(code: number, message: string): Error {
	return Object.assign(new Error(message), { responseCode: code });
}

const MAX_LOG = 10_000;

/**
 * Every site's mail exchanger: answers RCPT TO by the domain's rule (accept, 550 user
 * unknown, 451 once then as usual for greylisting, accept anything for catch-all).
 * It never takes a message.
 */
export async function startSimulatorSmtp(options: SimulatorSmtpOptions): Promise<SimulatorSmtp> {
	const seen = new Set<string>();
	const log: SmtpRecipientLog[] = [];
	let connections = 0;
	const server = new SMTPServer({
		banner: "simulated mail exchanger",
		authOptional: true,
		disabledCommands: ["AUTH", "STARTTLS"],
		logger: false,
		closeTimeout: 100,
		disableReverseLookup: true,
		onConnect(_session, callback) {
			connections++;
			callback();
		},
		onRcptTo(address, _session, callback) {
			const recipient = address.address.toLowerCase();
			const decision = rcptDecision(options.sites, recipient, seen.has(recipient));
			seen.add(recipient);
			if (log.length >= MAX_LOG) log.shift();
			log.push({ address: recipient, decision });
			switch (decision) {
				case "accept":
					return callback();
				case "greylist":
					return callback(smtpError(451, "4.7.1 Greylisted, please try again later"));
				case "reject":
					return callback(smtpError(550, "5.1.1 User unknown"));
				default:
					return callback(smtpError(554, "5.7.1 Relay access denied"));
			}
		},
		onData(stream, _session, callback) {
			stream.resume();
			stream.on("end", () => callback(smtpError(554, "5.7.1 This exchanger takes no mail")));
		},
	});
	// Multi-line replies go out in several writes; without this, Nagle and delayed ACKs add ~40 ms a step.
	server.server.on("connection", (socket: Socket) => socket.setNoDelay(true));
	const host = options.host ?? "127.0.0.1";
	await new Promise<void>((resolve, reject) => {
		server.server.once("error", reject);
		server.listen(options.port ?? 0, host, () => {
			server.server.off("error", reject);
			resolve();
		});
	});
	const port = (server.server.address() as AddressInfo).port;
	return {
		port,
		connections: () => connections,
		recipients: () => [...log],
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}
