import net from "node:net";

/**
 * The few SMTP steps a verification needs, as a small state machine over node:net:
 * greeting, EHLO (HELO when EHLO is refused), MAIL FROM, one RCPT TO per recipient,
 * QUIT. No message is ever sent. Every step has its own timeout.
 */

export type SmtpStage = "connect" | "greeting" | "ehlo" | "helo" | "mail" | "rcpt" | "quit";

export interface SmtpReply {
	code: number;
	text: string;
}

export interface SmtpProbeOptions {
	/** an address already vetted by the SSRF policy */
	address: string;
	port: number;
	heloName: string;
	/** empty: the null sender `<>` */
	mailFrom: string;
	recipients: string[];
	/** each step's wait for an answer, connecting included */
	timeoutMs: number;
}

export interface SmtpProbeResult {
	/** the TCP connection was made */
	connected: boolean;
	/** set when the session ended before every RCPT was answered */
	stoppedAt?: SmtpStage;
	/** the refusing answer at `stoppedAt`, when there was one */
	reply?: SmtpReply;
	timedOut?: boolean;
	/** `ECONNREFUSED`, `closed`, ... */
	error?: string;
	/** one answer per recipient, in order; null when it never came */
	rcpt: (SmtpReply | null)[];
}

const MAX_REPLY_BYTES = 64 * 1024;
const REPLY_LINE = /^(\d{3})([ -])(.*)$/;

export function smtpProbe(options: SmtpProbeOptions): Promise<SmtpProbeResult> {
	return new Promise((resolve) => {
		const rcpt: (SmtpReply | null)[] = options.recipients.map(() => null);
		let stage: SmtpStage = "connect";
		let connected = false;
		let nextRecipient = 0;
		let buffer = "";
		let text: string[] = [];
		let done = false;
		let timer: NodeJS.Timeout | undefined;

		const socket = net.connect({ host: options.address, port: options.port });
		socket.setEncoding("latin1");
		socket.setNoDelay(true);

		const finish = (extra: Partial<SmtpProbeResult> = {}): void => {
			if (done) return;
			done = true;
			clearTimeout(timer);
			socket.destroy();
			const answeredAll = nextRecipient >= options.recipients.length && (stage === "rcpt" || stage === "quit");
			resolve(answeredAll ? { connected, rcpt } : { connected, rcpt, stoppedAt: stage, ...extra });
		};
		const arm = (): void => {
			clearTimeout(timer);
			timer = setTimeout(() => finish({ timedOut: true, error: "timeout" }), options.timeoutMs);
		};
		const send = (line: string): void => {
			arm();
			socket.write(`${line}\r\n`);
		};
		const sendRecipientOrQuit = (): void => {
			if (nextRecipient < options.recipients.length) {
				stage = "rcpt";
				send(`RCPT TO:<${options.recipients[nextRecipient]}>`);
			} else {
				stage = "quit";
				send("QUIT");
			}
		};

		const onReply = (reply: SmtpReply): void => {
			const ok = reply.code >= 200 && reply.code < 300;
			switch (stage) {
				case "greeting":
					if (!ok) return finish({ reply });
					stage = "ehlo";
					return send(`EHLO ${options.heloName}`);
				case "ehlo":
					if (reply.code >= 500) {
						stage = "helo";
						return send(`HELO ${options.heloName}`);
					}
					if (!ok) return finish({ reply });
					stage = "mail";
					return send(`MAIL FROM:<${options.mailFrom}>`);
				case "helo":
					if (!ok) return finish({ reply });
					stage = "mail";
					return send(`MAIL FROM:<${options.mailFrom}>`);
				case "mail":
					if (!ok) return finish({ reply });
					return sendRecipientOrQuit();
				case "rcpt":
					rcpt[nextRecipient++] = reply;
					// 421: the server is closing the session; nothing more will be answered.
					if (reply.code === 421) return finish({ reply });
					return sendRecipientOrQuit();
				case "quit":
					return finish();
				default:
					return finish({ reply, error: "unexpected reply" });
			}
		};

		socket.on("connect", () => {
			connected = true;
			stage = "greeting";
			arm();
		});
		socket.on("data", (chunk: string) => {
			buffer += chunk;
			if (buffer.length > MAX_REPLY_BYTES) return finish({ error: "reply too long" });
			let newline: number;
			while (!done && (newline = buffer.indexOf("\n")) !== -1) {
				const line = buffer.slice(0, newline).replace(/\r$/, "");
				buffer = buffer.slice(newline + 1);
				const m = REPLY_LINE.exec(line);
				if (!m) return finish({ error: "malformed reply" });
				text.push(m[3]);
				if (m[2] === " ") {
					const reply = { code: Number(m[1]), text: text.join("\n") };
					text = [];
					onReply(reply);
				}
			}
		});
		socket.on("error", (err: NodeJS.ErrnoException) => finish({ error: err.code ?? err.message }));
		socket.on("close", () => finish({ error: "closed" }));
		arm();
	});
}
