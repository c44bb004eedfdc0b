import { MONITORED_FIELDS, type MonitoredFields } from "./monitors.contract";

/**
 * What a check compares: each field in a canonical form, so the same value shown in another
 * order or format (a phone with spaces, a URL with `www.` or a trailing slash, categories
 * in another order, "9 AM – 5 PM" with another dash or space) is not a change.
 */

const text = (v: string | null | undefined): string | null => {
	if (v === null || v === undefined) return null;
	const t = v.normalize("NFKC").replace(/\s+/gu, " ").trim();
	return t === "" ? null : t;
};

const folded = (v: string | null | undefined): string | null => text(v)?.toLocaleLowerCase("en") ?? null;

function phone(v: string | null): string | null {
	const t = text(v);
	if (t === null) return null;
	const digits = t.replace(/[^\d+]/g, "");
	return digits === "" ? folded(t) : digits.replace(/(?!^)\+/g, "").replace(/^00/, "+");
}

function website(v: string | null): string | null {
	const t = text(v);
	if (t === null) return null;
	try {
		const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(t) ? t : `https://${t}`);
		const host = url.hostname.toLowerCase().replace(/^www\./, "");
		const path = url.pathname.replace(/\/+$/, "");
		return `${host}${url.port ? `:${url.port}` : ""}${path}${url.search}`;
	} catch {
		return t.toLowerCase();
	}
}

/** "7 AM–8:30 PM", "7 am - 8:30 pm" and "7 AM – 8:30 PM" are one value. */
function slot(v: string): string {
	return (folded(v) ?? "")
		.replace(/[\u2010-\u2015\u2212-]/g, "-")
		.replace(/\s*-\s*/g, "-")
		.replace(/\./g, "");
}

function hours(days: MonitoredFields["hours"]): string[] {
	return days.map((d) => `${folded(d.day) ?? ""}=${d.hours.map(slot).filter(Boolean).join(",")}`).sort();
}

function categories(values: string[]): string[] {
	return [...new Set(values.map((c) => folded(c)).filter((c): c is string => c !== null))].sort();
}

const number = (v: number | null | undefined, digits: number): number | null =>
	v === null || v === undefined || !Number.isFinite(v) ? null : Number(v.toFixed(digits));

/** A field's canonical form, as JSON text (what two observations compare by). */
export function canonical(field: keyof MonitoredFields, f: MonitoredFields): string {
	switch (field) {
		case "name":
			return JSON.stringify(folded(f.name));
		case "address":
			return JSON.stringify(folded(f.address));
		case "phone":
			return JSON.stringify(phone(f.phone));
		case "website":
			return JSON.stringify(website(f.website));
		case "hours":
			return JSON.stringify(hours(f.hours ?? []));
		case "businessStatus":
			return JSON.stringify(f.businessStatus ?? null);
		case "rating":
			return JSON.stringify(number(f.rating, 1));
		case "reviewCount":
			return JSON.stringify(number(f.reviewCount, 0));
		case "categories":
			return JSON.stringify(categories(f.categories ?? []));
	}
}

/** An observation with what the provider left out filled in as "not given" (null, or an empty list). */
export function complete(f: Partial<MonitoredFields>): MonitoredFields {
	return {
		name: f.name ?? null,
		phone: f.phone ?? null,
		website: f.website ?? null,
		address: f.address ?? null,
		hours: f.hours ?? [],
		businessStatus: f.businessStatus ?? null,
		rating: f.rating ?? null,
		reviewCount: f.reviewCount ?? null,
		categories: f.categories ?? [],
	};
}

export interface FieldDifference {
	field: keyof MonitoredFields;
	before: unknown;
	after: unknown;
}

/** The fields that differ, with their values as observed (a field the provider stopped giving changes to null, or to []). */
export function differences(before: MonitoredFields, after: MonitoredFields): FieldDifference[] {
	const out: FieldDifference[] = [];
	for (const field of MONITORED_FIELDS) {
		if (canonical(field, before) !== canonical(field, after)) out.push({ field, before: before[field], after: after[field] });
	}
	return out;
}
