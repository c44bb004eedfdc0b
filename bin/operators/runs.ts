// The contract of the actions called here (its types only).
import { RUN_KINDS, RUN_STATUSES, type OperatorRun } from "../../services/runs/runs.contract";
import { call } from "../../shared/bus";
import { command, enumFlag, fields, idArg, idFlag, PAGE_FLAGS, PAGE_USAGE, pageFlags, pageText, type OperatorCommand } from "./command";

function runFields(r: OperatorRun): string[] {
	return fields({
		run: r.id,
		account: r.accountId,
		kind: r.kind,
		status: r.status,
		error: r.error,
		step: r.step,
		business: `${r.businessId} (${r.provider} ${r.providerBusinessId})`,
		"max reviews": r.kind === "research" ? r.maxReviews : null,
		subscription: r.subscriptionId,
		attempts: r.attempts,
		"cancel requested": r.cancelRequested,
		lease: r.leaseOwner ? `${r.leaseOwner} until ${r.leaseExpiresAt}` : null,
		created: r.createdAt,
		started: r.startedAt,
		finished: r.finishedAt,
	});
}

/** Business runs (research runs and monitor checks) of any account. */
export const RUN_COMMANDS: Record<string, OperatorCommand> = {
	"runs:list": command({
		usage: `runs:list [--account ID] [--status ${RUN_STATUSES.join("|")}] [--kind ${RUN_KINDS.join("|")}] ${PAGE_USAGE}  (newest first)`,
		flags: ["account", "status", "kind", ...PAGE_FLAGS],
		services: ["runs"],
		params: ({ flags }) => ({
			accountId: idFlag(flags, "account", false),
			status: enumFlag(flags, "status", RUN_STATUSES),
			kind: enumFlag(flags, "kind", RUN_KINDS),
			...pageFlags(flags),
		}),
		run: (broker, params) => call(broker, "runs.listAll", params),
		text: (page) =>
			pageText(page, {
				run: (r) => r.id,
				account: (r) => r.accountId,
				kind: (r) => r.kind,
				status: (r) => r.status,
				step: (r) => r.step,
				business: (r) => `${r.provider} ${r.providerBusinessId}`,
				created: (r) => r.createdAt,
				error: (r) => r.error,
			}),
	}),
	"runs:show": command({
		usage: "runs:show <runId>",
		flags: [],
		args: ["runId"],
		services: ["runs"],
		params: (input) => ({ id: idArg(input, "runId") }),
		run: (broker, params) => call(broker, "runs.inspect", params),
		text: runFields,
	}),
	"runs:cancel": command({
		usage: "runs:cancel <runId>  (a pending run ends at once and is refunded; a running one when its worker sees it, not refunded)",
		flags: [],
		args: ["runId"],
		services: ["runs", "billing"],
		params: (input) => ({ id: idArg(input, "runId") }),
		run: (broker, params) => call(broker, "runs.cancelAny", params),
		text: (r) => [`run ${r.id}: cancel requested, now ${r.status}`],
	}),
};
