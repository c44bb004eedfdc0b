import { Semaphore } from "./limits";
import { SmtpSession, type SmtpProbeResult, type SmtpSessionOptions } from "./smtp-client";

/** A session left idle this long is closed (servers allow minutes; a burst of verifications needs seconds). */
const IDLE_MS = 5_000;
/** Transactions on one connection before it is closed and another opened: servers cap recipients per session. */
const MAX_TRANSACTIONS = 50;

interface MailServer {
	/** transactions at once: sessions open never exceed it (each is in a transaction or idle) */
	limit: Semaphore;
	idle: { session: SmtpSession; timer: NodeJS.Timeout }[];
}

export interface SmtpTarget extends SmtpSessionOptions {
	/** empty: the null sender `<>` */
	mailFrom: string;
	/** sessions open at once to this server */
	perHost: number;
}

/**
 * Greeted SMTP sessions kept per mail server (address and port) and reused: one server
 * that receives the mail of many domains (a hosting provider, the sandbox) sees a few
 * connections, each running one transaction after another, instead of one per address.
 */
export class SmtpSessionPool {
	private readonly servers = new Map<string, MailServer>();

	/** One transaction (MAIL FROM, RCPT TO per recipient, RSET) on an idle session of the server, or a new one. */
	transaction(target: SmtpTarget, recipients: string[]): Promise<SmtpProbeResult> {
		const server = this.server(target);
		return server.limit.run(async () => {
			const reused = this.takeIdle(server);
			if (reused) {
				const result = await reused.transaction(target.mailFrom, recipients, target.timeoutMs);
				// A server may drop an idle session at any time: that is no answer, so ask again on a new one.
				if (!droppedBeforeAnswering(result)) return this.release(server, reused, result);
			}
			const opened = await SmtpSession.open(target);
			if ("failure" in opened) return { ...opened.failure, rcpt: recipients.map(() => null) };
			return this.release(server, opened.session, await opened.session.transaction(target.mailFrom, recipients, target.timeoutMs));
		});
	}

	/** Says QUIT on every idle session (shutdown, tests). */
	async close(): Promise<void> {
		const all = [...this.servers.values()].flatMap((s) => s.idle.splice(0));
		await Promise.all(
			all.map(({ session, timer }) => {
				clearTimeout(timer);
				return session.quit(1_000);
			}),
		);
	}

	private server(target: SmtpTarget): MailServer {
		const key = `${target.address}|${target.port}`;
		let server = this.servers.get(key);
		if (!server) this.servers.set(key, (server = { limit: new Semaphore(target.perHost), idle: [] }));
		return server;
	}

	private takeIdle(server: MailServer): SmtpSession | null {
		for (let entry = server.idle.pop(); entry; entry = server.idle.pop()) {
			clearTimeout(entry.timer);
			if (entry.session.usable) {
				entry.session.hold(true);
				return entry.session;
			}
		}
		return null;
	}

	private release(server: MailServer, session: SmtpSession, result: SmtpProbeResult): SmtpProbeResult {
		if (!session.usable || session.transactions >= MAX_TRANSACTIONS) {
			void session.quit(1_000);
			return result;
		}
		// An idle session keeps no process alive.
		session.hold(false);
		const entry = {
			session,
			timer: setTimeout(() => {
				server.idle = server.idle.filter((e) => e !== entry);
				void session.quit(1_000);
			}, IDLE_MS).unref(),
		};
		server.idle.push(entry);
		return result;
	}
}

/** Closed, or 421 (the server ending an idle session), before MAIL FROM was answered. */
function droppedBeforeAnswering(result: SmtpProbeResult): boolean {
	return result.stoppedAt === "mail" && (!result.reply || result.reply.code === 421) && result.rcpt.every((r) => r === null);
}
