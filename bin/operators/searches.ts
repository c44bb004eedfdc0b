import { PROVIDERS } from "../../shared/business";
// The contract of the actions called here (its types only).
import { SEARCH_STATUSES, type OperatorSearch } from "../../services/searches/searches.contract";
import { call } from "../../shared/bus";
import { command, enumFlag, fields, idArg, idFlag, PAGE_FLAGS, PAGE_USAGE, pageFlags, pageText, table, type OperatorCommand } from "./command";

/** Where a search looks: its location, or its exact area in short. */
function whereOf(s: OperatorSearch): string {
	if (s.location) return ` in ${s.location}`;
	if (!s.area) return "";
	if ("center" in s.area) return ` within ${s.area.radiusKm} km of ${s.area.center.lat},${s.area.center.lng}`;
	return ` in a ${s.area.type}`;
}

function searchFields(s: OperatorSearch): string[] {
	return fields({
		search: s.id,
		account: s.accountId,
		provider: s.provider,
		status: s.status,
		error: s.error,
		query: `${s.keyword}${whereOf(s)} (${s.language}, up to ${s.maxResults})`,
		filters: s.filters ? JSON.stringify(s.filters) : null,
		progress: `${s.progress.phase}: found ${s.progress.found}, processed ${s.progress.processed}, failed ${s.progress.failed}, filtered ${s.progress.filtered}`,
		results: s.resultCount,
		reserved: s.reserved,
		attempts: s.attempts,
		"cancel requested": s.cancelRequested,
		lease: s.leaseOwner ? `${s.leaseOwner} until ${s.leaseExpiresAt}` : null,
		created: s.createdAt,
		started: s.startedAt,
		finished: s.finishedAt,
		"retried as": s.retriedAs,
		warnings: s.warnings.length ? s.warnings.join(", ") : null,
	});
}

/** Searches of any account, and the job queues. */
export const SEARCH_COMMANDS: Record<string, OperatorCommand> = {
	"searches:list": command({
		usage: `searches:list [--account ID] [--status ${SEARCH_STATUSES.join("|")}] [--provider ${PROVIDERS.join("|")}] ${PAGE_USAGE}  (newest first)`,
		flags: ["account", "status", "provider", ...PAGE_FLAGS],
		services: ["searches"],
		params: ({ flags }) => ({
			accountId: idFlag(flags, "account", false),
			status: enumFlag(flags, "status", SEARCH_STATUSES),
			provider: enumFlag(flags, "provider", PROVIDERS),
			...pageFlags(flags),
		}),
		run: (broker, params) => call(broker, "searches.listAll", params),
		text: (page) =>
			pageText(page, {
				search: (s) => s.id,
				account: (s) => s.accountId,
				provider: (s) => s.provider,
				status: (s) => s.status,
				results: (s) => s.resultCount,
				created: (s) => s.createdAt,
				query: (s) => `${s.keyword}${whereOf(s)}`,
			}),
	}),
	"searches:show": command({
		usage: "searches:show <searchId>",
		flags: [],
		args: ["searchId"],
		services: ["searches"],
		params: (input) => ({ id: idArg(input, "searchId") }),
		run: (broker, params) => call(broker, "searches.inspect", params),
		text: searchFields,
	}),
	"searches:cancel": command({
		usage: "searches:cancel <searchId>  (a pending search ends at once and gives its credits back; a running one when its worker sees it)",
		flags: [],
		args: ["searchId"],
		services: ["searches", "billing"],
		params: (input) => ({ id: idArg(input, "searchId") }),
		run: (broker, params) => call(broker, "searches.cancelAny", params),
		text: (s) => [`search ${s.id}: cancel requested, now ${s.status}`],
	}),
	"searches:retry": command({
		usage:
			"searches:retry <searchId>  (a failed search only: a new search with the same query for the same account, its credits reserved anew; once per failed search)",
		flags: [],
		args: ["searchId"],
		services: ["searches", "billing"],
		params: (input) => ({ id: idArg(input, "searchId") }),
		run: (broker, params) => call(broker, "searches.retryFailed", params),
		text: (r) => [
			r.replayed ? `search ${r.retryOf} was retried already as ${r.search.id} (nothing new reserved)` : `search ${r.retryOf} retried as ${r.search.id}`,
			...searchFields(r.search),
		],
	}),
	queues: command({
		usage: "queues  (search jobs pending and running, by provider)",
		flags: [],
		services: ["searches"],
		params: () => undefined,
		run: (broker) => call(broker, "searches.queues"),
		text: (queues) =>
			table(queues, {
				provider: (q) => q.provider,
				pending: (q) => q.pending,
				running: (q) => q.running,
				"oldest pending": (q) => q.oldestPendingAt,
			}),
	}),
};
