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
 *   whatever the pass: they run in the services pass only.
 */
const SERVICES = process.env.LEADMAP_TEST_MODE === "services";
const TEST_DIR = path.join(__dirname, "test");
const startsApp = (source) => /\b(startApp|startCluster|SERVICES_MODE)\b/.test(source);
const startsCluster = (source) => /\bstartCluster\b/.test(source);
const skipped = readdirSync(TEST_DIR)
	.filter((file) => file.endsWith(".test.ts"))
	.filter((file) => {
		const source = readFileSync(path.join(TEST_DIR, file), "utf8");
		return SERVICES ? !startsApp(source) : startsCluster(source);
	});

module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.ts$": ["ts-jest", { diagnostics: false }] },
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
