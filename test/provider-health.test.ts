import { validateFaults } from "../sandbox/faults";
import { HealthBatches } from "../services/searches/health-batches";
import {
	applyHealth,
	driftSummary,
	emptyHealth,
	HEALTH_FIELDS,
	HealthTally,
	initialDriftState,
	statusOf,
	type DriftState,
	type ObservedFields,
	type PageHealth,
} from "../shared/provider-health";

/** The drift rule of docs/provider-drift.md, page by page. */

const FULL: ObservedFields = {
	name: "Café",
	fullAddress: "1 rue X, Lyon",
	phone: "+33 4 00 00 00 00",
	website: "https://x.fr",
	rating: 4.5,
	latitude: 45.7,
	longitude: 4.8,
	openingHours: { monday: ["09:00-17:00"] },
};
const NO_PHONE: ObservedFields = { ...FULL, phone: null };

/** A page of `n` results, `withPhone` of them with a phone; `unrecognised` answers besides. */
function page(n: number, withPhone = n, unrecognised = 0): PageHealth {
	const tally = new HealthTally();
	tally.answer([...Array(withPhone).fill(FULL), ...Array(n - withPhone).fill(NO_PHONE)], true);
	for (let i = 0; i < unrecognised; i++) tally.answer([], false);
	return tally.take()!;
}

function feed(state: DriftState, pages: PageHealth[], example = "request r (search s)"): { state: DriftState; changes: string[] } {
	const changes: string[] = [];
	for (const p of pages) {
		const next = applyHealth(state, p, example);
		state = next.state;
		if (next.change) changes.push(next.change);
	}
	return { state, changes };
}

const pages = (count: number, make: () => PageHealth) => Array.from({ length: count }, make);

test("a tally counts answers, unrecognised ones, results and each field, and starts afresh once taken", () => {
	const tally = new HealthTally();
	expect(tally.take()).toBeUndefined();
	tally.answer([FULL, NO_PHONE, null, { name: "Bare", latitude: 1, longitude: null }], true);
	tally.answer([], false);
	expect(tally.take()).toEqual({ answers: 2, unrecognised: 1, results: 3, fields: [3, 2, 1, 2, 2, 2, 2] });
	expect(tally.take()).toBeUndefined();
	expect(HEALTH_FIELDS).toEqual(["name", "address", "phone", "website", "rating", "coordinates", "hours"]);
});

test("a field under half its trailing mean raises drift once, with examples; nothing is judged before 200 results", () => {
	// 100 results without phones from the start: too few to judge
	expect(
		feed(
			initialDriftState(),
			pages(5, () => page(20, 0)),
		).changes,
	).toEqual([]);
	const healthy = feed(
		initialDriftState(),
		pages(20, () => page(20, 18)),
	);
	expect(healthy.changes).toEqual([]);
	const drifted = feed(
		healthy.state,
		pages(20, () => page(20, 0)),
		"request abc (search 1)",
	);
	expect(drifted.changes).toEqual(["raised"]);
	expect(drifted.state).toMatchObject({ drifting: true, driftingFields: ["phone"], examples: ["request abc (search 1)"] });
	const status = statusOf("google", drifted.state, new Date("2026-01-01T00:00:00Z"), null);
	expect(status).toMatchObject({ drifting: true, since: "2026-01-01T00:00:00.000Z", driftingFields: ["phone"] });
	expect(status.fields.phone.share).toBeLessThan(0.45);
	expect(status.fields.phone.trailing).toBeGreaterThan(0.8);
	expect(driftSummary(status)).toMatch(/^layout changed: phone 0\.\d+ of trailing 0\.\d+$/);
});

test("the trailing mean stands still while drifting; the alarm clears at three quarters of it, not at half", () => {
	const drifted = feed(
		feed(
			initialDriftState(),
			pages(20, () => page(20, 20)),
		).state,
		pages(20, () => page(20, 0)),
	).state;
	const trailing = drifted.baselineFields[2];
	const longer = feed(
		drifted,
		pages(50, () => page(20, 0)),
	).state;
	expect(longer.baselineFields[2]).toBe(trailing);
	// back at 60 % of the trailing mean: above half, under three quarters: still drifting
	const partly = feed(
		longer,
		pages(100, () => page(20, Math.round(12 * trailing))),
	);
	expect(partly.changes).toEqual([]);
	expect(partly.state.drifting).toBe(true);
	const back = feed(
		partly.state,
		pages(30, () => page(20, 20)),
	);
	expect(back.changes).toEqual(["cleared"]);
	expect(statusOf("google", back.state, null, null)).toMatchObject({ drifting: false, since: null, driftingFields: [], examples: [] });
});

test("a field the provider never shows (Apple's phone) is not judged; unrecognised answers rising raise drift", () => {
	const apple = feed(
		initialDriftState(),
		pages(40, () => page(20, 0)),
	);
	expect(apple.changes).toEqual([]);
	const unrecognised = feed(
		apple.state,
		pages(60, () => emptyHealthWith(1)),
	);
	expect(unrecognised.changes).toEqual(["raised"]);
	expect(unrecognised.state.driftingFields).toEqual(["recognised"]);
});

function emptyHealthWith(unrecognised: number): PageHealth {
	return { ...emptyHealth(), answers: unrecognised, unrecognised };
}

test("the simulator's layout fault takes moved, wrapped or null, nothing else", () => {
	expect(validateFaults({ layout: "moved" })).toEqual({ layout: "moved" });
	expect(validateFaults({ layout: "wrapped" })).toEqual({ layout: "wrapped" });
	expect(validateFaults({ layout: null })).toEqual({});
	expect(() => validateFaults({ layout: "sideways" })).toThrow(/layout must be one of moved, wrapped/);
});

test("reports arriving while a provider's row is written go together in the next write; a failed write fails its own batch only", async () => {
	const writes: PageHealth[] = [];
	let fail = false;
	let release: () => void = () => undefined;
	const batches = new HealthBatches(
		async (_provider, health) => {
			writes.push(health);
			if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
			if (fail) throw new Error("database gone");
			return { status: statusOf("google", initialDriftState(), null, null), change: null };
		},
		() => undefined,
	);
	const first = batches.record("google", page(20), "a");
	const rest = [batches.record("google", page(10), "b"), batches.record("google", page(5), "c")];
	release();
	await Promise.all([first, ...rest]);
	expect(writes.map((w) => w.results)).toEqual([20, 15]);
	fail = true;
	await expect(batches.record("google", page(1), "d")).rejects.toThrow("database gone");
	fail = false;
	await expect(batches.record("google", page(1), "e")).resolves.toMatchObject({ change: null });
});
