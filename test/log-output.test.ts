import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "../bin/embedded-postgres";
import { api, createTestDatabase } from "./support/app";
import { START_COMMAND } from "./support/cli";
import { waitForHealth } from "./support/service-process";

const ROOT = path.resolve(__dirname, "..");

interface Started {
	url: string;
	child: ChildProcess;
	stdout(): string;
}

/** The service as an operator runs it, its stdout read as a log shipper would. */
async function start(env: Record<string, string>): Promise<Started> {
	const port = await freePort();
	const child = spawn(START_COMMAND[0], [...START_COMMAND[1]], {
		cwd: ROOT,
		env: {
			...process.env,
			DATABASE_URL: await createTestDatabase(),
			REDIS_URL: "",
			TRANSPORTER: "",
			PORT: String(port),
			LEADMAP_SERVICES: "gateway,keys,billing,idempotency",
			SERVICES: "",
			LEADMAP_METRICS_PORT: "0",
			LOG_LEVEL: "info",
			...env,
		},
	});
	let stdout = "";
	child.stdout!.on("data", (d) => (stdout += d));
	const url = `http://127.0.0.1:${port}`;
	await waitForHealth(url, child);
	const started = { url, child, stdout: () => stdout };
	// The gateway listens as soon as it starts; the other services may be a moment behind.
	await outputWith(started, "started successfully");
	return started;
}

async function stop(started: Started): Promise<void> {
	if (started.child.exitCode !== null) return;
	started.child.kill("SIGTERM");
	await new Promise((r) => started.child.once("close", r));
}

async function outputWith(started: Started, text: string): Promise<string> {
	for (let i = 0; i < 400 && !started.stdout().includes(text); i++) await new Promise((r) => setTimeout(r, 25));
	return started.stdout();
}

test("NODE_ENV=production logs JSON lines on stdout, each with time, level, nodeID and service, and the request id while handling one", async () => {
	const service = await start({ NODE_ENV: "production", LEADMAP_LOG_FORMAT: "" });
	try {
		await api(service, "GET", "/v1/usage", { key: "lm_live_nope", headers: { "X-Request-Id": "json-out-1" } });
		const output = await outputWith(service, "json-out-1");
		const lines = output
			.trim()
			.split("\n")
			.map((line) => JSON.parse(line));
		for (const line of lines) {
			expect(line).toMatchObject({ time: expect.stringMatching(/Z$/), level: expect.any(String), nodeID: expect.any(String), service: expect.any(String) });
		}
		expect(lines.find((l) => l.requestId === "json-out-1")).toMatchObject({ service: "gateway", route: "/v1/usage", status: 401 });
	} finally {
		await stop(service);
	}
});

test("by default the lines are text, with the time, the node, the service and the request id", async () => {
	const service = await start({ NODE_ENV: "", LEADMAP_LOG_FORMAT: "" });
	try {
		await api(service, "GET", "/v1/usage", { key: "lm_live_nope", headers: { "X-Request-Id": "text-out-1" } });
		const output = await outputWith(service, "text-out-1");
		const line = output.split("\n").find((l) => l.includes("text-out-1"));
		expect(line).toMatch(/^\[\d{4}-\d\d-\d\dT[\d:.]+Z\] INFO +\S+\/GATEWAY req=text-out-1: GET \/v1\/usage 401 /);
	} finally {
		await stop(service);
	}
});

test("an unknown tracing exporter stops the process at start, naming the variable", async () => {
	const child = spawn(START_COMMAND[0], [...START_COMMAND[1]], {
		cwd: ROOT,
		env: { ...process.env, DATABASE_URL: await createTestDatabase(), TRANSPORTER: "", LEADMAP_SERVICES: "keys", LEADMAP_TRACING_EXPORTER: "jaegerr" },
	});
	let stderr = "";
	child.stderr!.on("data", (d) => (stderr += d));
	const code = await new Promise((r) => child.once("close", r));
	expect(code).toBe(1);
	expect(stderr).toMatch(/LEADMAP_TRACING_EXPORTER: .*"jaegerr".*off,console,zipkin,jaeger,event/);
});
