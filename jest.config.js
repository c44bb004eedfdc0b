const { readdirSync, readFileSync } = require("node:fs");
const path = require("node:path");

/**
 * Tests run against real components: an embedded PostgreSQL by default, or the machine's
 * PostgreSQL, Redis and NATS with LEADMAP_TEST_MODE=services. Each pass runs the files that
 * mean something in it, read from the files themselves so no list can go stale:
 * - the services pass runs the files that start the app (`startApp`, `startCluster`, or that
 *   read SERVICES_MODE): a file that never starts it (parsers, the simulator, the docs,
 *   manifests) behaves the same in both passes and runs in the embedded one only;
 * - the files that start a cluster of processes over NATS (`startCluster`) cross the bus
 *   whatever the pass: they run in the services pass only;
 * - the files whose every app runs over a bus they name (`startApp({ transporter })`: a NATS
 *   with authorization, the operator CLI joining it) cross it in the embedded pass already, as
 *   separate brokers: the services pass would run them the same way again, so it skips them.
 */
const SERVICES = process.env.LEADMAP_TEST_MODE === "services";
const TEST_DIR = path.join(__dirname, "test");
const startsApp = (source) => /\b(startApp|startCluster|SERVICES_MODE)\b/.test(source);
const startsCluster = (source) => /\bstartCluster\b/.test(source);
/** The text of each call `name(...)` in the source, its parentheses balanced. */
function callsOf(source, name) {
	const calls = [];
	for (let at = source.indexOf(`${name}(`); at !== -1; at = source.indexOf(`${name}(`, at + 1)) {
		let depth = 0;
		let end = at + name.length;
		for (; end < source.length; end++) {
			if (source[end] === "(") depth++;
			else if (source[end] === ")" && --depth === 0) break;
		}
		calls.push(source.slice(at, end + 1));
	}
	return calls;
}
const namesItsBus = (source) => {
	const apps = callsOf(source, "startApp");
	return apps.length > 0 && apps.every((call) => /\btransporter\b/.test(call));
};
const skipped = readdirSync(TEST_DIR)
	.filter((file) => file.endsWith(".test.ts"))
	.filter((file) => {
		const source = readFileSync(path.join(TEST_DIR, file), "utf8");
		return SERVICES ? !startsApp(source) || namesItsBus(source) : startsCluster(source);
	});

module.exports = {
  testEnvironment: "node",
  // Transpiled as the build emits it (CommonJS, tsconfig.build.json); tsconfig.json is the checking's (npm run typecheck)
  transform: { "^.+\\.ts$": ["ts-jest", { diagnostics: false, tsconfig: "<rootDir>/tsconfig.build.json" }] },
  // the typed client (clients/typescript) is an ES module: its relative imports name the emitted `.js`
  moduleNameMapper: { "^(\\.{1,2}/.*)\\.js$": "$1" },
  testMatch: ["<rootDir>/test/**/*.test.ts"],
  // A file named on the command line still runs: the skipping is for whole passes.
  testPathIgnorePatterns: process.argv.some((a) => a.endsWith(".test.ts")) ? ["/node_modules/"]
    : ["/node_modules/", ...skipped.map((file) => `/test/${file.replace(/\./g, "\\.")}$`)],
  globalSetup: "<rootDir>/test/support/global-setup.ts",
  globalTeardown: "<rootDir>/test/support/global-teardown.ts",
  testTimeout: 60000,
  maxWorkers: 2,
};
