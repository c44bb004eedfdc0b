/** Tests run against real components: an embedded PostgreSQL by default,
 *  or the machine's PostgreSQL, Redis and NATS with LEADMAP_TEST_MODE=services. */
module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.ts$": ["ts-jest", { diagnostics: false }] },
  // the typed client (clients/typescript) is an ES module: its relative imports name the emitted `.js`
  moduleNameMapper: { "^(\\.{1,2}/.*)\\.js$": "$1" },
  testMatch: ["<rootDir>/test/**/*.test.ts"],
  globalSetup: "<rootDir>/test/support/global-setup.ts",
  globalTeardown: "<rootDir>/test/support/global-teardown.ts",
  testTimeout: 60000,
  maxWorkers: 2,
};
