import { spawn } from "node:child_process";
import path from "node:path";
import { createSimulatorServer, type SimulatorServer } from "../sandbox/server";

/**
 * `npm run canary -- google` as a CronJob runs it: a process of its own, asking the provider at
 * LEADMAP_GOOGLE_URL (here the simulator) the golden fixture's question (docs/provider-drift.md).
 */
const ROOT = path.resolve(__dirname, "..");
let sim: SimulatorServer;
let base: string;
beforeAll(async () => {
	sim = createSimulatorServer({});
	base = await sim.listenOn(0, "127.0.0.1");
});
afterAll(() => sim.shutdown());

function canary(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
	return new Promise((resolve) => {
		const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["bin/canary.ts", ...args], {
			cwd: ROOT,
			env: { ...process.env, LEADMAP_GOOGLE_URL: `${base}/search`, LOG_LEVEL: "warn", ...env },
		});
		let stdout = "";
		let stderr = "";
		child.stdout.on("data", (d) => (stdout += d));
		child.stderr.on("data", (d) => (stderr += d));
		child.on("close", (code) => resolve({ code, stdout, stderr }));
	});
}

test("the layout the parser knows: exit 0, every field near its golden share", async () => {
	sim.setFaults({});
	const run = await canary(["google", "--json"]);
	expect(run.code).toBe(0);
	const report = JSON.parse(run.stdout);
	expect(report).toMatchObject({ provider: "google", ok: true, problems: [], goldenPlaces: 20, livePlaces: 20 });
	expect(report.fields.map((f: { field: string }) => f.field)).toEqual(["name", "address", "phone", "website", "rating", "coordinates", "hours"]);
});

test("fields moved: exit 1, naming each field under half its golden share", async () => {
	sim.setFaults({ layout: "moved" });
	const run = await canary(["google"]);
	expect(run.code).toBe(1);
	expect(run.stdout).toMatch(/^google: DRIFT/);
	for (const field of ["phone", "rating", "hours"]) expect(run.stdout).toMatch(new RegExp(`drift: ${field}: 0 of places`));
	expect(run.stdout).not.toMatch(/drift: (name|address|coordinates)/);
});

test("a new wrapper: exit 1, the structure not recognised", async () => {
	sim.setFaults({ layout: "wrapped" });
	const run = await canary(["google"]);
	expect(run.code).toBe(1);
	expect(run.stdout).toContain("the answer's structure is not the one the parser knows");
});

test("no answer is not drift (exit 3); a provider without golden fixtures or a stray argument is a usage error (exit 2)", async () => {
	sim.setFaults({ serverError: { every: 1 } });
	expect((await canary(["google"])).code).toBe(3);
	sim.setFaults({});
	const bing = await canary(["bing"]);
	expect(bing.code).toBe(2);
	expect(bing.stderr).toContain("no golden fixtures for bing");
	expect((await canary([])).code).toBe(2);
	expect((await canary(["google", "extra"])).code).toBe(2);
	expect((await canary(["google", "--fixtures", "/nonexistent"])).code).toBe(2);
});
