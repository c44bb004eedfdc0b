import { query, transaction, type Tx } from "../../shared/db";
import { leaseUntil, type JobLane, type LeasedTable } from "../../shared/jobs/lease";
import { PROVIDERS, type Provider } from "../../shared/business";
import type { Narrative, ReviewForAnalysis, Signal } from "../analysis/analysis.contract";
import type { ProviderReview, ReviewsOrder, ReviewsSort } from "../scrapers/scrapers.contract";
import {
	RUN_KINDS,
	type BusinessRun,
	type BusinessRunSummary,
	type OperatorRun,
	type ReviewItem,
	type RunKind,
	type RunStatus,
	type RunStep,
} from "./runs.contract";

export interface RunRow {
	id: string;
	account_id: string;
	kind: RunKind;
	status: RunStatus;
	business_id: string;
	provider: Provider;
	provider_business_id: string;
	max_reviews: number;
	subscription_id: string | null;
	/** paid for (a run is written first, then billed); only funded runs are claimed */
	funded: boolean;
	step: RunStep;
	cancel_requested: boolean;
	lease_owner: string | null;
	lease_expires_at: Date | null;
	attempts: number;
	error: string | null;
	/** how many of the account's runs of this kind may run at once (the plan's when the run was made) */
	running_cap: number;
	/** ended, and billing has not confirmed its refund (or its price final) yet: the sweep does it */
	settlement_due: boolean;
	/** a research run's review order and cutoff as asked (null: newest first, every review) */
	reviews_sort: ReviewsSort | null;
	reviews_since: Date | null;
	/** how it ran, when a client should know (`provider_layout_changed`) */
	warnings: string[];
	created_at: Date;
	updated_at: Date;
	started_at: Date | null;
	finished_at: Date | null;
}

/** A run the account sees: paid for, or ended (a monitor check that could not be paid); not one still being made. */
const VISIBLE = "(funded OR status <> 'pending')";

export function isVisible(row: RunRow): boolean {
	return row.funded || row.status !== "pending";
}

export const RUNS: LeasedTable = { table: "business_runs" };

/** A run as its worker holds it. */
export interface RunJob {
	id: string;
	accountId: string;
	kind: RunKind;
	businessId: string;
	provider: Provider;
	providerBusinessId: string;
	maxReviews: number;
	subscriptionId: string | null;
	step: RunStep;
	attempts: number;
	reviewsOrder: ReviewsOrder;
}

/**
 * A kind's lane: runs of that kind of the providers a scraper serves now. Research runs and monitor
 * checks count apart toward the account's cap, and a research backlog never holds a check back.
 */
export function runLane(kind: RunKind, providers: Provider[]): JobLane {
	return {
		turn: `business_runs.claim.${kind}`,
		where: "c.kind = $3 AND c.provider = ANY($4::text[])",
		params: [kind, providers],
		ready: "c.funded",
		counted: `r.kind = '${kind === "monitor" ? "monitor" : "research"}'`,
		cap: "c.running_cap",
	};
}

/** A run's price goes back when it failed, or was canceled before a worker took it; otherwise it is final. */
export function refundOwed(row: Pick<RunRow, "status" | "started_at">): boolean {
	return row.status === "failed" || (row.status === "canceled" && row.started_at === null);
}
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toRun(row: RunRow): BusinessRun {
	return {
		id: row.id,
		kind: row.kind,
		status: row.status,
		businessId: row.business_id,
		error: row.error,
		createdAt: new Date(row.created_at).toISOString(),
		updatedAt: new Date(row.updated_at).toISOString(),
		warnings: row.warnings ?? [],
		...(row.kind === "research" ? { reviewsSort: row.reviews_sort ?? "newest", reviewsSince: iso(row.reviews_since) } : {}),
	};
}

export function toSummary(row: RunRow): BusinessRunSummary {
	return { id: row.id, kind: row.kind, status: row.status, createdAt: new Date(row.created_at).toISOString() };
}

