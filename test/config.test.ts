import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONFIGURATION_PAGE, configurationPage } from "../bin/config-docs";
import { POSTGRES_SERVICES } from "../bin/services";
import { ConfigError, loadConfig, SERVICE_NAMES } from "../shared/config";
import { configurationTable, VARIABLES } from "../shared/config-variables";
import { freePort } from "../bin/embedded-postgres";
import { startNatsServer, type TestNatsServer } from "./support/nats-server";
import { waitForHealth } from "./support/service-process";

const ROOT = path.resolve(__dirname, "..");
/** What users read: the README and every page of docs/. */
const DOCUMENTATION = [
	"README.md",
	...readdirSync(path.join(ROOT, "docs"))
		.filter((f) => f.endsWith(".md"))
		.map((f) => `docs/${f}`),
]
	.map((page) => readFileSync(path.join(ROOT, page), "utf8"))
	.join("\n");
/** What a developer's shell may carry must not decide these tests. */
const BLANK = Object.fromEntries(Object.keys(VARIABLES).map((name) => [name, undefined]));

function start(env: Record<string, string>): { status: number | null; stderr: string } {
	const result = spawnSync(process.execPath, [require.resolve("tsx/cli"), "bin/start.ts"], {
		cwd: ROOT,
		env: { ...process.env, ...BLANK, LOG_LEVEL: "warn", LEADMAP_METRICS_PORT: "0", ...env },
		encoding: "utf8",
		timeout: 60_000,
	});
	return { status: result.status, stderr: result.stderr };
}

