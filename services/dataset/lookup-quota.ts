import { AccountRateLimitedError, lockAccountFor } from "../../shared/account-caps";
import { transaction } from "../../shared/db";
import { UNSEEN_LOOKUPS_PER_MINUTE } from "./dataset.contract";

/**
 * Takes `n` of the account's unseen-id lookups of the last minute, all or none: reading a provider
 * costs us whatever the request then buys, so an account may have at most UNSEEN_LOOKUPS_PER_MINUTE
 * of them a minute, every instance counting in one table under the account's lock. A batch
 * needing more than is left is refused whole, before any lookup: 429 with Retry-After (when
 * enough of the minute's lookups will have aged out).
 */
export async function takeLookupQuota(accountId: string, n: number): Promise<void> {
	const refusal = await transaction(async (tx) => {
		await lockAccountFor(tx, "unseen-lookups", accountId);
		await tx.query("DELETE FROM unseen_lookups WHERE account_id = $1 AND at <= now() - interval '1 minute'", [accountId]);
		const recent = await tx.query<{ n: number; age_ms: number }>(
			`SELECT n, (EXTRACT(EPOCH FROM now() - at) * 1000)::float8 AS age_ms FROM unseen_lookups WHERE account_id = $1 ORDER BY at`,
			[accountId],
		);
		let used = recent.reduce((sum, r) => sum + r.n, 0);
		if (used + n <= UNSEEN_LOOKUPS_PER_MINUTE) {
			await tx.query("INSERT INTO unseen_lookups (account_id, n) VALUES ($1, $2)", [accountId, n]);
			return null;
		}
		// The wait until the oldest lookups have left the minute and room enough is free (a batch over the whole cap never fits).
		for (const r of recent) {
			used -= r.n;
			if (used + n <= UNSEEN_LOOKUPS_PER_MINUTE) return Math.max(1, Math.ceil((60_000 - r.age_ms) / 1000));
		}
		return 60;
	});
	if (refusal !== null) throw new AccountRateLimitedError("lookups of ids the dataset has not seen", UNSEEN_LOOKUPS_PER_MINUTE, refusal);
}