export function toOperatorRun(row: RunRow): OperatorRun {
	return {
		...toRun(row),
		accountId: row.account_id,
		provider: row.provider,
		providerBusinessId: row.provider_business_id,
		maxReviews: row.max_reviews,
		subscriptionId: row.subscription_id,
		step: row.step,
		attempts: row.attempts,
		cancelRequested: row.cancel_requested,
		leaseOwner: row.lease_owner,
		leaseExpiresAt: iso(row.lease_expires_at),
		startedAt: iso(row.started_at),
		finishedAt: iso(row.finished_at),
	};
}

export function toJob(row: RunRow): RunJob {
	return {
		id: row.id,
		accountId: row.account_id,
		kind: row.kind,
		businessId: row.business_id,
		provider: row.provider,
		providerBusinessId: row.provider_business_id,
		maxReviews: row.max_reviews,
		subscriptionId: row.subscription_id,
		step: row.step,
		attempts: row.attempts,
		reviewsOrder: { sort: row.reviews_sort ?? "newest", since: iso(row.reviews_since) },
	};
}

export interface NewRun {
	id: string;
	accountId: string;
	kind: RunKind;
	businessId: string;
	provider: Provider;
	providerBusinessId: string;
	maxReviews: number;
	subscriptionId: string | null;
	runningCap: number;
	reviewsOrder?: ReviewsOrder;
}

/** Writes runs not yet paid for (never claimed until funded); those whose id exists already are left as they are. */
export async function insertRuns(runs: NewRun[]): Promise<void> {
	if (!runs.length) return;
	await query(
		`INSERT INTO business_runs (id, account_id, kind, business_id, provider, provider_business_id, max_reviews, subscription_id, running_cap,
			reviews_sort, reviews_since)
		 SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::uuid[], $5::text[], $6::text[], $7::int[], $8::uuid[], $9::int[], $10::text[], $11::timestamptz[])
		 ON CONFLICT (id) DO NOTHING`,
		[
			runs.map((r) => r.id),
			runs.map((r) => r.accountId),
			runs.map((r) => r.kind),
			runs.map((r) => r.businessId),
			runs.map((r) => r.provider),
			runs.map((r) => r.providerBusinessId),
			runs.map((r) => r.maxReviews),
			runs.map((r) => r.subscriptionId),
			runs.map((r) => r.runningCap),
			runs.map((r) => r.reviewsOrder?.sort ?? null),
			runs.map((r) => r.reviewsOrder?.since ?? null),
		],
	);
}

/** Marks paid runs claimable; the rows that were waiting for it. */
export async function fund(ids: string[]): Promise<RunRow[]> {
	return query<RunRow>(
		`UPDATE business_runs SET funded = true, updated_at = now() WHERE id = ANY($1::uuid[]) AND NOT funded AND status = 'pending' RETURNING *`,
		[ids],
	);
}

/**
 * What a batch's purchase decided, in one statement: paid runs become claimable, the others
 * end failed with why (nothing charged, nothing to refund). The paid runs' providers, to wake.
 */
export async function recordPurchases(paid: string[], refused: { id: string; error: string }[]): Promise<Array<{ id: string; provider: Provider }>> {
	return query<{ id: string; provider: Provider }>(
		`WITH decided AS (
			SELECT id, NULL::text AS error FROM unnest($1::uuid[]) AS id
			UNION ALL SELECT id, error FROM unnest($2::uuid[], $3::text[]) AS f(id, error))
		 UPDATE business_runs r SET funded = d.error IS NULL, updated_at = now(),
			status = CASE WHEN d.error IS NULL THEN r.status ELSE 'failed' END, error = d.error,
			step = CASE WHEN d.error IS NULL THEN r.step ELSE 'done' END, finished_at = CASE WHEN d.error IS NULL THEN NULL ELSE now() END
		 FROM decided d WHERE r.id = d.id AND NOT r.funded AND r.status = 'pending'
		 RETURNING r.id, r.provider, r.funded`,
		[paid, refused.map((f) => f.id), refused.map((f) => f.error)],
	).then((rows) => rows.filter((r) => (r as { funded?: boolean }).funded));
}

