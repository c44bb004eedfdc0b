import { randomBytes } from "node:crypto";
import { UnsafeTargetError, vetUrl } from "../../shared/net/ssrf";
import { disposableLists, isDisposableDomain, isRoleAddress } from "./address-lists";
import type { EnrichmentConfig } from "./config";
import { domainOfAddress, isValidEmailSyntax } from "./emails";
import type { VerificationStatus } from "./enrichment.contract";
import { CachedHostResolver } from "./host-resolver";
import { InFlight, sleep, TtlCache } from "./limits";
import { MailDns, type MailRoute } from "./mail-dns";
import type { SmtpProbeResult, SmtpReply } from "./smtp-client";
import { SmtpSessionPool } from "./smtp-pool";

export interface VerifierOptions {
	/** default LEADMAP_ALLOW_PRIVATE_TARGETS; MX hosts are vetted like any outbound target */
	allowPrivate?: boolean;
	/** shared with the crawler (default: a resolver of its own) */
	hosts?: CachedHostResolver;
}

type RcptVerdict = "accepted" | "rejected" | "refused" | "transient";

interface ProbeOutcome {
	/** nothing answered at all: DNS gave hosts but none could be reached or all were refused */
	unreachable: boolean;
	address: RcptVerdict;
	/** the random local part's answer, when it was asked */
	catchAll?: RcptVerdict;
}

/** "550 5.1.1 <x>: Recipient address rejected: User unknown" and its many cousins. */
const USER_UNKNOWN =
	/user unknown|unknown user|no such (user|mailbox|recipient|address)|mailbox (not found|unavailable|does not exist|not available|unknown)|recipient (address )?(rejected|not found|unknown|invalid)|address (rejected|not found|unknown|invalid)|invalid (recipient|mailbox|address)|does not exist|doesn't exist|not exist|undeliverable|no mailbox|account (disabled|has been disabled|does not exist)|\b5\.1\.(0|1|10)\b|\b5\.2\.1\b/i;

function rcptVerdict(reply: SmtpReply | null): RcptVerdict {
	if (!reply || (reply.code >= 400 && reply.code < 500)) return "transient";
	if (reply.code >= 200 && reply.code < 300) return "accepted";
	return USER_UNKNOWN.test(reply.text) ? "rejected" : "refused";
}

function randomLocalPart(): string {
	const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
	return [...randomBytes(15)].map((b) => alphabet[b % alphabet.length]).join("");
}

const SHORT_TTL_MS = 10 * 60_000;
const FAILURE_TTL_MS = 60_000;
const MAX_HOSTS_TRIED = 2;

/**
 * Syntax, MX, disposable list, then an SMTP RCPT probe of the best reachable MX with a
 * catch-all probe in the same session; one retry after `smtpRetryDelayMs` on 4xx or
 * silence (greylisting). Domain facts and verdicts are cached; concurrent questions
 * about one address or domain share one answer.
 */
export class EmailVerifier {
	private readonly routes: TtlCache<MailRoute>;
	private readonly catchAll: TtlCache<boolean>;
	private readonly probeLocal: TtlCache<string>;
	private readonly verdicts: TtlCache<VerificationStatus>;
	private readonly routeLookups = new InFlight<MailRoute>();
	private readonly addressChecks = new InFlight<VerificationStatus>();
	private readonly sessions = new SmtpSessionPool();
	private dns: { key: string; client: MailDns } | null = null;
	private readonly hosts: CachedHostResolver;

	/** Closes the idle SMTP sessions (shutdown, tests). */
	close(): Promise<void> {
		return this.sessions.close();
	}

	constructor(
		private readonly config: () => EnrichmentConfig,
		private readonly options: VerifierOptions = {},
	) {
		const ttl = config().cacheTtlMs;
		this.routes = new TtlCache(ttl);
		this.catchAll = new TtlCache(ttl);
		this.probeLocal = new TtlCache(ttl);
		this.verdicts = new TtlCache(ttl);
		this.hosts = options.hosts ?? new CachedHostResolver(config);
		disposableLists();
	}

	/** Every address, domains in parallel, one domain's addresses one after another (they share its facts). */
	verifyAll(addresses: string[], deadline: number): Promise<Map<string, VerificationStatus>> {
		return new VerificationRun(this, deadline).statuses(addresses);
	}

	/** `waiting`: told when the address waits out a greylisting retry (its domain's first answer is in). */
	verify(address: string, deadline: number, waiting?: () => void): Promise<VerificationStatus> {
		const cached = this.verdicts.get(address);
		if (cached) return Promise.resolve(cached);
		return this.addressChecks.run(address, async () => {
			const status = await this.check(address, deadline, waiting);
			const ttl = status === "unverified" ? 0 : status === "verification_failed" ? FAILURE_TTL_MS : status === "unknown" ? SHORT_TTL_MS : undefined;
			this.verdicts.set(address, status, ttl);
			return status;
		});
	}

