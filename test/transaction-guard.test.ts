import { transaction } from "../shared/db";
import { api, startApp, type TestApp } from "./support/app";

/**
 * The rule "no transaction is held across a bus call", checked at run time, and what a pool with no
 * free connection answers: 503 `service_unavailable` with Retry-After, never a 500 or a hang.
 */
let app: TestApp;

beforeAll(async () => {
	app = await startApp({ env: { LEADMAP_DB_POOL: "2", LEADMAP_DB_ACQUIRE_TIMEOUT_MS: "300" } });
});
afterAll(() => app.stop());

test("a call, an emit or a broadcast made inside a transaction throws, and the transaction rolls back", async () => {
	const { accountId } = await app.createAccount({ credits: 10 });
	const broker = app.brokers[0];
	await expect(
		transaction(async (tx) => {
			await tx.query("UPDATE billing_accounts SET balance = 999 WHERE account_id = $1", [accountId]);
			return broker.call("billing.account", { accountId });
		}),
	).rejects.toMatchObject({ name: "BusCallInTransactionError" });
	await expect(transaction(async () => broker.emit("billing.changed", { accountId }))).rejects.toMatchObject({ name: "BusCallInTransactionError" });
	await expect(transaction(async () => broker.broadcast("billing.changed", { accountId }))).rejects.toMatchObject({ name: "BusCallInTransactionError" });
	const [row] = await app.sql("SELECT balance FROM billing_accounts WHERE account_id = $1", [accountId]);
	expect(row.balance).toBe("10");
	// Outside a transaction, and after one, the same call goes through.
	await transaction(async (tx) => tx.query("SELECT 1"));
	expect((await broker.call<{ credits: { balance: number } }, { accountId: string }>("billing.account", { accountId })).credits.balance).toBe(10);
});

test("PostgreSQL ends a session left idle inside a transaction (LEADMAP_DB_IDLE_IN_TRANSACTION_MS)", async () => {
	const [row] = await transaction((tx) => tx.query<{ idle_in_transaction_session_timeout: string }>("SHOW idle_in_transaction_session_timeout"));
	expect(row.idle_in_transaction_session_timeout).toBe("30s");
});

test("no free connection within LEADMAP_DB_ACQUIRE_TIMEOUT_MS: 503 service_unavailable with Retry-After", async () => {
	const { key } = await app.createAccount({ credits: 10 });
	let release!: () => void;
	const held = new Promise<void>((resolve) => (release = resolve));
	const holders = [transaction(() => held), transaction(() => held)];
	try {
		const res = await api(app, "GET", "/v1/keys", { key });
		expect(res.status).toBe(503);
		expect(res.body).toEqual({ error: "service_unavailable" });
		expect(res.headers.get("retry-after")).toBe("1");
	} finally {
		release();
		await Promise.all(holders);
	}
	expect((await api(app, "GET", "/v1/keys", { key })).status).toBe(200);
});
