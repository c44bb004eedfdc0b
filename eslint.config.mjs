// Lint: the type-checked rules that catch what the compiler lets through in async code
// (a promise nobody awaits or catches, a promise where a callback's result is ignored,
// awaiting what is not a promise). Formatting is the formatter's (prettier), not lint's.
import tseslint from "typescript-eslint";

export default tseslint.config(
	{ ignores: ["dist/**", "node_modules/**", "clients/typescript/dist/**", "clients/typescript/src/schema.d.ts", ".ci/**", "**/*.js", "**/*.cjs", "**/*.mjs"] },
	{
		files: ["**/*.ts"],
		languageOptions: { parser: tseslint.parser, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
		plugins: { "@typescript-eslint": tseslint.plugin },
		linterOptions: { reportUnusedDisableDirectives: "error" },
		rules: {
			"@typescript-eslint/no-floating-promises": "error",
			"@typescript-eslint/no-misused-promises": "error",
			"@typescript-eslint/await-thenable": "error",
		},
	},
	{
		// A test's or a bench's local HTTP peer may answer from an async handler: node's server ignores what it returns.
		files: ["test/**/*.ts", "bench/**/*.ts"],
		rules: { "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { arguments: false } }] },
	},
);