describe("the configuration module", () => {
	test("docs/configuration.md is the page the module generates, its table included", () => {
		const committed = readFileSync(CONFIGURATION_PAGE, "utf8");
		expect(committed).toBe(configurationPage());
		expect(committed).toContain(configurationTable());
		for (const name of Object.keys(VARIABLES)) expect(committed).toContain(`| \`${name}\` |`);
	});

	test("`npm run config:docs` prints that page", () => {
		const printed = spawnSync(process.execPath, [require.resolve("tsx/cli"), "bin/config-docs.ts"], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
		expect(printed.status).toBe(0);
		expect(printed.stdout).toBe(configurationPage());
	});

	test("every variable the README and docs/ name is declared", () => {
		const named = new Set(DOCUMENTATION.match(/\b(LEADMAP_[A-Z0-9_]+|[A-Z_]+_URL|APPLE_MAPS_JWT|GOOGLE_PLACES_API_KEY|PROXY_URLS)\b/g));
		// LEADMAP_{BING,APPLE}_…, the test harness's own variables and docker-compose.yml's own (the image
		// it builds, the port it publishes) are not settings of the service.
		const composeOwn = new Set([...readFileSync(path.join(ROOT, "docker-compose.yml"), "utf8").matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]));
		const undeclared = [...named].filter((name) => !(name in VARIABLES) && !composeOwn.has(name) && !/^LEADMAP_(TEST|FUZZ)_|_$/.test(name));
		expect(undeclared).toEqual([]);
	});

	test("no code outside the configuration module reads the environment", () => {
		const allowed = new Set([
			"shared/config.ts",
			"bin/embedded-postgres.ts" /* hands it to PostgreSQL */,
			"bin/cli.ts",
			"bin/repl.ts" /* a client's defaults (quieter, no metrics server), set before the config is read */,
		]);
		const offenders: string[] = [];
		const walk = (dir: string) => {
			for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
				const file = path.join(dir, entry.name);
				if (entry.isDirectory()) walk(file);
				else if (file.endsWith(".ts") && !allowed.has(file) && readFileSync(path.join(ROOT, file), "utf8").includes("process.env")) offenders.push(file);
			}
		};
		for (const dir of ["services", "shared", "sandbox", "bin"]) walk(dir);
		if (readFileSync(path.join(ROOT, "moleculer.config.ts"), "utf8").includes("process.env")) offenders.push("moleculer.config.ts");
		expect(offenders).toEqual([]);
	});

	test("POSTGRES_SERVICES are exactly the services whose code uses the database", () => {
		const folderOf = (service: string) => (service === "simulator" ? "sandbox" : service.startsWith("scraper-") ? "services/scrapers" : `services/${service}`);
		const usesDatabase = (dir: string): boolean =>
			readdirSync(path.join(ROOT, dir), { withFileTypes: true }).some((entry) =>
				entry.isDirectory() ? usesDatabase(path.join(dir, entry.name)) : /shared\/db"/.test(readFileSync(path.join(ROOT, dir, entry.name), "utf8")),
			);
		expect(SERVICE_NAMES.filter((s) => usesDatabase(folderOf(s)))).toEqual(POSTGRES_SERVICES);
	});

	test("defaults, aliases and computed defaults", () => {
		const config = loadConfig({});
		expect(config).toMatchObject({
			port: 3000,
			host: "0.0.0.0",
			services: null,
			logFormat: "text",
			metricsEnabled: true,
			metricsPort: 3030,
			tracingExporter: "off",
			databaseUrl: null,
		});
		expect(config.scrapers.google).toEqual({ concurrency: 2, pollMs: 2_000, cellConcurrency: 4 });
		expect(config.webhooks.leaseMs).toBe(60_000);
		expect(loadConfig({ SERVICES: "gateway, keys" }).services).toEqual(["gateway", "keys"]);
		expect(loadConfig({ SERVICES: "keys", LEADMAP_SERVICES: "gateway" }).services).toEqual(["gateway"]);
		expect(loadConfig({ NODE_ENV: "production" }).logFormat).toBe("json");
		expect(loadConfig({ LEADMAP_SCRAPER_CONCURRENCY: "3", LEADMAP_BING_CONCURRENCY: "5" }).scrapers).toMatchObject({
			google: { concurrency: 3 },
			bing: { concurrency: 5 },
		});
		expect(loadConfig({ LEADMAP_WEBHOOK_TIMEOUT_MS: "30000" }).webhooks.leaseMs).toBe(90_000);
		expect(loadConfig({ LEADMAP_SANDBOX: "1" }).enrichment.smtpRetryDelayMs).toBe(1_000);
		// A blank text is unset.
		expect(loadConfig({ DATABASE_URL: "", LEADMAP_NAMESPACE: "" })).toMatchObject({ databaseUrl: null, namespace: "leadmap" });
	});

	test.each<[Record<string, string>, RegExp]>([
		[{ LEADMAP_SCRAPER_CONCURRENCY: "" }, /LEADMAP_SCRAPER_CONCURRENCY: expected an integer >= 1, got ""/],
		[{ PORT: "abc" }, /PORT: expected an integer from 0 to 65535, got "abc"/],
		[{ LEADMAP_METRICS_PORT: "70000" }, /LEADMAP_METRICS_PORT: expected an integer from 0 to 65535/],
		[{ LEADMAP_WEBHOOK_TIMEOUT_MS: "-5" }, /LEADMAP_WEBHOOK_TIMEOUT_MS: expected an integer >= 1, got "-5"/],
		[{ LEADMAP_ENRICH_MAX_PAGES: "2.5" }, /LEADMAP_ENRICH_MAX_PAGES: expected an integer >= 0/],
		[{ LEADMAP_SANDBOX: "yes please" }, /LEADMAP_SANDBOX/],
		[{ LEADMAP_TRACING_EXPORTER: "datadog" }, /LEADMAP_TRACING_EXPORTER.*datadog/],
		[{ LEADMAP_GOOGLE_URL: "not a url" }, /LEADMAP_GOOGLE_URL/],
		[{ LEADMAP_SERVICES: "gateway,scraper-yahoo" }, /LEADMAP_SERVICES names an unknown service: scraper-yahoo/],
	])("%p is refused, naming the variable", (env, message) => {
		expect(() => loadConfig(env)).toThrow(ConfigError);
		expect(() => loadConfig(env)).toThrow(message);
	});

	test("every bad variable is named at once", () => {
		expect(() => loadConfig({ PORT: "x", LEADMAP_DB_POOL: "0" })).toThrow(/PORT: .*; LEADMAP_DB_POOL: expected an integer >= 1, got "0"/);
	});
});

