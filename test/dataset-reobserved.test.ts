import { startApp, type TestApp } from "./support/app";
import { waitFor } from "./support/wait";

/** What observing a known business again writes (the dataset's upsert, as every search page makes it). */
let app: TestApp;

beforeAll(async () => {
	app = await startApp({ groups: [["dataset"]] });
});
afterAll(() => app.stop());

const observation = (i: number) => ({
	provider: "google" as const,
	providerBusinessId: String(7_000_000_000_000_000_000n + BigInt(i)),
	cid: String(7_000_000_000_000_000_000n + BigInt(i)),
	name: `Brasserie du Coin ${i}`,
	fullAddress: `${i} Rue de la Paix, 75001 Paris, France`,
	street: `${i} Rue de la Paix`,
	locality: "Paris",
	postalCode: "75001",
	country: "FR",
	categories: ["Restaurant", "Brasserie"],
	rating: 4.2,
	reviewCount: 100 + i,
	phone: `+33 1 42 60 ${String(i).padStart(2, "0")} 00`,
	latitude: 48.869 + i / 10_000,
	longitude: 2.331,
	openingHours: { weekly: { monday: [{ open: "12:00", close: "23:00" }] }, special: [] },
	businessStatus: "operational" as const,
});

interface TableWrites {
	upd: number;
	hot: number;
}

const writes = async (): Promise<TableWrites> => {
	const [row] = await app.sql<{ upd: string; hot: string }>(
		"SELECT n_tup_upd AS upd, n_tup_hot_upd AS hot FROM pg_stat_user_tables WHERE relname = 'businesses'",
	);
	return { upd: Number(row.upd), hot: Number(row.hot) };
};

test("a business observed again with the values its indexes hold is updated in place (a HOT update: no index written), and its observedAt moves", async () => {
	const count = 60;
	const observations = Array.from({ length: count }, (_, i) => observation(i));
	// The table leaves a fifth of each page free, so that a row's new version can stay on its page.
	const [{ options }] = await app.sql<{ options: string[] }>("SELECT reloptions AS options FROM pg_class WHERE relname = 'businesses'");
	expect(options).toContain("fillfactor=80");
	// One page of a search: the rows fill their heap pages as a search's do.
	await app.call("dataset.upsert", { observations });
	const [first] = await app.sql<{ observed_at: Date }>("SELECT observed_at FROM businesses WHERE provider_business_id = $1", [
		observations[0].providerBusinessId,
	]);
	// The statistics reach the view once the writing connections report them (within seconds).
	const before = await waitFor("the insert counted", async () => {
		const [row] = await app.sql<{ ins: string }>("SELECT n_tup_ins AS ins FROM pg_stat_user_tables WHERE relname = 'businesses'");
		return Number(row.ins) >= count && writes();
	});
	for (const o of observations) await app.call("dataset.upsert", { observations: [o] });
	const after = await waitFor("the updates counted", async () => {
		const now = await writes();
		return now.upd - before.upd >= count && now;
	});
	expect(after.upd - before.upd).toBe(count);
	// Updated in place (HOT) needs the indexed values unchanged and room on the page, which pruning makes; how many
	// go in place then depends on snapshots held at that moment (59, 52 and 34 of 60 in CI runs), so the count is
	// the dataset benchmark's figure, not this test's: here every row is updated, and at least one in place.
	expect(after.hot - before.hot).toBeGreaterThan(0);
	const [again] = await app.sql<{ observed_at: Date }>("SELECT observed_at FROM businesses WHERE provider_business_id = $1", [
		observations[0].providerBusinessId,
	]);
	expect(again.observed_at.getTime()).toBeGreaterThan(first.observed_at.getTime());
});