	private async check(address: string, deadline: number, waiting?: () => void): Promise<VerificationStatus> {
		if (!isValidEmailSyntax(address)) return "invalid";
		if (Date.now() >= deadline) return "unverified";
		const domain = domainOfAddress(address);
		const route = await this.route(domain);
		if (route.kind === "error") return "verification_failed";
		if (route.kind === "none") return "invalid";
		if (isDisposableDomain(domain)) return "risky";

		let outcome = await this.probe(route.hosts, address, domain, deadline);
		if (outcome === null) return "unverified";
		if (outcome.unreachable) return "verification_failed";
		if (outcome.address === "transient") {
			const delay = this.config().smtpRetryDelayMs;
			if (Date.now() + delay >= deadline) return "unknown";
			waiting?.();
			await sleep(delay);
			const retried = await this.probe(route.hosts, address, domain, deadline);
			if (retried === null || retried.unreachable) return "unknown";
			outcome = retried;
		}
		switch (outcome.address) {
			case "rejected":
				return "invalid";
			case "refused":
			case "transient":
				return "unknown";
			case "accepted":
				if (this.catchAll.get(domain)) return "catch_all";
				return isRoleAddress(address) ? "role" : "deliverable";
		}
	}

	private route(domain: string): Promise<MailRoute> {
		const cached = this.routes.get(domain);
		if (cached) return Promise.resolve(cached);
		return this.routeLookups.run(domain, async () => {
			const route = await this.hosts.limit.run(() => this.mailDns().mailRoute(domain));
			this.routes.set(domain, route, route.kind === "error" ? FAILURE_TTL_MS : undefined);
			return route;
		});
	}

	private mailDns(): MailDns {
		const config = this.config();
		const key = `${config.dnsServers.join(",")}|${config.dnsTimeoutMs}`;
		if (this.dns?.key !== key) this.dns = { key, client: new MailDns(config.dnsServers, config.dnsTimeoutMs) };
		return this.dns.client;
	}

	/** The MX host's address through the SSRF guard: an MX pointing inside is refused like any URL would be. */
	private async hostAddress(host: string): Promise<string | null> {
		try {
			const target = await vetUrl(new URL(`http://${host}/`), { allowPrivate: this.options.allowPrivate, resolve: this.hosts.resolve });
			return target.address;
		} catch (err) {
			if (err instanceof UnsafeTargetError || err instanceof TypeError) return null;
			throw err;
		}
	}

	/** One session on the first MX that answers; null when the budget is spent before it starts. */
	private async probe(hosts: string[], address: string, domain: string, deadline: number): Promise<ProbeOutcome | null> {
		const config = this.config();
		const knownCatchAll = this.catchAll.get(domain);
		let probeLocal = this.probeLocal.get(domain);
		if (!probeLocal) this.probeLocal.set(domain, (probeLocal = randomLocalPart()));
		const recipients = knownCatchAll === undefined ? [address, `${probeLocal}@${domain}`] : [address];
		for (const host of hosts.slice(0, MAX_HOSTS_TRIED)) {
			const ip = await this.hostAddress(host);
			if (!ip) continue;
			const timeoutMs = Math.min(config.smtpTimeoutMs, deadline - Date.now());
			if (timeoutMs <= 0) return null;
			const result: SmtpProbeResult = await this.sessions.transaction(
				{ address: ip, port: config.smtpPort, heloName: config.heloName, mailFrom: config.mailFrom, timeoutMs, perHost: config.smtpPerHost },
				recipients,
			);
			if (!result.connected) continue;
			if (result.stoppedAt && result.stoppedAt !== "rcpt") {
				// Refused before any recipient: a 5xx is policy (we cannot tell), anything else may pass later.
				const permanent = result.reply !== undefined && result.reply.code >= 500;
				return { unreachable: false, address: permanent ? "refused" : "transient" };
			}
			const outcome: ProbeOutcome = { unreachable: false, address: rcptVerdict(result.rcpt[0]) };
			if (recipients.length > 1) {
				outcome.catchAll = rcptVerdict(result.rcpt[1]);
				if (outcome.catchAll === "accepted") this.catchAll.set(domain, true);
				else if (outcome.catchAll === "rejected" || outcome.catchAll === "refused") this.catchAll.set(domain, false);
			}
			return outcome;
		}
		return { unreachable: true, address: "transient" };
	}
}

/**
 * The verifications of one lead, started as its addresses are found (while its crawl goes on):
 * domains in parallel, one domain's addresses one after another, so the first learns the
 * domain's route and catch-all answer for the others. An address waiting out a greylisting
 * retry lets the next one go: each address is greylisted on its own, so their waits overlap.
 */
export class VerificationRun {
	private readonly started = new Map<string, Promise<VerificationStatus>>();
	private readonly lastOfDomain = new Map<string, Promise<unknown>>();

	constructor(
		private readonly verifier: EmailVerifier,
		private readonly deadline: number,
	) {}

	add(address: string): void {
		if (this.started.has(address)) return;
		const domain = domainOfAddress(address);
		const previous = this.lastOfDomain.get(domain) ?? Promise.resolve();
		let waiting!: () => void;
		const retrying = new Promise<void>((resolve) => (waiting = resolve));
		const status = previous.then(() => this.verifier.verify(address, this.deadline, waiting)).catch((): VerificationStatus => "verification_failed");
		this.started.set(address, status);
		this.lastOfDomain.set(domain, Promise.race([status, retrying]));
	}

	/** The status of every address, those not added yet started now. */
	async statuses(addresses: string[]): Promise<Map<string, VerificationStatus>> {
		for (const a of addresses) this.add(a);
		return new Map(await Promise.all(addresses.map(async (a) => [a, await this.started.get(a)!] as const)));
	}
}
