import type { WatchChangeType } from "./watches.contract";

/** What a watch's run found, against what its earlier runs saw (DESIGN §10). Pure: the recorder reads and writes. */

/** A business the run's search saw in the area (delivered, or left out by a filter); `closed`: its provider marks it closed. */
export interface Sighting {
	businessId: string;
	closed: boolean;
	cid: string | null;
	name: string | null;
}

/** What the watch knows of a business an earlier run saw. */
export interface Place {
	businessId: string;
	/** reported closed, until seen open again */
	closed: boolean;
	/** runs in a row that could tell and did not find it */
	missingRuns: number;
	lastSeenRunId: string;
	cid: string | null;
	name: string | null;
}

export interface FoundChange {
	type: WatchChangeType;
	businessId: string;
	cid: string | null;
	name: string | null;
}

/** A business not found by this many runs in a row that could tell is reported closed. */
export const MISSING_RUNS_TO_CLOSE = 2;

export interface RunView {
	runId: string;
	/** the baseline: it reports nothing, it records what the area holds */
	baseline: boolean;
	/**
	 * the run searched its whole area (completed below `maxResults`): only such a run can find a business missing,
	 * and one that could not tell (capped, failed, canceled) reports `opened` only
	 */
	exhaustive: boolean;
}

/**
 * The places whose state this run changes, and the changes it reports:
 * - `opened`: a business the watch never saw, shown open (after the baseline);
 * - `closed`: a business it saw open that its provider now marks closed, or that exhaustive runs did not find
 *   `MISSING_RUNS_TO_CLOSE` times in a row (a run that could not tell neither counts nor resets);
 * - `reopened`: one reported closed that is seen open again.
 * A run that did not search its whole area reports `opened` only: what it saw of known businesses keeps them from
 * counting as missing, and a closure it saw is reported by the next run that can tell. A business a filter left
 * out still counts as seen, for all three: the filters decide what the search delivers and charges, the watch
 * reports what changed in the area.
 */
export function compareRun(known: Map<string, Place>, sightings: Sighting[], run: RunView): { places: Place[]; changes: FoundChange[] } {
	const places: Place[] = [];
	const changes: FoundChange[] = [];
	const report = (type: WatchChangeType, p: Pick<Place, "businessId" | "cid" | "name">) => {
		if (!run.baseline) changes.push({ type, businessId: p.businessId, cid: p.cid, name: p.name });
	};
	const seen = new Set<string>();
	for (const s of sightings) {
		seen.add(s.businessId);
		const before = known.get(s.businessId);
		const closed = before && !run.exhaustive ? before.closed : s.closed;
		const place: Place = {
			businessId: s.businessId,
			closed,
			missingRuns: 0,
			lastSeenRunId: run.runId,
			cid: s.cid ?? before?.cid ?? null,
			name: s.name ?? before?.name ?? null,
		};
		if (!before) {
			if (!s.closed) report("opened", place);
		} else if (closed && !before.closed) report("closed", place);
		else if (!closed && before.closed) report("reopened", place);
		places.push(place);
	}
	if (!run.exhaustive) return { places, changes };
	for (const before of known.values()) {
		if (seen.has(before.businessId) || before.closed) continue;
		const missingRuns = before.missingRuns + 1;
		const closed = missingRuns >= MISSING_RUNS_TO_CLOSE;
		if (closed) report("closed", before);
		places.push({ ...before, missingRuns, closed });
	}
	return { places, changes };
}

/** The businesses a run saw, each once, as the dataset shows them now (one it does not know: open, unnamed). */
export function sightingsOf(ids: string[], states: Map<string, Omit<Sighting, "businessId">>): Sighting[] {
	return [...new Set(ids)].map((businessId) => ({ businessId, closed: false, cid: null, name: null, ...states.get(businessId) }));
}
