import { query } from "../../shared/db";
import type { EmailItem, EnrichmentEntry } from "./dataset.contract";

/** `none` stands for "looked, found nothing", so the listing can tell it from "never looked". */
export function statusesOf(emails: EmailItem[]): string[] {
	return emails.length ? [...new Set(emails.map((e) => e.status))].sort() : ["none"];
}

/** Writes what enrichment found onto the shared rows; the listing's email flags and counts follow from it. */
export async function writeEnrichment(entries: EnrichmentEntry[]): Promise<number> {
	if (!entries.length) return 0;
	const rows = entries.map((e) => ({
		business_id: e.businessId,
		has_emails: e.emails !== undefined,
		emails: e.emails ?? [],
		email_count: e.emails?.length ?? 0,
		email_statuses: e.emails ? statusesOf(e.emails) : [],
		has_socials: e.socials !== undefined,
		socials: e.socials ?? {},
	}));
	const updated = await query(
		`UPDATE businesses b SET
			emails = CASE WHEN e.has_emails THEN e.emails ELSE b.emails END,
			email_count = CASE WHEN e.has_emails THEN e.email_count ELSE b.email_count END,
			email_statuses = CASE WHEN e.has_emails THEN e.email_statuses ELSE b.email_statuses END,
			socials = CASE WHEN e.has_socials THEN e.socials ELSE b.socials END,
			updated_at = now()
		 FROM jsonb_to_recordset($1::jsonb) AS e(business_id uuid, has_emails boolean, emails jsonb, email_count integer,
			email_statuses text[], has_socials boolean, socials jsonb)
		 WHERE b.id = e.business_id RETURNING b.id`,
		[JSON.stringify(rows)],
	);
	return updated.length;
}
