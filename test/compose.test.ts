import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Ajv from "ajv";
import { parse } from "yaml";
import { parseCommandLine } from "../bin/operators";
import { SERVICE_NAMES } from "../shared/config";

/**
 * docker-compose.yml, checked without a Docker engine: against the Compose Specification's
 * JSON schema (test/fixtures/compose-spec.json) and against the rules of the deployment.
 */

const ROOT = path.resolve(__dirname, "..");
const COMPOSE_TEXT = readFileSync(path.join(ROOT, "docker-compose.yml"), "utf8");
const SECRETS = { POSTGRES_PASSWORD: "a1b2c3", LEADMAP_NATS_PASSWORD: "d4e5f6", LEADMAP_SECRET_KEY: "0".repeat(64), LEADMAP_OPERATOR_KEY: "1".repeat(64) };
const APP_SERVICES = ["gateway", "core", "scraper-google", "scraper-bing", "scraper-apple", "enrichment"];
const NATS_SERVER = process.env.LEADMAP_TEST_NATS_SERVER || "/usr/sbin/nats-server";

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, and $$ for a literal $. */
function interpolate(value: unknown, env: Record<string, string>): unknown {
	if (typeof value === "string") {
		return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g, (whole, name, colon, op, arg) => {
			if (whole === "$$") return "$";
			const set = name in env && (colon ? env[name] !== "" : true);
			if (set) return env[name];
			if (op === "?") throw new Error(`required variable ${name}: ${arg}`);
			return op === "-" ? arg : "";
		});
	}
	if (Array.isArray(value)) return value.map((v) => interpolate(v, env));
	if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, env)]));
	return value;
}

function compose(env: Record<string, string> = SECRETS): any {
	return interpolate(parse(COMPOSE_TEXT, { merge: true }), env);
}

const variablesIn = (text: string) => new Set([...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]));

