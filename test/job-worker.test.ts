import { ServiceBroker } from "moleculer";
import { JobWorker } from "../shared/jobs/worker";
import { waitFor } from "./support/wait";

/**
 * The job worker's idle loops: a claim answers every loop of a worker the same, so while none
 * finds a job one loop polls and the others wait for a wake; a job the poll finds wakes them.
 */
interface Job {
	id: string;
}

const broker = new ServiceBroker({ logger: false });
afterAll(() => broker.stop());

function worker(queue: Job[], claims: string[], ran: string[]): JobWorker<Job> {
	return new JobWorker<Job>(
		{
			name: "test",
			broker,
			logger: broker.getLogger("test"),
			concurrency: 4,
			pollMs: 20,
			leaseMs: 60_000,
			claim: async (workerId) => {
				claims.push(workerId);
				return queue.shift() ?? null;
			},
			heartbeat: async () => ({ cancelRequested: false }),
			run: async (held) => {
				ran.push(held.job.id);
			},
			end: async () => undefined,
			release: async () => undefined,
			failureOf: () => null,
		},
		(slot) => `slot-${slot}`,
	);
}

test("idle loops poll one at a time, and every job the poll finds is run", async () => {
	const queue: Job[] = [];
	const claims: string[] = [];
	const ran: string[] = [];
	const w = worker(queue, claims, ran);
	w.start();
	try {
		await waitFor("ten polls after the first claims", () => claims.length >= 4 + 10);
		// Each loop claims once as it starts; after that only one of them polls.
		expect(new Set(claims.slice(4)).size).toBe(1);
		// Jobs found by a poll (no wake): the poll wakes the other loops, and all are run.
		queue.push({ id: "a" }, { id: "b" }, { id: "c" });
		await waitFor("the three jobs run", () => ran.length === 3);
		expect(ran.sort()).toEqual(["a", "b", "c"]);
		const after = claims.length;
		await waitFor("ten more polls", () => claims.length >= after + 10);
		expect(new Set(claims.slice(-5)).size).toBe(1);
	} finally {
		await w.stop();
	}
});
