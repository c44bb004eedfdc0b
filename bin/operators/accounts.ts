// The contracts of the actions called here (their types only).
import type {} from "../../services/billing/billing.contract";
import type {} from "../../services/keys/keys.contract";
import type {} from "../../services/searches/searches.contract";
import { call } from "../../shared/bus";
import {
	command,
	fields,
	idArg,
	idFlag,
	intFlag,
	PAGE_FLAGS,
	PAGE_USAGE,
	pageFlags,
	pageText,
	planFlag,
	requiredFlag,
	statusFlag,
	table,
	UsageError,
	type OperatorCommand,
} from "./command";

const RECENT_SEARCHES = 5;

/** Accounts, their keys and their credits. */
export const ACCOUNT_COMMANDS: Record<string, OperatorCommand> = {
	"accounts:create": command({
		usage: "accounts:create [--plan lite|pro|max|none (default pro)] [--credits N] [--status active|trialing|past_due|canceled] [--name NAME]",
		flags: ["plan", "credits", "status", "name"],
		services: ["keys", "billing"],
		params: ({ flags }) => ({
			name: flags.name ?? null,
			plan: planFlag(flags, "pro")!,
			accessStatus: statusFlag(flags, "active")!,
			credits: intFlag(flags, "credits", false),
		}),
		run: (broker, params) => call(broker, "keys.createAccount", params),
		text: (result) => [`account ${result.accountId}`, result.key],
	}),
	"accounts:list": command({
		usage: `accounts:list [--plan lite|pro|max|none] [--status active|trialing|past_due|canceled] ${PAGE_USAGE}  (newest first)`,
		flags: ["plan", "status", ...PAGE_FLAGS],
		services: ["billing", "keys"],
		params: ({ flags }) => {
			const plan = planFlag(flags);
			return { plan: plan === null ? ("none" as const) : plan, accessStatus: statusFlag(flags), ...pageFlags(flags) };
		},
		async run(broker, params) {
			const page = await call(broker, "billing.listAccounts", params);
			const summaries = await call(broker, "keys.describeAccounts", { ids: page.data.map((a) => a.accountId) });
			const byId = new Map(summaries.map((s) => [s.accountId, s]));
			return { ...page, data: page.data.map((a) => ({ ...a, name: byId.get(a.accountId)?.name ?? null, activeKeys: byId.get(a.accountId)?.activeKeys ?? 0 })) };
		},
		text: (page) =>
			pageText(page, {
				account: (a) => a.accountId,
				name: (a) => a.name,
				plan: (a) => a.plan ?? "none",
				status: (a) => a.accessStatus,
				balance: (a) => a.credits.balance,
				keys: (a) => a.activeKeys,
				opened: (a) => a.openedAt,
			}),
	}),
	"accounts:show": command({
		usage: "accounts:show <accountId>  (plan, status, balance, open reservations, keys, recent searches)",
		flags: [],
		args: ["accountId"],
		services: ["billing", "keys", "searches"],
		params: (input) => ({ accountId: idArg(input, "accountId") }),
		async run(broker, { accountId }) {
			const { account, reservations } = await call(broker, "billing.inspectAccount", { accountId });
			const [summary] = await call(broker, "keys.describeAccounts", { ids: [accountId] });
			const searches = await call(broker, "searches.listAll", { accountId, limit: RECENT_SEARCHES });
			return {
				...account,
				name: summary?.name ?? null,
				createdAt: summary?.createdAt ?? null,
				activeKeys: summary?.activeKeys ?? 0,
				reservations,
				recentSearches: searches.data,
			};
		},
		text: (a) => [
			...fields({
				account: a.accountId,
				name: a.name,
				created: a.createdAt,
				plan: a.plan ?? "none",
				status: a.accessStatus,
				balance: `${a.credits.balance} (monthly allowance ${a.credits.monthlyAllowance}, resets ${a.resetsAt ?? "never"})`,
				"rate limit": `${a.rateLimitPerMinute}/min`,
				"active keys": a.activeKeys,
				reserved: `${a.reservations.reduce((sum, r) => sum + r.reserved - r.used, 0)} credits in ${a.reservations.length} open reservation(s)`,
			}),
			...(a.reservations.length
				? [
						"",
						...table(a.reservations, {
							reservation: (r) => r.reservation,
							reserved: (r) => r.reserved,
							used: (r) => r.used,
							since: (r) => r.createdAt,
						}),
					]
				: []),
			"",
			`recent searches (${a.recentSearches.length}):`,
			...(a.recentSearches.length
				? table(a.recentSearches, {
						search: (s) => s.id,
						provider: (s) => s.provider,
						status: (s) => s.status,
						results: (s) => s.resultCount,
						keyword: (s) => s.keyword,
						created: (s) => s.createdAt,
					})
				: []),
		],
	}),
	"accounts:plan": command({
		usage: "accounts:plan --account ID [--plan lite|pro|max|none] [--status active|trialing|past_due|canceled]  (what is left out stays)",
		flags: ["account", "plan", "status"],
		services: ["billing"],
		params: ({ flags }) => {
			const accountId = idFlag(flags, "account", true);
			const plan = planFlag(flags);
			const accessStatus = statusFlag(flags);
			if (plan === undefined && accessStatus === undefined) throw new UsageError("give --plan, --status or both");
			return { accountId, plan, accessStatus };
		},
		run: (broker, params) => call(broker, "billing.setPlan", params),
		text: (usage) => [JSON.stringify(usage)],
	}),
	"accounts:rate-limit": command({
		usage: "accounts:rate-limit --account ID --per-minute N|plan",
		flags: ["account", "per-minute"],
		services: ["billing"],
		params: ({ flags }) => {
			const raw = requiredFlag(flags, "per-minute");
			return { accountId: idFlag(flags, "account", true), perMinute: raw === "plan" ? null : intFlag(flags, "per-minute", true)! };
		},
		run: (broker, params) => call(broker, "billing.setRateLimit", params),
		text: (usage) => [`rate limit ${usage.rateLimitPerMinute}/min`],
	}),
	"credits:grant": command({
		usage: "credits:grant --account ID --credits N --reference REF  (REF is the grant's idempotency key: the same REF again grants nothing more)",
		flags: ["account", "credits", "reference"],
		services: ["billing"],
		params: ({ flags }) => ({
			accountId: idFlag(flags, "account", true),
			credits: intFlag(flags, "credits", true)!,
			idempotencyKey: requiredFlag(flags, "reference"),
		}),
		run: (broker, params) => call(broker, "billing.grant", params),
		text: (usage) => [`balance ${usage.credits.balance}`],
	}),
	ledger: command({
		usage: `ledger --account ID ${PAGE_USAGE}  (credit movements, newest first)`,
		flags: ["account", ...PAGE_FLAGS],
		services: ["billing"],
		params: ({ flags }) => ({ accountId: idFlag(flags, "account", true), ...pageFlags(flags) }),
		run: (broker, params) => call(broker, "billing.ledger", params),
		text: (page) =>
			pageText(page, {
				id: (e) => e.id,
				at: (e) => e.createdAt,
				kind: (e) => e.kind,
				amount: (e) => (e.amount > 0 ? `+${e.amount}` : e.amount),
				key: (e) => e.key,
			}),
	}),
	"keys:create": command({
		usage: "keys:create --account ID [--name NAME]",
		flags: ["account", "name"],
		services: ["keys"],
		params: ({ flags }) => ({ accountId: idFlag(flags, "account", true), name: flags.name ?? null }),
		run: (broker, params) => call(broker, "keys.issue", params),
		text: (result) => [`key ${result.apiKey.id}`, result.key],
	}),
	"keys:list": command({
		usage: "keys:list --account ID  (keys not revoked, newest first; never the secrets)",
		flags: ["account"],
		services: ["keys"],
		params: ({ flags }) => ({ accountId: idFlag(flags, "account", true) }),
		run: (broker, params) => call(broker, "keys.listOfAccount", params),
		text: ({ data }) =>
			data.length
				? table(data, {
						key: (k) => k.id,
						name: (k) => k.name,
						start: (k) => `${k.prefix}${k.start}…`,
						enabled: (k) => k.enabled,
						scopes: (k) => k.scopes?.join(",") ?? "all",
						expires: (k) => k.expiresAt ?? "never",
						"last request": (k) => k.lastRequest,
						created: (k) => k.createdAt,
					})
				: ["no keys"],
	}),
	"keys:disable": command({
		usage: "keys:disable --key KEY_ID  (keys:revoke ends a key for good)",
		flags: ["key"],
		services: ["keys"],
		params: ({ flags }) => ({ id: idFlag(flags, "key", true), enabled: false }),
		run: (broker, params) => call(broker, "keys.setEnabled", params),
		text: (key) => [`key ${key.id} disabled`],
	}),
	"keys:revoke": command({
		usage: "keys:revoke <keyId>  (for good, at once on every gateway; revoking again changes nothing)",
		flags: [],
		args: ["keyId"],
		services: ["keys"],
		params: (input) => ({ id: idArg(input, "keyId") }),
		run: (broker, params) => call(broker, "keys.revokeAny", params),
		text: (r) => [r.alreadyRevoked ? `key ${r.apiKey.id} was revoked already` : `key ${r.apiKey.id} revoked`],
	}),
};