describe("docker-compose.yml", () => {
	const file = compose();
	const services: Record<string, any> = file.services;

	test("is a valid Compose file by the Compose Specification's schema", () => {
		const { $schema, ...schema } = JSON.parse(readFileSync(path.join(ROOT, "test/fixtures/compose-spec.json"), "utf8"));
		const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
		const valid = validate(file);
		expect(validate.errors ?? []).toEqual([]);
		expect(valid).toBe(true);
	});

	test("starts no app service without the four secrets from .env", () => {
		for (const missing of Object.keys(SECRETS)) {
			const env: Record<string, string> = { ...SECRETS };
			delete env[missing];
			expect(() => compose(env)).toThrow(missing);
		}
	});

	test("every role is its own scalable service of the one image, waiting for the migration, with a health check", () => {
		const builders = Object.entries(services).filter(([, s]) => s.build);
		expect(builders.map(([name]) => name)).toEqual(["migrate"]);
		const image = services.migrate.image;
		expect(services.migrate.command).toEqual(["node", "dist/bin/migrate.js"]);
		expect(services.migrate.depends_on.postgres.condition).toBe("service_healthy");

		const roles = Object.keys(services).filter((name) => services[name].environment?.LEADMAP_SERVICES);
		expect(roles.sort()).toEqual([...APP_SERVICES].sort());
		const run = new Set<string>();
		for (const name of APP_SERVICES) {
			const service = services[name];
			expect(service.image).toBe(image);
			expect(service.build).toBeUndefined();
			expect(service.container_name).toBeUndefined(); // a fixed name would forbid --scale
			expect(service.depends_on.migrate.condition).toBe("service_completed_successfully");
			expect(service.healthcheck.test.join(" ")).toContain("/live");
			for (const s of service.environment.LEADMAP_SERVICES.split(",")) {
				expect(SERVICE_NAMES).toContain(s);
				run.add(s);
			}
			expect(service.environment.TRANSPORTER).toBe("nats://nats:4222");
			expect(service.environment.DATABASE_URL).toMatch(/^postgres:\/\/leadmap:a1b2c3@postgres:5432\//);
		}
		// every production service runs somewhere, each scraper provider and enrichment alone
		expect([...run].sort()).toEqual(SERVICE_NAMES.filter((s) => s !== "simulator").sort());
		for (const name of ["scraper-google", "scraper-bing", "scraper-apple", "enrichment"]) expect(services[name].environment.LEADMAP_SERVICES).toBe(name);
		for (const name of ["postgres", "redis", "nats"]) expect(services[name].healthcheck.test.length).toBeGreaterThan(1);
	});

	test("LEADMAP_SECRET_KEY reaches the roles that need it (gateway and core, one key) and no other", () => {
		const holders = APP_SERVICES.filter((name) => services[name].environment.LEADMAP_SECRET_KEY !== undefined);
		expect(holders).toEqual(["gateway", "core"]);
		for (const name of holders) expect(services[name].environment.LEADMAP_SECRET_KEY).toBe(SECRETS.LEADMAP_SECRET_KEY);
	});

	test("is the sandbox by default: the simulator on, in the image target that has it", () => {
		for (const name of APP_SERVICES) expect(services[name].environment.LEADMAP_SANDBOX).toBe("1");
		expect(services.migrate.build.target).toBe("all-in-one");
		const real = compose({ ...SECRETS, LEADMAP_SANDBOX: "0", LEADMAP_IMAGE_TARGET: "production", APPLE_MAPS_JWT: "jwt" });
		expect(real.services.gateway.environment.LEADMAP_SANDBOX).toBe("0");
		expect(real.services["scraper-apple"].environment.APPLE_MAPS_JWT).toBe("jwt");
		expect(real.services.migrate.build.target).toBe("production");
	});

	test("the image targets it names are the Dockerfile's, production the default (last) one", () => {
		const stages = [...readFileSync(path.join(ROOT, "Dockerfile"), "utf8").matchAll(/^FROM \S+ AS (\S+)/gm)].map((m) => m[1]);
		expect(stages).toContain("all-in-one");
		expect(stages.at(-1)).toBe("production");
	});

	test("NATS requires a user and password, from the same variables the services use, and runs no JetStream", () => {
		const conf = file.configs["nats-conf"].content as string;
		expect(conf).not.toMatch(/jetstream/i);
		expect(services.nats.environment.LEADMAP_NATS_PASSWORD).toBe(SECRETS.LEADMAP_NATS_PASSWORD);
		expect(services.gateway.environment.LEADMAP_NATS_PASSWORD).toBe(SECRETS.LEADMAP_NATS_PASSWORD);
		const dir = mkdtempSync(path.join(os.tmpdir(), "leadmap-compose-nats-"));
		try {
			writeFileSync(path.join(dir, "nats.conf"), conf);
			const check = (env: Record<string, string>) =>
				spawnSync(NATS_SERVER, ["-c", path.join(dir, "nats.conf"), "-t"], { env: { ...process.env, ...env }, encoding: "utf8" });
			expect(check({ LEADMAP_NATS_USER: "leadmap", LEADMAP_NATS_PASSWORD: "d4e5f6" }).status).toBe(0);
			const withoutPassword = check({ LEADMAP_NATS_USER: "leadmap" });
			expect(withoutPassword.status).not.toBe(0);
			expect(withoutPassword.stderr + withoutPassword.stdout).toContain("LEADMAP_NATS_PASSWORD");
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
		expect(conf).toMatch(/authorization\s*\{[^}]*user:\s*\$LEADMAP_NATS_USER[^}]*password:\s*\$LEADMAP_NATS_PASSWORD/);
	});

	test("the operator key goes to core, which checks operator calls, and to the cli, which signs them: to no other container", () => {
		const holders = Object.keys(services).filter((name) => services[name].environment?.LEADMAP_OPERATOR_KEY !== undefined);
		expect(holders.sort()).toEqual(["cli", "core"]);
		expect(services.core.environment.LEADMAP_OPERATOR_KEY).toBe(SECRETS.LEADMAP_OPERATOR_KEY);
		// The cli keeps everything else the services run with: the bus, the sandbox setting.
		expect(services.cli.environment).toMatchObject({
			TRANSPORTER: "nats://nats:4222",
			LEADMAP_NATS_PASSWORD: SECRETS.LEADMAP_NATS_PASSWORD,
			LEADMAP_SANDBOX: "1",
		});
	});

	test("the cli service hands out keys as the README shows, and only when asked", () => {
		const cli = services.cli;
		expect(cli.profiles).toEqual(["tools"]);
		expect(cli.image).toBe(services.migrate.image);
		expect(cli.entrypoint.slice(-2)).toEqual(["node", "dist/bin/cli.js"]);
		expect(cli.environment.LEADMAP_SERVICES).toBeUndefined();
		const line = parseCommandLine(["accounts:create", "--name", "Acme", "--plan", "pro", "--credits", "100"]);
		expect(line.help).toBe(false);
	});

	test("every variable it reads is in .env.example", () => {
		const example = readFileSync(path.join(ROOT, ".env.example"), "utf8");
		const documented = new Set([...example.matchAll(/^([A-Z_][A-Z0-9_]*)=/gm)].map((m) => m[1]));
		expect([...variablesIn(COMPOSE_TEXT)].filter((v) => !documented.has(v))).toEqual([]);
	});
});
