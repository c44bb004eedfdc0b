import { domainOfHost } from "./public-suffix";

/**
 * Shared inboxes rather than a person (a short cut of Reacher's roles.txt, plus the
 * French, German, Spanish and Italian words our markets use).
 */
// prettier-ignore
export const ROLE_LOCAL_PARTS: ReadonlySet<string> = new Set([
	"abuse", "accounting", "accounts", "admin", "administrator", "admissions", "billing", "bonjour", "booking", "bookings", "bureau",
	"careers", "compta", "comptabilite", "contact", "contacto", "contatti", "contato", "customercare", "customerservice", "commercial",
	"direction", "dispatch", "enquiries", "enquiry", "events", "facturation", "finance", "hallo", "hello", "help", "helpdesk", "hola",
	"hostmaster", "hr", "info", "infos", "information", "inquiries", "inquiry", "invoice", "invoices", "jobs", "kontakt", "legal", "mail",
	"mailer-daemon", "marketing", "media", "news", "newsletter", "no-reply", "noreply", "do-not-reply", "donotreply", "office", "orders",
	"postmaster", "press", "presse", "privacy", "recrutement", "reception", "recruitment", "reservation", "reservations", "root", "sales",
	"secretariat", "security", "service", "services", "shop", "support", "team", "webmaster", "welcome", "verwaltung", "vertrieb",
]);

export function isRoleAddress(address: string): boolean {
	const local = address.slice(0, address.lastIndexOf("@")).toLowerCase();
	// "info.lyon", "contact-paris", "sales2": the role word leads.
	return ROLE_LOCAL_PARTS.has(local) || ROLE_LOCAL_PARTS.has(local.split(/[.\-_+]/)[0]) || ROLE_LOCAL_PARTS.has(local.replace(/\d+$/, ""));
}

let disposable: { exact: Set<string>; wildcard: Set<string> } | null = null;

/**
 * The package is a plain JSON array (~120k names), loaded once. The verifier loads it when it
 * is made: loaded on first use, mid-crawl, it would hold the event loop long enough (a second
 * on a busy machine) for other sites' requests in flight to time out.
 */
export function disposableLists(): { exact: Set<string>; wildcard: Set<string> } {
	if (!disposable) {
		const exact = require("disposable-email-domains") as string[];
		const wildcard = require("disposable-email-domains/wildcard.json") as string[];
		disposable = { exact: new Set(exact), wildcard: new Set(wildcard) };
	}
	return disposable;
}

/** A throwaway-mailbox provider (the disposable-email-domains package). */
export function isDisposableDomain(domain: string): boolean {
	const lists = disposableLists();
	const d = domain.toLowerCase();
	if (lists.exact.has(d) || lists.wildcard.has(d)) return true;
	const registrable = domainOfHost(d);
	return registrable !== null && registrable !== d && (lists.wildcard.has(registrable) || lists.exact.has(registrable));
}
