import { transaction } from "../shared/db";
import { api, startApp, type TestApp } from "./support/app";

/**
 * A connection PostgreSQL ends while a transaction sits on it without a statement
 * (idle_in_transaction_session_timeout, a server restart) fails that transaction, never the
 * process: node-postgres emits the loss on the checked-out client, where nothing listened.
 */
let app: TestApp;

beforeAll(async () => {
	app = await startApp({ env: { LEADMAP_DB_POOL: "2", LEADMAP_DB_IDLE_IN_TRANSACTION_MS: "1000" } });
});
afterAll(() => app.stop());

test("a transaction idle past the timeout fails; the process and the pool keep serving", async () => {
	const { key } = await app.createAccount({ credits: 10 });
	const idle = transaction(async (tx) => {
		await tx.query("SELECT 1");
		await new Promise((r) => setTimeout(r, 2_500));
		return tx.query("SELECT 2");
	});
	await expect(idle).rejects.toThrow();
	// The lost connection went out of the pool: both connections answer again.
	for (let i = 0; i < 4; i++) expect(await transaction((tx) => tx.query<{ n: number }>("SELECT 1 AS n"))).toEqual([{ n: 1 }]);
	expect((await api(app, "GET", "/v1/keys", { key })).status).toBe(200);
});
