/**
 * Generates the typed client's `clients/typescript/src/schema.d.ts` from the OpenAPI document
 * (`npm run client:generate`); `npm run client:generate -- --check [file]` exits 1 when the file
 * differs from what the current document generates (test/client-package.test.ts runs it).
 * openapi-typescript loads ES-module-only dependencies: run this with tsx, not inside jest.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { buildOpenApiDocument } from "../services/gateway/openapi/document";

export const CLIENT_SCHEMA_FILE = path.resolve(__dirname, "../clients/typescript/src/schema.d.ts");

const BANNER = `/**
 * Types of the Leadmap API, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: run \`npm run client:generate\` after changing the API.
 */

`;

/** What schema.d.ts must hold for the current document. */
export async function generateClientSchema(): Promise<string> {
	const ast = await openapiTS(buildOpenApiDocument() as unknown as OpenAPI3);
	return BANNER + astToString(ast);
}

async function main(): Promise<void> {
	const expected = await generateClientSchema();
	const check = process.argv.indexOf("--check");
	const file = check >= 0 && process.argv[check + 1] ? path.resolve(process.argv[check + 1]) : CLIENT_SCHEMA_FILE;
	const relative = path.relative(process.cwd(), file);
	if (check >= 0) {
		let current = "";
		try {
			current = readFileSync(file, "utf8");
		} catch {
			// missing: differs
		}
		if (current !== expected) {
			process.stderr.write(`${relative} is out of date: run \`npm run client:generate\`\n`);
			process.exit(1);
		}
		process.stdout.write(`${relative} is up to date\n`);
		return;
	}
	writeFileSync(CLIENT_SCHEMA_FILE, expected);
	process.stdout.write(`wrote ${relative}\n`);
}

if (require.main === module) {
	main().catch((err) => {
		process.stderr.write(`${(err as Error).stack ?? err}\n`);
		process.exit(1);
	});
}
