import net from "node:net";

/**
 * The few SMTP steps a verification needs over node:net: greeting, EHLO (HELO when EHLO is
 * refused) once per session, then any number of transactions (MAIL FROM, one RCPT TO per
 * recipient, RSET; in one write when the server offers PIPELINING), then QUIT. No message is
 * ever sent. Every step has its own timeout.
 * Reusing a session for several transactions is what real verifiers do: a mail server sees
 * one connection instead of one per address.
 */

export type SmtpStage = "connect" | "greeting" | "ehlo" | "helo" | "mail" | "rcpt" | "rset" | "quit";

export interface SmtpReply {
	code: number;
	text: string;
}

export interface SmtpSessionOptions {
	/** an address already vetted by the SSRF policy */
	address: string;
	port: number;
	heloName: string;
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

class SessionEnded extends Error {
	constructor(
		public readonly error: string,
		public readonly timedOut = false,
	) {
		super(error);
	}
}

/** One SMTP connection, greeted; `transaction` may run again and again while `usable`. */
export class SmtpSession {
	private buffer = "";
	private lines: string[] = [];
	private readonly replies: SmtpReply[] = [];
	private waiting: { resolve: (r: SmtpReply) => void; reject: (e: SessionEnded) => void; timer: NodeJS.Timeout } | null = null;
	private ended: SessionEnded | null = null;
	private busy = false;
	/** transactions run on this connection so far */
	transactions = 0;
	/** the server said PIPELINING (RFC 2920) in its EHLO answer: a transaction goes out in one write */
	private pipelining = false;

	private constructor(private readonly socket: net.Socket) {
		socket.setEncoding("latin1");
		socket.setNoDelay(true);
		socket.on("data", (chunk: string) => this.onData(chunk));
		socket.on("error", (err: NodeJS.ErrnoException) => this.end(err.code ?? err.message));
		socket.on("close", () => this.end("closed"));
	}

	/** Connects, reads the greeting and says EHLO (or HELO); a refusal or failure comes back as a result, no session. */
	static async open(options: SmtpSessionOptions): Promise<{ session: SmtpSession } | { failure: SmtpProbeResult }> {
		const socket = net.connect({ host: options.address, port: options.port });
		const session = new SmtpSession(socket);
		let stage: SmtpStage = "connect";
		let connected = false;
		try {
			await session.connected(options.timeoutMs);
			connected = true;
			stage = "greeting";
			let reply = await session.next(options.timeoutMs);
			if (!isOk(reply)) throw Object.assign(new Error("refused"), { reply });
			stage = "ehlo";
			reply = await session.command(`EHLO ${options.heloName}`, options.timeoutMs);
			if (reply.code >= 500) {
				stage = "helo";
				reply = await session.command(`HELO ${options.heloName}`, options.timeoutMs);
			}
			if (!isOk(reply)) throw Object.assign(new Error("refused"), { reply });
			session.pipelining = stage === "ehlo" && /^PIPELINING\b/im.test(reply.text);
			return { session };
		} catch (err) {
			session.destroy();
			const ended = err instanceof SessionEnded ? err : null;
			const reply = (err as { reply?: SmtpReply }).reply;
			return {
				failure: {
					connected,
					rcpt: [],
					stoppedAt: stage,
					...(reply ? { reply } : {}),
					...(ended ? { error: ended.error, ...(ended.timedOut ? { timedOut: true } : {}) } : {}),
				},
			};
		}
	}

	get usable(): boolean {
		return !this.ended && !this.busy;
	}

	/**
	 * MAIL FROM, one RCPT TO per recipient, then RSET so the session can serve the next one.
	 * `mailFrom` empty: the null sender `<>`.
	 */
	async transaction(mailFrom: string, recipients: string[], timeoutMs: number): Promise<SmtpProbeResult> {
		this.busy = true;
		this.transactions++;
		const rcpt: (SmtpReply | null)[] = recipients.map(() => null);
		let stage: SmtpStage = "mail";
		try {
			if (this.pipelining) return await this.pipelinedTransaction(mailFrom, recipients, timeoutMs, rcpt, (s) => (stage = s));
			const mail = await this.command(`MAIL FROM:<${mailFrom}>`, timeoutMs);
			if (!isOk(mail)) {
				if (mail.code === 421) this.destroy();
				else await this.reset(timeoutMs);
				return { connected: true, rcpt, stoppedAt: "mail", reply: mail };
			}
			stage = "rcpt";
			for (let i = 0; i < recipients.length; i++) {
				rcpt[i] = await this.command(`RCPT TO:<${recipients[i]}>`, timeoutMs);
				// 421: the server is closing the session; nothing more will be answered.
				if (rcpt[i]!.code === 421) {
					this.destroy();
					return i === recipients.length - 1 ? { connected: true, rcpt } : { connected: true, rcpt, stoppedAt: "rcpt", reply: rcpt[i]! };
				}
			}
			await this.reset(timeoutMs);
			return { connected: true, rcpt };
		} catch (err) {
			this.destroy();
			const ended = err instanceof SessionEnded ? err : new SessionEnded(String(err));
			return { connected: true, rcpt, stoppedAt: stage, error: ended.error, ...(ended.timedOut ? { timedOut: true } : {}) };
		} finally {
			this.busy = false;
		}
	}