/** Removes a run whose purchase was refused: the client got the refusal, not a run. */
export async function discardUnfunded(id: string): Promise<void> {
	await query("DELETE FROM business_runs WHERE id = $1 AND NOT funded AND status = 'pending'", [id]);
}

export async function findRun(accountId: string, id: string): Promise<RunRow | null> {
	const rows = await query<RunRow>("SELECT * FROM business_runs WHERE id = $1 AND account_id = $2", [id, accountId]);
	return rows[0] ?? null;
}

export async function runById(id: string): Promise<RunRow | null> {
	const rows = await query<RunRow>("SELECT * FROM business_runs WHERE id = $1", [id]);
	return rows[0] ?? null;
}

export async function lockRun(tx: Tx, id: string): Promise<RunRow | null> {
	const rows = await tx.query<RunRow>("SELECT * FROM business_runs WHERE id = $1 FOR UPDATE", [id]);
	return rows[0] ?? null;
}

/** Position of a run in its account's newest-first order: PostgreSQL's exact text of created_at, and the id. */
export interface RunPosition {
	t: string;
	id: string;
}

/** The account's runs of a business, newest first, after a position; one more than `limit` tells a next page exists. */
export async function runsOfBusiness(
	accountId: string,
	businessId: string,
	kind: RunKind | null,
	limit: number,
	after: RunPosition | null,
): Promise<Array<RunRow & { t: string }>> {
	return query<RunRow & { t: string }>(
		`SELECT *, created_at::text AS t FROM business_runs
		 WHERE account_id = $1 AND business_id = $2 AND ($3::text IS NULL OR kind = $3) AND ${VISIBLE}
			AND ($4::timestamptz IS NULL OR (created_at, id) < ($4::timestamptz, $5::uuid))
		 ORDER BY created_at DESC, id DESC LIMIT $6`,
		[accountId, businessId, kind, after?.t ?? null, after?.id ?? null, limit + 1],
	);
}

export async function latestOf(accountId: string, businessId: string): Promise<RunRow | null> {
	const rows = await query<RunRow>(
		`SELECT * FROM business_runs WHERE account_id = $1 AND business_id = $2 AND ${VISIBLE} ORDER BY created_at DESC, id DESC LIMIT 1`,
		[accountId, businessId],
	);
	return rows[0] ?? null;
}

export async function hasCompletedResearch(accountId: string, businessId: string): Promise<boolean> {
	const rows = await query(`SELECT 1 FROM business_runs WHERE account_id = $1 AND business_id = $2 AND kind = 'research' AND status = 'completed' LIMIT 1`, [
		accountId,
		businessId,
	]);
	return rows.length > 0;
}

/**
 * Ends a run that has not ended, in one statement (or the caller's transaction). A set cancel flag
 * wins over the status asked for. Its refund (or its price made final) is owed from then on
 * (`settlement_due`), and billing is called after the commit.
 */
export async function settleIn(tx: Tx | null, id: string, status: RunStatus, error: string | null, warnings: string[] = []): Promise<RunRow | null> {
	const rows = await (tx ?? { query }).query<RunRow>(
		`UPDATE business_runs SET status = CASE WHEN cancel_requested THEN 'canceled' ELSE $2::text END, settlement_due = true,
			warnings = ARRAY(SELECT DISTINCT unnest(warnings || $4::text[]) ORDER BY 1),
			error = CASE WHEN cancel_requested THEN NULL ELSE $3::text END, finished_at = now(), updated_at = now(),
			lease_owner = NULL, lease_expires_at = NULL
		 WHERE id = $1 AND status NOT IN ('completed', 'failed', 'canceled') RETURNING *`,
		[id, status, error, warnings],
	);
	return rows[0] ?? null;
}

/**
 * Asks a run to stop, in one transaction without a bus call: a pending run ends `canceled` at once
 * (its refund owed), a running one when its worker sees the flag. Null when it had ended.
 */
export async function cancelRun(id: string): Promise<RunRow | null> {
	return transaction(async (tx) => {
		const row = await lockRun(tx, id);
		if (!row || isEnded(row)) return null;
		await tx.query("UPDATE business_runs SET cancel_requested = true, updated_at = now() WHERE id = $1", [id]);
		return row.status === "pending" ? settleIn(tx, id, "canceled", null) : { ...row, cancel_requested: true };
	});
}

