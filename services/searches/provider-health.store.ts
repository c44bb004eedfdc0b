import { query, transaction } from "../../shared/db";
import {
	applyHealth,
	initialDriftState,
	statusOf,
	type DriftChange,
	type DriftState,
	type PageHealth,
	type ProviderStatus,
} from "../../shared/provider-health";

/**
 * provider_health: one row per provider, the drift state every scraper pod reports into (through
 * searches.deliverPage). Each report moves the row under its lock, in a transaction of its own that
 * calls nothing: two pods reporting at once are applied one after the other, and exactly one of them
 * sees a raise or a clearing (and logs it).
 */
interface HealthRow {
	provider: string;
	state: DriftState;
	drifting: boolean;
	drifting_since: Date | null;
	updated_at: Date;
}

function stateOf(row: HealthRow | undefined): DriftState {
	return row ? { ...initialDriftState(), ...row.state } : initialDriftState();
}

export async function recordHealth(provider: string, page: PageHealth, example: string | null): Promise<{ status: ProviderStatus; change: DriftChange }> {
	return transaction(async (tx) => {
		const lock = () => tx.query<HealthRow>(`SELECT * FROM provider_health WHERE provider = $1 FOR UPDATE`, [provider]);
		let [row] = await lock();
		// The provider's first report writes its row (once, whoever comes first); every later one only locks it.
		if (!row) {
			await tx.query(`INSERT INTO provider_health (provider, state) VALUES ($1, $2::jsonb) ON CONFLICT DO NOTHING`, [
				provider,
				JSON.stringify(initialDriftState()),
			]);
			[row] = await lock();
		}
		const { state, change } = applyHealth(stateOf(row), page, example);
		const [saved] = await tx.query<HealthRow>(
			`UPDATE provider_health SET state = $2::jsonb, drifting = $3,
				drifting_since = CASE WHEN $4 THEN now() WHEN $3 THEN drifting_since ELSE NULL END, updated_at = now()
			WHERE provider = $1 RETURNING *`,
			[provider, JSON.stringify(state), state.drifting, change === "raised"],
		);
		return { status: statusOf(provider, state, saved.drifting_since, saved.updated_at), change };
	});
}

/** Every provider that reported, by name. */
export async function statuses(): Promise<ProviderStatus[]> {
	const rows = await query<HealthRow>(`SELECT * FROM provider_health ORDER BY provider`);
	return rows.map((r) => statusOf(r.provider, stateOf(r), r.drifting_since, r.updated_at));
}

/** Whether the provider drifts now (false for one that never reported). */
export async function isDrifting(provider: string): Promise<boolean> {
	const rows = await query<{ drifting: boolean }>(`SELECT drifting FROM provider_health WHERE provider = $1`, [provider]);
	return rows[0]?.drifting ?? false;
}