	/**
	 * MAIL FROM, the RCPT TOs and RSET in one write, then their answers in order (RFC 2920):
	 * one round trip instead of one per command. After a refused MAIL FROM the RCPT answers
	 * (503, bad sequence) say nothing of the recipients and are read past.
	 */
	private async pipelinedTransaction(
		mailFrom: string,
		recipients: string[],
		timeoutMs: number,
		rcpt: (SmtpReply | null)[],
		reached: (stage: SmtpStage) => void,
	): Promise<SmtpProbeResult> {
		if (this.ended) throw this.ended;
		this.socket.write(`MAIL FROM:<${mailFrom}>\r\n${recipients.map((r) => `RCPT TO:<${r}>\r\n`).join("")}RSET\r\n`);
		const mail = await this.next(timeoutMs);
		if (mail.code === 421) {
			this.destroy();
			return { connected: true, rcpt, stoppedAt: "mail", reply: mail };
		}
		if (!isOk(mail)) {
			await this.readPast(recipients.length + 1, timeoutMs);
			return { connected: true, rcpt, stoppedAt: "mail", reply: mail };
		}
		reached("rcpt");
		for (let i = 0; i < recipients.length; i++) {
			rcpt[i] = await this.next(timeoutMs);
			if (rcpt[i]!.code === 421) {
				this.destroy();
				return i === recipients.length - 1 ? { connected: true, rcpt } : { connected: true, rcpt, stoppedAt: "rcpt", reply: rcpt[i]! };
			}
		}
		await this.readPast(1, timeoutMs);
		return { connected: true, rcpt };
	}

	/** Reads `count` answers of a pipelined group, the last one RSET's; a session whose RSET fails is closed. */
	private async readPast(count: number, timeoutMs: number): Promise<void> {
		try {
			let last: SmtpReply | null = null;
			for (let i = 0; i < count; i++) last = await this.next(timeoutMs);
			if (!last || !isOk(last)) this.destroy();
		} catch {
			this.destroy();
		}
	}

	/** Says QUIT without waiting long for the answer, then closes. */
	async quit(timeoutMs: number): Promise<void> {
		if (this.ended) return;
		try {
			await this.command("QUIT", Math.min(timeoutMs, 1_000));
		} catch {
			// closing anyway
		}
		this.destroy();
	}

	/** `false`: an idle session does not keep the process alive. */
	hold(keepAlive: boolean): void {
		if (keepAlive) this.socket.ref();
		else this.socket.unref();
	}

	destroy(): void {
		this.end("closed");
		this.socket.destroy();
	}

	/** RSET after a transaction; a session that does not take it is closed. */
	private async reset(timeoutMs: number): Promise<void> {
		try {
			if (!isOk(await this.command("RSET", timeoutMs))) this.destroy();
		} catch {
			this.destroy();
		}
	}

	private connected(timeoutMs: number): Promise<void> {
		return new Promise((resolve, reject) => {
			const timer = setTimeout(() => reject(new SessionEnded("timeout", true)), timeoutMs);
			this.socket.once("connect", () => {
				clearTimeout(timer);
				resolve();
			});
			this.socket.once("close", () => {
				clearTimeout(timer);
				reject(this.ended ?? new SessionEnded("closed"));
			});
		});
	}

	private command(line: string, timeoutMs: number): Promise<SmtpReply> {
		if (this.ended) return Promise.reject(this.ended);
		this.socket.write(`${line}\r\n`);
		return this.next(timeoutMs);
	}

	private next(timeoutMs: number): Promise<SmtpReply> {
		const ready = this.replies.shift();
		if (ready) return Promise.resolve(ready);
		if (this.ended) return Promise.reject(this.ended);
		return new Promise((resolve, reject) => {
			const timer = setTimeout(() => {
				this.waiting = null;
				reject(new SessionEnded("timeout", true));
				this.destroy();
			}, timeoutMs);
			this.waiting = { resolve, reject, timer };
		});
	}

	private onData(chunk: string): void {
		this.buffer += chunk;
		if (this.buffer.length > MAX_REPLY_BYTES) return this.fail("reply too long");
		let newline: number;
		while (!this.ended && (newline = this.buffer.indexOf("\n")) !== -1) {
			const line = this.buffer.slice(0, newline).replace(/\r$/, "");
			this.buffer = this.buffer.slice(newline + 1);
			const m = REPLY_LINE.exec(line);
			if (!m) return this.fail("malformed reply");
			this.lines.push(m[3]);
			if (m[2] !== " ") continue;
			const reply = { code: Number(m[1]), text: this.lines.join("\n") };
			this.lines = [];
			const waiter = this.waiting;
			if (!waiter) this.replies.push(reply);
			else {
				this.waiting = null;
				clearTimeout(waiter.timer);
				waiter.resolve(reply);
			}
		}
	}

	private fail(error: string): void {
		this.end(error);
		this.socket.destroy();
	}

	private end(error: string): void {
		if (this.ended) return;
		this.ended = new SessionEnded(error);
		const waiter = this.waiting;
		this.waiting = null;
		if (waiter) {
			clearTimeout(waiter.timer);
			waiter.reject(this.ended);
		}
	}
}

function isOk(reply: SmtpReply): boolean {
	return reply.code >= 200 && reply.code < 300;
}
