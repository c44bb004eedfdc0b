import { api, startApp, type TestApp } from "./support/app";

let app: TestApp;
beforeAll(async () => {
	app = await startApp();
});
afterAll(() => app.stop());

test("GET /health answers without a key", async () => {
	const res = await api(app, "GET", "/health");
	expect(res.status).toBe(200);
	expect(res.body).toEqual({ ok: true });
});

test("GET /health/ready checks the database and the bus", async () => {
	const res = await api(app, "GET", "/health/ready");
	expect(res.status).toBe(200);
	expect(res.body).toEqual({ ok: true });
});

test("the first key of a new account reads its usage", async () => {
	const { key } = await app.createAccount({ plan: "pro" });
	const res = await api(app, "GET", "/v1/usage", { key });
	expect(res.status).toBe(200);
	expect(res.body).toEqual({
		plan: "pro",
		accessStatus: "active",
		credits: { balance: 10000, monthlyAllowance: 10000 },
		rateLimitPerMinute: 300,
		resetsAt: expect.any(String),
	});
});