describe("bin/start.ts with a bad setting", () => {
	test.each<[Record<string, string>, string]>([
		[{ LEADMAP_SCRAPER_CONCURRENCY: "" }, "LEADMAP_SCRAPER_CONCURRENCY: expected an integer >= 1"],
		[{ PORT: "abc" }, "PORT: expected an integer from 0 to 65535"],
		[{ LEADMAP_PROVIDER_TIMEOUT_MS: "-1" }, "LEADMAP_PROVIDER_TIMEOUT_MS: expected an integer >= 1"],
		[{ LEADMAP_SERVICES: "gateway,nope" }, "LEADMAP_SERVICES names an unknown service: nope"],
	])("%p exits 1 naming the variable", (env, message) => {
		const { status, stderr } = start(env);
		expect(status).toBe(1);
		expect(stderr).toContain(`Leadmap failed to start: ${message}`);
	});
});

describe("services apart (TRANSPORTER set) without DATABASE_URL", () => {
	let nats: TestNatsServer;
	let dataDir: string;
	beforeAll(async () => {
		nats = await startNatsServer("");
		dataDir = mkdtempSync(path.join(os.tmpdir(), "leadmap-stateless-"));
	});
	afterAll(async () => {
		await nats.stop();
		rmSync(dataDir, { recursive: true, force: true });
	});

	test("a process that runs a PostgreSQL service exits 1 naming DATABASE_URL and the service", () => {
		const { status, stderr } = start({ LEADMAP_SERVICES: "billing,gateway", TRANSPORTER: `nats://${nats.address}`, LEADMAP_DATA_DIR: dataDir });
		expect(status).toBe(1);
		expect(stderr).toMatch(/Leadmap failed to start: DATABASE_URL is not set, and billing keeps its data in PostgreSQL/);
		expect(existsSync(path.join(dataDir, "postgres"))).toBe(false);
	});

	test("a gateway without LEADMAP_SECRET_KEY exits 1 naming it (it keys the stored idempotent answers)", () => {
		const { status, stderr } = start({ LEADMAP_SERVICES: "gateway", TRANSPORTER: `nats://${nats.address}`, LEADMAP_DATA_DIR: dataDir, PORT: "0" });
		expect(status).toBe(1);
		expect(stderr).toMatch(/Leadmap failed to start: LEADMAP_SECRET_KEY is not set: .* every gateway and idempotency instance needs the same key/);
		expect(readdirSync(dataDir)).toEqual([]);
	});

	test("a gateway alone starts, and no embedded database is made", async () => {
		const port = await freePort();
		const env = {
			...BLANK,
			LOG_LEVEL: "warn",
			LEADMAP_METRICS_PORT: "0",
			LEADMAP_SERVICES: "gateway",
			TRANSPORTER: `nats://${nats.address}`,
			LEADMAP_DATA_DIR: dataDir,
			PORT: String(port),
			HOST: "127.0.0.1",
			LEADMAP_SECRET_KEY: randomBytes(32).toString("base64"),
		};
		const child = spawn(process.execPath, [require.resolve("tsx/cli"), "bin/start.ts"], { cwd: ROOT, env: { ...process.env, ...env }, stdio: "ignore" });
		try {
			await waitForHealth(`http://127.0.0.1:${port}`, child);
		} finally {
			child.kill("SIGTERM");
			await new Promise((r) => child.once("close", r));
		}
		expect(readdirSync(dataDir)).toEqual([]);
	});
});