/** Billing confirmed what the run's ending owed. */
export async function settlementConfirmed(id: string): Promise<void> {
	await query("UPDATE business_runs SET settlement_due = false WHERE id = $1 AND settlement_due", [id]);
}

/** Moves a run the worker holds to its next step, renewing the lease; null once the worker does not hold it. */
export async function advance(id: string, workerId: string, step: RunStep, leaseMs: number): Promise<RunRow | null> {
	const rows = await query<RunRow>(
		`UPDATE business_runs SET step = $3, lease_expires_at = ${leaseUntil(4)}, updated_at = now()
		 WHERE id = $1 AND lease_owner = $2 AND status = 'running' RETURNING *`,
		[id, workerId, step, leaseMs],
	);
	return rows[0] ?? null;
}

/** The reviews of a business and their signal replace what it had, in one transaction, while the worker holds its run. */
export async function storeReviews(input: {
	id: string;
	workerId: string;
	businessId: string;
	reviews: ProviderReview[];
	languages: Record<string, string | null>;
	signal: Signal;
}): Promise<boolean> {
	return transaction(async (tx) => {
		const held = await tx.query("SELECT 1 FROM business_runs WHERE id = $1 AND lease_owner = $2 AND status = 'running' FOR UPDATE", [input.id, input.workerId]);
		if (!held.length) return false;
		const r = input.reviews;
		await tx.query("DELETE FROM business_reviews WHERE business_id = $1", [input.businessId]);
		await tx.query(
			`INSERT INTO business_reviews (business_id, position, review_id, rating, text, language, published_at, owner_replied, owner_reply_at, author_name)
			 SELECT $1, * FROM unnest($2::int[], $3::text[], $4::int[], $5::text[], $6::text[], $7::timestamptz[], $8::bool[], $9::timestamptz[], $10::text[])`,
			[
				input.businessId,
				r.map((_, i) => i + 1),
				r.map((x) => x.id),
				r.map((x) => x.rating),
				r.map((x) => x.text),
				r.map((x) => input.languages[x.id] ?? x.language),
				r.map((x) => x.publishedAt),
				r.map((x) => x.ownerReplied),
				r.map((x) => x.ownerReplyAt),
				r.map((x) => x.authorName),
			],
		);
		const s = input.signal;
		await tx.query(
			`INSERT INTO business_signals (business_id, extraction_version, extracted_at, sentiment_summary, topics, review_count)
			 VALUES ($1, $2, $3, $4, $5, $6)
			 ON CONFLICT (business_id) DO UPDATE SET extraction_version = EXCLUDED.extraction_version, extracted_at = EXCLUDED.extracted_at,
				sentiment_summary = EXCLUDED.sentiment_summary, topics = EXCLUDED.topics, review_count = EXCLUDED.review_count`,
			[input.businessId, s.extractionVersion, s.extractedAt, JSON.stringify(s.sentimentSummary), JSON.stringify(s.topics), r.length],
		);
		await tx.query("UPDATE business_runs SET step = 'analysis', updated_at = now() WHERE id = $1", [input.id]);
		return true;
	});
}

interface SignalRow {
	extraction_version: string;
	extracted_at: Date;
	sentiment_summary: Signal["sentimentSummary"];
	topics: Signal["topics"];
}

export async function signalOf(businessId: string): Promise<Signal | null> {
	const rows = await query<SignalRow>("SELECT * FROM business_signals WHERE business_id = $1", [businessId]);
	if (!rows.length) return null;
	const s = rows[0];
	return {
		extractedAt: new Date(s.extracted_at).toISOString(),
		extractionVersion: s.extraction_version,
		sentimentSummary: s.sentiment_summary,
		topics: s.topics,
	};
}

interface ReviewRow {
	position: number;
	review_id: string;
	rating: number | null;
	text: string | null;
	language: string | null;
	published_at: Date | null;
	owner_replied: boolean;
}

