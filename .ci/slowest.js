#!/usr/bin/env node
// The slowest test files of the passes whose jest --json outputs are named on the command line
// (.ci/out/<pass>.json): the top 15, with their seconds and the pass, slowest first.
const { existsSync, readFileSync } = require("node:fs");
const path = require("node:path");

const TOP = 15;
const rows = [];
for (const file of process.argv.slice(2)) {
	if (!existsSync(file)) continue;
	const pass = path.basename(file, ".json");
	const report = JSON.parse(readFileSync(file, "utf8"));
	for (const result of report.testResults ?? []) {
		const seconds = (result.endTime - result.startTime) / 1000;
		if (Number.isFinite(seconds)) rows.push({ pass, file: path.relative(process.cwd(), result.name), seconds, tests: result.assertionResults?.length ?? 0 });
	}
}
rows.sort((a, b) => b.seconds - a.seconds);
console.log(`slowest test files (of ${rows.length}):`);
for (const row of rows.slice(0, TOP)) {
	console.log(`${row.seconds.toFixed(1).padStart(7)} s  ${row.pass.padEnd(9)} ${row.file} (${row.tests} tests)`);
}
