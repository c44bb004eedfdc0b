import type { Scope } from "../keys/keys.contract";

export interface ApiRoute {
	action: string;
	scope: Scope;
	/** every POST: it honours an `Idempotency-Key` (./idempotency.ts); a test holds every POST to it */
	idempotent?: true;
	/**
	 * a POST that changes nothing (its filters are in the body): sent again it answers afresh, harmlessly;
	 * an `Idempotency-Key` is accepted and not kept (a streamed file is not stored for replay)
	 */
	readOnly?: true;
	/**
	 * its answer holds a secret (a new API key, a webhook signing secret), which a replay returns:
	 * its `Idempotency-Key` must be at least SECRET_ROUTE_KEY_MIN characters, too long to guess
	 */
	secretAnswer?: true;
}

/** The shortest `Idempotency-Key` a route whose answer holds a secret takes. */
export const SECRET_ROUTE_KEY_MIN = 16;

/** Every `/v1` endpoint: its action and the scope a scoped key needs for it. */
export const API_ROUTES: Record<string, ApiRoute> = {
	"POST /keys": { action: "keys.create", scope: "keys:write", idempotent: true, secretAnswer: true },
	"GET /keys": { action: "keys.list", scope: "keys:read" },
	"PATCH /keys/:id": { action: "keys.rename", scope: "keys:write" },
	"DELETE /keys/:id": { action: "keys.revoke", scope: "keys:write" },
	"GET /usage": { action: "billing.usage", scope: "usage:read" },
	"POST /searches": { action: "searches.create", scope: "searches:write", idempotent: true },
	// searches:write, not :read: a quote is a dry run of the create, and tells the balance, which a read-only key is not shown
	"POST /searches/quote": { action: "searches.quote", scope: "searches:write", readOnly: true },
	"GET /searches": { action: "searches.list", scope: "searches:read" },
	"GET /searches/:id": { action: "searches.get", scope: "searches:read" },
	"GET /searches/:id/coverage": { action: "searches.coverage", scope: "searches:read" },
	"GET /searches/:id/leads": { action: "searches.leads", scope: "leads:read" },
	"GET /searches/:id/export": { action: "exports.searchExport", scope: "leads:export" },
	"POST /searches/:id/cancel": { action: "searches.cancel", scope: "searches:write", idempotent: true },
	"DELETE /searches/:id": { action: "searches.remove", scope: "searches:write" },
	"GET /leads": { action: "leads.list", scope: "leads:read" },
	"GET /leads/:id": { action: "leads.get", scope: "leads:read" },
	"PATCH /leads/:id": { action: "leads.update", scope: "leads:write" },
	"POST /leads/export": { action: "exports.leadsExport", scope: "leads:export", readOnly: true },
	"POST /webhooks": { action: "webhooks.create", scope: "webhooks:write", idempotent: true, secretAnswer: true },
	"GET /webhooks": { action: "webhooks.list", scope: "webhooks:read" },
	"POST /webhooks/test": { action: "webhooks.test", scope: "webhooks:write", idempotent: true },
	"PATCH /webhooks/:id": { action: "webhooks.update", scope: "webhooks:write" },
	"DELETE /webhooks/:id": { action: "webhooks.remove", scope: "webhooks:write" },
	"GET /businesses": { action: "dataset.list", scope: "business:read" },
	"POST /businesses/unlock": { action: "dataset.unlock", scope: "business:unlock", idempotent: true },
	"GET /businesses/:cid": { action: "dataset.getByCid", scope: "business:read" },
	"POST /businesses/:cid/research": { action: "runs.research", scope: "business:unlock", idempotent: true },
	"GET /businesses/:cid/runs": { action: "runs.businessRuns", scope: "business:read" },
	"GET /runs/:id": { action: "runs.get", scope: "business:read" },
	"POST /runs/:id/cancel": { action: "runs.cancel", scope: "business:unlock", idempotent: true },
	"GET /businesses/:cid/reviews": { action: "runs.reviews", scope: "business:read" },
	"GET /businesses/:cid/reviews/items": { action: "runs.reviewItems", scope: "business:read" },
	"PUT /businesses/:cid/monitor": { action: "monitors.put", scope: "business:unlock" },
	"GET /businesses/:cid/monitor": { action: "monitors.get", scope: "business:read" },
	"DELETE /businesses/:cid/monitor": { action: "monitors.remove", scope: "business:unlock" },
	"GET /monitors": { action: "monitors.list", scope: "business:read" },
	"GET /businesses/:cid/changes": { action: "monitors.changes", scope: "business:read" },
	"POST /watches": { action: "watches.create", scope: "searches:write", idempotent: true },
	"GET /watches": { action: "watches.list", scope: "searches:read" },
	"GET /watches/:id": { action: "watches.get", scope: "searches:read" },
	"PATCH /watches/:id": { action: "watches.update", scope: "searches:write" },
	"DELETE /watches/:id": { action: "watches.remove", scope: "searches:write" },
	"GET /watches/:id/changes": { action: "watches.changes", scope: "searches:read" },
	"POST /watches/:id/run": { action: "watches.run", scope: "searches:write", idempotent: true },
};

export const SCOPE_OF_ACTION: ReadonlyMap<string, Scope> = new Map(Object.values(API_ROUTES).map((r) => [r.action, r.scope]));

export const IDEMPOTENT_ACTIONS: ReadonlySet<string> = new Set(
	Object.values(API_ROUTES)
		.filter((r) => r.idempotent)
		.map((r) => r.action),
);

/** The actions whose answer holds a secret (`secretAnswer`). */
export const SECRET_ANSWER_ACTIONS: ReadonlySet<string> = new Set(
	Object.values(API_ROUTES)
		.filter((r) => r.secretAnswer)
		.map((r) => r.action),
);

export function aliases(): Record<string, string> {
	return Object.fromEntries(Object.entries(API_ROUTES).map(([path, r]) => [path, r.action]));
}
