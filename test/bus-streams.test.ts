import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { ServiceBroker } from "moleculer";
import { brokerOptions } from "../moleculer.config";
import { startNatsServer, type TestNatsServer } from "./support/nats-server";

/**
 * A streamed answer (an export's file) crosses the bus in chunks. Plain JSON wrote each chunk's
 * bytes as an array of numbers, three to four times their size, and as dear to write and read:
 * a 50,000-lead export kept the nodes too busy to read heartbeats, and the download after it got
 * a 503. The bytes must cross at about their own size (base64 is 4/3).
 */

const FILE_BYTES = 4 * 1024 * 1024;
let nats: TestNatsServer;
let producer: ServiceBroker;
let consumer: ServiceBroker;
const file = randomBytes(FILE_BYTES);

function brokerOn(address: string, nodeID: string): ServiceBroker {
	const transporter = { type: "NATS" as const, options: { servers: [`nats://${address}`] } };
	return new ServiceBroker(brokerOptions({ nodeID, transporter, logger: false, metrics: { enabled: true, reporter: [] } }));
}

function receivedBytes(broker: ServiceBroker): number {
	const values = broker.metrics.getMetric("moleculer.transporter.packets.received.bytes")?.snapshot() ?? [];
	return values.reduce((sum, v) => sum + Number((v as { value?: number }).value ?? 0), 0);
}

beforeAll(async () => {
	nats = await startNatsServer("max_payload: 1048576");
	producer = brokerOn(nats.address, "producer");
	producer.createService({
		name: "files",
		actions: {
			// chunks of 64 KB, as a file read from disk or written row by row arrives
			download: () =>
				Readable.from(
					(function* () {
						for (let at = 0; at < FILE_BYTES; at += 65_536) yield file.subarray(at, at + 65_536);
					})(),
				),
		},
	});
	consumer = brokerOn(nats.address, "consumer");
	await Promise.all([producer.start(), consumer.start()]);
	await consumer.waitForServices("files");
});

afterAll(async () => {
	await Promise.all([consumer?.stop(), producer?.stop()]);
	await nats?.stop();
});

test("a streamed answer arrives whole, its bytes crossing the bus at about their own size", async () => {
	const before = receivedBytes(consumer);
	const stream: Readable = await consumer.call("files.download");
	const chunks: Buffer[] = [];
	for await (const chunk of stream) chunks.push(chunk as Buffer);
	expect(Buffer.concat(chunks).equals(file)).toBe(true);
	const crossed = receivedBytes(consumer) - before;
	expect(crossed).toBeGreaterThan(FILE_BYTES);
	expect(crossed).toBeLessThan(FILE_BYTES * 1.5);
});

test("bytes as a request's params cross the same way", async () => {
	producer.createService({ name: "sink", actions: { size: (ctx) => (ctx.params as Buffer).length } });
	await consumer.waitForServices("sink");
	const before = receivedBytes(producer);
	expect(await consumer.call("sink.size", file.subarray(0, 512 * 1024))).toBe(512 * 1024);
	expect(receivedBytes(producer) - before).toBeLessThan(512 * 1024 * 1.5);
});
