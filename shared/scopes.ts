export const SCOPES = [
	"business:read", "business:unlock", "billing:write", "searches:read", "searches:write", "keys:read",
	"keys:write", "leads:export", "leads:read", "leads:write", "usage:read", "webhooks:read", "webhooks:write",
] as const;

export type Scope = (typeof SCOPES)[number];

/** `null` scopes mean an unscoped key: the full access of its account. */
export function hasScope(granted: readonly string[] | null, required: string): boolean {
	return granted === null || granted.includes(required);
}

export function isSubset(requested: readonly string[] | null, granted: readonly string[] | null): boolean {
	if (granted === null) return true;
	if (requested === null) return false;
	return requested.every((s) => granted.includes(s));
}
