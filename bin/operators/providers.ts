// The contract of the actions called here (its types only).
import type { ProviderStatus } from "../../services/searches/searches.contract";
import { call } from "../../shared/bus";
import { HEALTH_FIELDS } from "../../shared/provider-health";
import { command, table, type OperatorCommand } from "./command";

/** `0.82 (0.85)`: the recent share and its trailing mean. */
function share(f: { share: number; trailing: number }): string {
	return `${f.share.toFixed(2)} (${f.trailing.toFixed(2)})`;
}

function statusText(statuses: ProviderStatus[]): string[] {
	if (!statuses.length) return ["no provider has reported yet (a provider reports once its scrapers have searched)"];
	const lines = table(statuses, {
		provider: (s) => s.provider,
		state: (s) => (s.drifting ? `DRIFTING since ${s.since}` : "ok"),
		results: (s) => s.results,
		answers: (s) => s.answers,
		recognised: (s) => share(s.recognised),
		...Object.fromEntries(HEALTH_FIELDS.map((f) => [f, (s: ProviderStatus) => share(s.fields[f])])),
	});
	const drifting = statuses.filter((s) => s.drifting);
	for (const s of drifting) {
		lines.push("", `${s.provider}: under half its trailing mean: ${s.driftingFields.join(", ")}`);
		if (s.examples.length) lines.push(`  pages that showed it: ${s.examples.join("; ")}`);
	}
	lines.push("", "share (trailing mean) of recent results with each field; see docs/provider-drift.md");
	return lines;
}

/** The providers' health and drift state (docs/provider-drift.md). */
export const PROVIDER_COMMANDS: Record<string, OperatorCommand> = {
	"providers:status": command({
		usage: "providers:status  (each provider's health: results, answers recognised, share of results with each field, and whether its layout changed)",
		flags: [],
		services: ["searches"],
		params: () => undefined,
		run: (broker) => call(broker, "searches.providerStatus"),
		text: statusText,
	}),
};
