import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * Webhook payloads are their producers' (searches, monitors, watches): the webhooks service signs and delivers `data`
 * without knowing its shape. What webhooks may take from another service is the names endpoints subscribe to, string
 * constants; never a payload type, an interface, a schema or a function of theirs.
 */

const ROOT = path.resolve(__dirname, "..");
const WEBHOOKS_DIR = path.join(ROOT, "services", "webhooks");

interface CrossImport {
	file: string;
	from: string;
	name: string;
	what: string;
}

function program(): ts.Program {
	const config = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
	const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
	const files = readdirSync(WEBHOOKS_DIR)
		.filter((f) => f.endsWith(".ts"))
		.map((f) => path.join(WEBHOOKS_DIR, f));
	return ts.createProgram(files, { ...options, noEmit: true });
}

/** The folder of the service a module specifier of `file` points into, if another service's. */
function otherService(file: string, specifier: string): string | null {
	if (!specifier.startsWith(".")) return null;
	const target = path.relative(path.join(ROOT, "services"), path.resolve(path.dirname(file), specifier));
	const [service] = target.split(path.sep);
	return target.startsWith("..") || service === "webhooks" ? null : service;
}

/** What an imported name is: `string constant <type>` for a string or list of strings, else what kind of thing. */
function describe(checker: ts.TypeChecker, element: ts.ImportSpecifier): string {
	const local = checker.getSymbolAtLocation(element.name);
	if (!local) return "unresolved";
	const symbol = checker.getAliasedSymbol(local);
	if (element.isTypeOnly || !(symbol.flags & ts.SymbolFlags.Variable) || symbol.flags & ts.SymbolFlags.Type) return `type or other (flags ${symbol.flags})`;
	const declaration = symbol.valueDeclaration;
	const type = checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, declaration ?? element));
	const names = /^("[^"]*"|readonly \["[^"]*"(, "[^"]*")*\])$/;
	return names.test(type) && declaration && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const ? `string constant ${type}` : `value of type ${type}`;
}

function crossServiceImports(): CrossImport[] {
	const prog = program();
	const checker = prog.getTypeChecker();
	const found: CrossImport[] = [];
	for (const source of prog.getSourceFiles().filter((s) => path.dirname(s.fileName) === WEBHOOKS_DIR)) {
		const file = path.basename(source.fileName);
		for (const statement of source.statements) {
			if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
			const specifier = statement.moduleSpecifier;
			if (!specifier || !ts.isStringLiteral(specifier)) continue;
			const from = otherService(source.fileName, specifier.text);
			if (!from) continue;
			const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
			const bindings = clause?.namedBindings;
			if (!clause || clause.isTypeOnly || clause.name || !bindings || !ts.isNamedImports(bindings)) {
				found.push({ file, from, name: statement.getText(source), what: "an import other than named values" });
				continue;
			}
			for (const element of bindings.elements) found.push({ file, from, name: element.name.text, what: describe(checker, element) });
		}
	}
	return found;
}

test("the webhooks service takes only event names from other services, no payload type of theirs", () => {
	const imports = crossServiceImports();
	// it does take the names endpoints subscribe to, from their producers
	expect(imports.map((i) => `${i.from}:${i.name}`).sort()).toEqual(
		expect.arrayContaining(["monitors:BUSINESS_CHANGED_EVENT", "searches:SEARCH_EVENT_TYPES", "watches:WATCH_CHANGED_EVENT"]),
	);
	expect(imports.filter((i) => !i.what.startsWith("string constant "))).toEqual([]);
});

/** Every .ts file under `dir`, recursively. */
function sourcesUnder(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const file = path.join(dir, entry.name);
		return entry.isDirectory() ? sourcesUnder(file) : entry.name.endsWith(".ts") ? [file] : [];
	});
}

test("every producer writes and hands over its events through webhook-outbox.contract.ts, none by a path of its own", () => {
	const bypasses = /"webhooks\.enqueueEvent"|\b(writeOutboxEvent|drainOutbox|handOverNow)\(/;
	const producers = sourcesUnder(path.join(ROOT, "services")).filter((file) => !file.startsWith(WEBHOOKS_DIR));
	const offending = producers.filter((file) => bypasses.test(readFileSync(file, "utf8")));
	expect(offending.map((file) => path.relative(ROOT, file))).toEqual([]);
	const users = producers.filter((file) => readFileSync(file, "utf8").includes("../webhooks/webhook-outbox.contract"));
	expect([...new Set(users.map((file) => path.relative(path.join(ROOT, "services"), file).split(path.sep)[0]))].sort()).toEqual([
		"monitors",
		"searches",
		"watches",
	]);
});
