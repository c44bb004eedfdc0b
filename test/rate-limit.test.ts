import { randomUUID } from "node:crypto";
import Redis from "ioredis";
import { freePort } from "../bin/embedded-postgres";
import { KeyRateLimiter } from "../services/gateway/rate-limit";

/**
 * The gateway's limiter against a real Redis (LEADMAP_TEST_REDIS_URL, else the machine's):
 * several limiters on one Redis are several gateways. The suite's default mode needs no
 * Redis, so without one these are skipped, said out loud.
 */
const REDIS_URL = process.env.LEADMAP_TEST_REDIS_URL || "redis://127.0.0.1:6379";
const clients: Redis[] = [];

function gatewayRedis(url = REDIS_URL): Redis {
	const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, enableAutoPipelining: true, lazyConnect: true });
	redis.on("error", () => undefined);
	clients.push(redis);
	return redis;
}

async function redisAnswers(): Promise<boolean> {
	const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
	probe.on("error", () => undefined);
	try {
		await probe.connect();
		return (await probe.ping()) === "PONG";
	} catch {
		return false;
	} finally {
		probe.disconnect();
	}
}

async function gateways(count: number): Promise<KeyRateLimiter[]> {
	const prefix = `rl-test-${randomUUID()}:`;
	return Promise.all(
		Array.from({ length: count }, async () => {
			const redis = gatewayRedis();
			await redis.connect();
			return new KeyRateLimiter(redis, prefix);
		}),
	);
}

let haveRedis = false;
beforeAll(async () => {
	haveRedis = await redisAnswers();
	if (!haveRedis) console.warn(`rate-limit tests skipped: no Redis at ${REDIS_URL}`);
});
afterAll(() => clients.forEach((c) => c.disconnect()));

describe("the gateway's rate limiter over Redis (blocks reserved per gateway)", () => {
	test("one gateway: every request of the minute allowed up to the limit, Remaining counting down exactly, then 429s", async () => {
		if (!haveRedis) return;
		const [gateway] = await gateways(1);
		const remaining: number[] = [];
		for (let i = 0; i < 300; i++) {
			const decision = await gateway.consume("key-1", 300);
			expect(decision.allowed).toBe(true);
			remaining.push(decision.remaining);
		}
		expect(remaining).toEqual(Array.from({ length: 300 }, (_, i) => 299 - i));
		const refused = await gateway.consume("key-1", 300);
		expect(refused).toMatchObject({ allowed: false, limit: 300, remaining: 0 });
		expect(refused.resetSeconds).toBeGreaterThanOrEqual(1);
		expect(refused.resetSeconds).toBeLessThanOrEqual(60);
	});

	test("three gateways under concurrent load allow exactly the limit between them, never more", async () => {
		if (!haveRedis) return;
		const all = await gateways(3);
		const decisions = await Promise.all(Array.from({ length: 3000 }, (_, i) => Promise.resolve(all[i % 3].consume("key-2", 1000))));
		expect(decisions.filter((d) => d.allowed)).toHaveLength(1000);
		for (const d of decisions) expect(d.remaining).toBeGreaterThanOrEqual(0);
		// A new request on any gateway is refused until the window ends.
		for (const gateway of all) expect((await gateway.consume("key-2", 1000)).allowed).toBe(false);
	});

	test("a small limit is counted one request at a time over two gateways: the last allowed says 0 remaining", async () => {
		if (!haveRedis) return;
		const [a, b] = await gateways(2);
		let last = null;
		for (let i = 0; i < 60; i++) {
			last = await (i % 2 ? b : a).consume("key-3", 60);
			expect(last.allowed).toBe(true);
		}
		expect(last!.remaining).toBe(0);
		expect((await a.consume("key-3", 60)).allowed).toBe(false);
		expect((await b.consume("key-3", 60)).allowed).toBe(false);
	});

	test("a changed limit counts in a window of its own", async () => {
		if (!haveRedis) return;
		const [gateway] = await gateways(1);
		for (let i = 0; i < 5; i++) await gateway.consume("key-4", 5);
		expect((await gateway.consume("key-4", 5)).allowed).toBe(false);
		expect(await gateway.consume("key-4", 10)).toMatchObject({ allowed: true, limit: 10, remaining: 9 });
	});

	test("with Redis down the limit holds per gateway, in memory, each such request told (for a metric)", async () => {
		if (!haveRedis) return;
		let local = 0;
		const gateway = new KeyRateLimiter(gatewayRedis(`redis://127.0.0.1:${await freePort()}`), "rl-down:", () => local++);
		const decisions = [];
		for (let i = 0; i < 4; i++) decisions.push(await gateway.consume("key-5", 3));
		expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
		expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
		expect(local).toBe(4);
	});
});

describe("the gateway's rate limiter without Redis (one process)", () => {
	test("each key's minute counted here: allowed up to the limit, Remaining counting down, then refused; the reset within the minute", async () => {
		const gateway = new KeyRateLimiter(null, "unused:");
		const decisions = [];
		for (let i = 0; i < 5; i++) decisions.push(await gateway.consume("key-a", 3));
		expect(decisions.map((d) => [d.allowed, d.remaining])).toEqual([
			[true, 2],
			[true, 1],
			[true, 0],
			[false, 0],
			[false, 0],
		]);
		for (const d of decisions) expect(d.resetSeconds).toBeGreaterThanOrEqual(1);
		for (const d of decisions) expect(d.resetSeconds).toBeLessThanOrEqual(60);
		expect(await gateway.consume("key-b", 3)).toMatchObject({ allowed: true, limit: 3, remaining: 2 });
	});

	test("a changed limit counts in a window of its own", async () => {
		const gateway = new KeyRateLimiter(null, "unused:");
		for (let i = 0; i < 2; i++) await gateway.consume("key-c", 2);
		expect((await gateway.consume("key-c", 2)).allowed).toBe(false);
		expect(await gateway.consume("key-c", 10)).toMatchObject({ allowed: true, limit: 10, remaining: 9 });
	});
});
