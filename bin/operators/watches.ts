// The contract of the actions called here (its types only).
import "../../services/watches/watches.contract";
import { call } from "../../shared/bus";
import { command, enumFlag, idArg, idFlag, PAGE_FLAGS, PAGE_USAGE, pageFlags, pageText, type OperatorCommand } from "./command";
import type { OperatorWatch } from "../../services/watches/watches.contract";

/** What a watch searches for, in a few words: its terms and where. */
function queryText(w: OperatorWatch): string {
	const q = w.query;
	const terms = q.keywords?.join(", ") ?? q.keyword ?? "";
	const where = q.location ?? (q.area ? "an area" : "anywhere");
	return `${terms} in ${where}${q.provider ? ` (${q.provider})` : ""}`;
}

function lastRunText(w: OperatorWatch): string {
	const r = w.lastRun;
	if (!r) return "none";
	const found = `${r.opened} opened, ${r.closed} closed, ${r.reopened} reopened`;
	return `${r.status}${r.error ? ` (${r.error})` : ""}, started ${r.startedAt}, search ${r.searchId ?? "-"}: ${found}`;
}

/** Area watches of any account: the list, and one watch with its claim and what its runs have seen. */
export const WATCH_COMMANDS: Record<string, OperatorCommand> = {
	"watches:list": command({
		usage: `watches:list [--account ID] [--enabled true|false] ${PAGE_USAGE}  (newest first)`,
		flags: ["account", "enabled", ...PAGE_FLAGS],
		services: ["watches"],
		params: ({ flags }) => {
			const enabled = enumFlag(flags, "enabled", ["true", "false"] as const);
			return { accountId: idFlag(flags, "account", false), enabled: enabled === undefined ? undefined : enabled === "true", ...pageFlags(flags) };
		},
		run: (broker, params) => call(broker, "watches.operatorList", params),
		text: (page) =>
			pageText(page, {
				watch: (w) => w.id,
				account: (w) => w.accountId,
				query: queryText,
				every: (w) => `${w.intervalDays}d`,
				enabled: (w) => (w.enabled ? "yes" : (w.disabledReason ?? "no")),
				"next run": (w) => w.nextRunAt,
				"last run": (w) => w.lastRun?.status,
				changes: (w) => w.changes,
			}),
	}),
	"watches:show": command({
		usage: "watches:show <watchId>  (a watch, its last run and claim, and what its runs have seen)",
		flags: [],
		args: ["watchId"],
		services: ["watches"],
		params: (input) => ({ id: idArg(input, "watchId") }),
		run: (broker, params) => call(broker, "watches.operatorShow", params),
		text: (w) => [
			`watch ${w.id} of account ${w.accountId}: ${queryText(w)}, every ${w.intervalDays} day(s), ${w.enabled ? "enabled" : `disabled${w.disabledReason ? ` (${w.disabledReason})` : ""}`}`,
			`next run ${w.nextRunAt ?? "-"}; last due ${w.lastDueAt ?? "never"}; ${w.runs} run(s), ${w.unpaidRuns} unpaid in a row`,
			`last run: ${lastRunText(w)}`,
			...(w.pendingDueAt ? [`run due ${w.pendingDueAt} claimed by ${w.claimedBy ?? "-"}, its search not known yet`] : []),
			...(w.activeRunId ? [`run ${w.activeRunId} not recorded yet (its search has not ended)`] : []),
			`${w.baselined ? "baseline made" : "no baseline yet"}: ${w.places} business(es) seen, ${w.closedPlaces} closed; ${w.changes} change(s) found`,
			`query: ${JSON.stringify(w.query)}`,
		],
	}),
};
