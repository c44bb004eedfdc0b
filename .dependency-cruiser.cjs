/**
 * The architecture's one rule, checked in CI (`npm run depcheck`): services meet only
 * through their contracts. Tests and benches may import anything.
 */
const NOT_TESTS = ["^test/", "^bench/"];

module.exports = {
	forbidden: [
		{
			name: "only-contracts-cross-services",
			comment:
				"A service imports from another service only its <name>.contract.ts. Move the type or constant you need into " +
				"that service's contract (it owns it), and reach the service through call()/emit() from shared/bus.ts.",
			severity: "error",
			from: { path: "^services/([^/]+)/", pathNot: NOT_TESTS },
			to: { path: "^services/([^/]+)/", pathNot: ["^services/$1/", "[.]contract[.]ts$", "^services/[^/]+/[^/]+[.]openapi[.]ts$"] },
		},
		{
			name: "service-openapi-docs-only-to-the-gateway",
			comment:
				"A service's <name>.openapi.ts documents its routes for the OpenAPI document; only the gateway's document " +
				"builder gathers it. What another service needs is in the contract.",
			severity: "error",
			from: { pathNot: ["^services/gateway/openapi/", ...NOT_TESTS] },
			to: { path: "^services/[^/]+/[^/]+[.]openapi[.]ts$" },
		},
		{
			name: "contracts-import-only-contracts-and-shared",
			comment:
				"A contract says what a service offers: it imports only other contracts, its own <name>.schemas.ts (its result " +
				"shapes, which it re-exports), shared/ and type packages; a schemas file imports as a contract does. " +
				"Move what it needs from a store or a service file into the contract itself.",
			severity: "error",
			from: { path: "[.](contract|schemas)[.]ts$" },
			to: { pathNot: ["[.](contract|schemas)[.]ts$", "^shared/", "^node_modules/"], dependencyTypesNot: ["core"] },
		},
		{
			name: "shared-knows-no-service",
			comment:
				"shared/ holds only what several services use and knows no service. Put service-specific code in that " +
				"service's folder, and types other services need in its contract.",
			severity: "error",
			from: { path: "^shared/" },
			to: { path: "^(services|sandbox|bin)/" },
		},
		{
			name: "services-never-import-bin",
			comment:
				"bin/ composes the services (the registry, the whole schema's migrations, the embedded PostgreSQL `npm start` " +
				"runs): a service never imports it. Put what a service needs in its folder, its contract or shared/.",
			severity: "error",
			from: { path: "^(services|shared)/" },
			to: { path: "^bin/" },
		},
		{
			name: "production-never-imports-the-sandbox",
			comment:
				"The provider simulator is a test and demo peer. Production code never imports it; only bin/ (the sandbox " + "entry point), tests and benches do.",
			severity: "error",
			from: { path: "^(services|shared)/" },
			to: { path: "^sandbox/" },
		},
		{
			name: "the-client-stands-alone",
			comment:
				"The typed client (clients/) is published on its own: it imports only its own files and its npm dependencies, " +
				"never the server's code. Its types come from the OpenAPI document (npm run client:generate).",
			severity: "error",
			from: { path: "^clients/" },
			to: { path: "^(services|shared|bin|sandbox|test|bench)/" },
		},
		{
			name: "no-circular",
			comment: "Break the cycle: move what both sides need into a contract or shared/.",
			severity: "error",
			from: { pathNot: NOT_TESTS },
			to: { circular: true, dependencyTypesNot: ["type-only"] },
		},
	],
	options: {
		doNotFollow: { path: "node_modules" },
		tsPreCompilationDeps: true,
		tsConfig: { fileName: "tsconfig.json" },
		enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
	},
};
