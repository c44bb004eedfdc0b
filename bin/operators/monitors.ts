// The contract of the actions called here (its types only).
import "../../services/monitors/monitors.contract";
import { call } from "../../shared/bus";
import { command, enumFlag, idArg, idFlag, PAGE_FLAGS, PAGE_USAGE, pageFlags, pageText, table, type OperatorCommand } from "./command";

/** Business monitors of any account: the list, and one subscription with its last observation. */
export const MONITOR_COMMANDS: Record<string, OperatorCommand> = {
	"monitors:list": command({
		usage: `monitors:list [--account ID] [--enabled true|false] ${PAGE_USAGE}  (newest first)`,
		flags: ["account", "enabled", ...PAGE_FLAGS],
		services: ["monitors", "dataset"],
		params: ({ flags }) => {
			const enabled = enumFlag(flags, "enabled", ["true", "false"] as const);
			return { accountId: idFlag(flags, "account", false), enabled: enabled === undefined ? undefined : enabled === "true", ...pageFlags(flags) };
		},
		run: (broker, params) => call(broker, "monitors.operatorList", params),
		text: (page) =>
			pageText(page, {
				monitor: (m) => m.id,
				account: (m) => m.accountId,
				cid: (m) => m.cid,
				every: (m) => `${m.intervalDays}d`,
				enabled: (m) => m.enabled,
				"next check": (m) => m.nextCheckAt,
				"last check": (m) => m.lastDueAt,
				changes: (m) => m.changes,
			}),
	}),
	"monitors:show": command({
		usage: "monitors:show <monitorId>  (a subscription, its last check, the observation the next one compares with)",
		flags: [],
		args: ["monitorId"],
		services: ["monitors", "dataset"],
		params: (input) => ({ id: idArg(input, "monitorId") }),
		run: (broker, params) => call(broker, "monitors.operatorShow", params),
		text: (m) => [
			`monitor ${m.id} of account ${m.accountId}: business ${m.businessId} (cid ${m.cid ?? "-"}), every ${m.intervalDays} day(s), ${m.enabled ? "enabled" : "disabled"}`,
			`next check ${m.nextCheckAt}; last check due ${m.lastDueAt ?? "never"} (run ${m.lastRunId ?? "-"})${m.pendingDueAt ? `; check due ${m.pendingDueAt} claimed, its run not known yet` : ""}`,
			`${m.changes} change(s) found; last observed ${m.lastObservedAt ?? "never"}`,
			...(m.lastObservation ? table(Object.entries(m.lastObservation), { field: ([f]) => f, value: ([, v]) => JSON.stringify(v) }) : []),
		],
	}),
};