function toReviewItem(r: ReviewRow): ReviewItem {
	return { id: r.review_id, rating: r.rating, text: r.text, language: r.language, publishedAt: iso(r.published_at), ownerReplied: r.owner_replied };
}

export async function reviewsForAnalysis(businessId: string): Promise<ReviewForAnalysis[]> {
	const rows = await query<ReviewRow>("SELECT * FROM business_reviews WHERE business_id = $1 ORDER BY position", [businessId]);
	return rows.map(toReviewItem);
}

/** The reviews of a business in the order fetched (newest first), after a position; one more than `limit` tells a next page exists. */
export async function reviewItems(businessId: string, limit: number, afterPosition: number): Promise<Array<ReviewItem & { position: number }>> {
	const rows = await query<ReviewRow>("SELECT * FROM business_reviews WHERE business_id = $1 AND position > $2 ORDER BY position LIMIT $3", [
		businessId,
		afterPosition,
		limit + 1,
	]);
	return rows.map((r) => ({ ...toReviewItem(r), position: r.position }));
}

/** The account's analysis, once a run of its wrote one; the run moves to `done` with it. */
export async function storeAnalysis(id: string, workerId: string, narrative: Narrative, analyzedAt: string): Promise<boolean> {
	const rows = await query(
		`WITH run AS (
			UPDATE business_runs SET step = 'done', updated_at = now() WHERE id = $1 AND lease_owner = $2 AND status = 'running'
			RETURNING account_id, business_id, id)
		 INSERT INTO business_analyses (account_id, business_id, run_id, narrative, analyzed_at)
		 SELECT account_id, business_id, id, $3, $4 FROM run
		 ON CONFLICT (account_id, business_id) DO UPDATE SET run_id = EXCLUDED.run_id, narrative = EXCLUDED.narrative, analyzed_at = EXCLUDED.analyzed_at
		 RETURNING run_id`,
		[id, workerId, JSON.stringify(narrative), analyzedAt],
	);
	return rows.length > 0;
}

export async function analysisOf(accountId: string, businessId: string): Promise<{ narrative: Narrative; analyzedAt: string } | null> {
	const rows = await query<{ narrative: Narrative; analyzed_at: Date }>(
		"SELECT narrative, analyzed_at FROM business_analyses WHERE account_id = $1 AND business_id = $2",
		[accountId, businessId],
	);
	return rows.length ? { narrative: rows[0].narrative, analyzedAt: new Date(rows[0].analyzed_at).toISOString() } : null;
}

/** Runs waiting for a worker and held by one, by provider. */
export async function queues(): Promise<Array<{ provider: Provider; pending: number; running: number }>> {
	return query(
		`SELECT p.provider, count(r.id) FILTER (WHERE r.status = 'pending' AND r.funded)::int AS pending,
			count(r.id) FILTER (WHERE r.status = 'running')::int AS running
		 FROM unnest(ARRAY['google', 'bing', 'apple']) AS p(provider)
		 LEFT JOIN business_runs r ON r.provider = p.provider AND r.status IN ('pending', 'running')
		 GROUP BY p.provider ORDER BY p.provider`,
	);
}

/** Paid runs waiting for a worker, for every kind and provider (0 where none waits): how many, and the oldest's age (s). */
export async function queueAges(): Promise<Array<{ kind: RunKind; provider: Provider; pending: number; oldestSeconds: number }>> {
	return query(
		`SELECT k.kind, p.provider, count(r.id)::int AS pending,
			coalesce(extract(epoch FROM now() - min(r.created_at)), 0)::float8 AS "oldestSeconds"
		 FROM unnest($1::text[]) AS k(kind) CROSS JOIN unnest($2::text[]) AS p(provider)
		 LEFT JOIN business_runs r ON r.kind = k.kind AND r.provider = p.provider AND r.status = 'pending' AND r.funded
		 GROUP BY k.kind, p.provider ORDER BY k.kind, p.provider`,
		[RUN_KINDS, PROVIDERS],
	);
}

export function isEnded(row: Pick<RunRow, "status">): boolean {
	return row.status === "completed" || row.status === "failed" || row.status === "canceled";
}
