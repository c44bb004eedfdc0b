import { execFile } from "node:child_process";
import { createHmac } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/**
 * The typed client as a package: its generated types cannot drift from the OpenAPI document,
 * and it builds with its own tsconfig into an ES module that Node loads by the package's name.
 */
const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "..");
const CLIENT_DIR = path.join(ROOT, "clients/typescript");
const CLIENT_SCHEMA_FILE = path.join(CLIENT_DIR, "src/schema.d.ts");

/** `npm run client:generate -- --check [file]`, as CI or a developer runs it. */
function checkSchema(file?: string) {
	const args = [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "bin/client-schema.ts", "--check", ...(file ? [file] : [])];
	return run(process.execPath, args, { cwd: ROOT, timeout: 120_000 }).then(
		() => ({ code: 0, stderr: "" }),
		(err: { code: number; stderr: string }) => err,
	);
}

test("clients/typescript/src/schema.d.ts is what the current OpenAPI document generates (else: npm run client:generate)", async () => {
	expect(await checkSchema()).toEqual({ code: 0, stderr: "" });
	expect(readFileSync(CLIENT_SCHEMA_FILE, "utf8")).toContain('"/v1/searches/{id}/leads"');
}, 150_000);

test("the check fails on a schema.d.ts that drifted from the document", async () => {
	const dir = mkdtempSync(path.join(os.tmpdir(), "leadmap-client-schema-"));
	const drifted = path.join(dir, "schema.d.ts");
	writeFileSync(drifted, readFileSync(CLIENT_SCHEMA_FILE, "utf8").replace("keyword: string;", "keyword?: string;"));
	try {
		const result = await checkSchema(drifted);
		expect(result.code).toBe(1);
		expect(result.stderr).toContain("is out of date: run `npm run client:generate`");
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}, 150_000);

test("npm run build makes dist/ with types; Node imports (and requires) it by the package's name, through its exports, and it works", async () => {
	const pkg = JSON.parse(readFileSync(path.join(CLIENT_DIR, "package.json"), "utf8"));
	expect(pkg).toMatchObject({ name: "@leadmap/client", type: "module", exports: { ".": { types: "./dist/index.d.ts", import: "./dist/index.js" } } });
	await run("npm", ["run", "build"], { cwd: CLIENT_DIR, timeout: 240_000 });
	for (const file of ["index.js", "index.d.ts", "client.js", "schema.d.ts"]) expect(existsSync(path.join(CLIENT_DIR, "dist", file))).toBe(true);

	// a script inside the package imports the package by name: Node resolves it through `exports`
	const probe = path.join(CLIENT_DIR, "dist", "probe.mjs");
	const t = Math.floor(Date.now() / 1000);
	const header = `t=${t},v1=${createHmac("sha256", "whsec_probe").update(`${t}.{"ok":true}`).digest("hex")}`;
	writeFileSync(
		probe,
		`import { createRequire } from "node:module";
import { createLeadmapClient, verifyWebhookSignature, LeadmapError } from "@leadmap/client";
const client = createLeadmapClient({ baseUrl: "http://127.0.0.1:9", apiKey: "lm_live_x" });
console.log(JSON.stringify({
	client: typeof client.api.GET, error: new LeadmapError({ status: 404, code: "not_found" }).code,
	verified: verifyWebhookSignature('{"ok":true}', ${JSON.stringify(header)}, "whsec_probe"),
	required: typeof createRequire(import.meta.url)("@leadmap/client").createLeadmapClient,
}));`,
	);
	try {
		const { stdout } = await run(process.execPath, [probe], { cwd: CLIENT_DIR });
		expect(JSON.parse(stdout)).toEqual({ client: "function", error: "not_found", verified: true, required: "function" });
	} finally {
		rmSync(probe, { force: true });
	}
}, 300_000);
