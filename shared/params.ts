import { PROVIDERS, UUID_RE, type Provider } from "./business";
import { BadRequestError, NotFoundError } from "./errors";

/** `provider=google&provider=bing` or `provider=google,bing`; omitted means all three. */
export function parseProviders(value: unknown): Provider[] {
	if (value === undefined || value === null || value === "") return [...PROVIDERS];
	const items = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === "string" ? v.split(",") : [v]));
	const providers = new Set<Provider>();
	for (const item of items) {
		const name = typeof item === "string" ? item.trim() : item;
		if (!(PROVIDERS as readonly unknown[]).includes(name)) throw new BadRequestError(`provider must be one of ${PROVIDERS.join(", ")}`);
		providers.add(name as Provider);
	}
	return [...providers];
}

/** Query integers arrive as strings; anything but a plain whole number is a 400. */
export function parseIntParam(name: string, value: unknown, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
	if (value === undefined || value === "") return fallback;
	const text = String(value);
	if (!/^-?\d+$/.test(text)) throw new BadRequestError(`${name} must be a whole number`);
	const n = Number(text);
	if (n < min || n > max) throw new BadRequestError(`${name} must be between ${min} and ${max}`);
	return n;
}

/** A query value that must be one of `values`; absent or empty: null; anything else is a 400. */
export function parseEnumParam<T extends string>(name: string, value: string | undefined, values: readonly T[]): T | null {
	if (value === undefined || value === "") return null;
	if (!(values as readonly string[]).includes(value)) throw new BadRequestError(`${name} must be one of ${values.join(", ")}`);
	return value as T;
}

/** A path id that is not a uuid names nothing: 404, like an id of another account. */
export function requireUuid(id: string, what: string): string {
	if (!UUID_RE.test(id)) throw new NotFoundError(what);
	return id.toLowerCase();
}

/**
 * Ids in internal bulk calls (thousands per export batch), read from our own rows:
 * checked for shape by length only; the stores pass them through `uuidArray`, which
 * checks each one before it goes into the query.
 */
export const BULK_ID = { type: "string", length: 36 } as const;

/**
 * A resource id from a request path: any short string gets through (the action then
 * answers 404 for what is not one of the account's uuids, never 400).
 */
export const PATH_ID = { type: "string", min: 1, max: 100 } as const;

/** The longest URL taken anywhere: a webhook endpoint, a merchant website, a profile, an email's source. */
export const MAX_URL_LENGTH = 2048;

/** A hex SHA-256: how key hashes and request fingerprints travel on the bus. */
export const SHA256_HEX = { type: "string", length: 64, pattern: /^[0-9a-f]{64}$/ } as const;
