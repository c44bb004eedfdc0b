import { readFileSync } from "node:fs";

/**
 * `npx tsx bench/cpu-profile-top.ts file.cpuprofile [n] [fromFunction]`: the functions with the most
 * self time, then the most inclusive time, as shares of the busy (non-idle) time from the first
 * sample inside `fromFunction` on (start-up left out), e.g. `crawlSite`.
 */

interface ProfileNode {
	id: number;
	callFrame: { functionName: string; url: string; lineNumber: number };
	children?: number[];
}
interface Profile {
	nodes: ProfileNode[];
	samples: number[];
	timeDeltas: number[];
}

const [file, count = "30", fromFunction] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);

function label(node: ProfileNode): string {
	const frame = node.callFrame;
	const where = frame.url.replace(/^.*\/node_modules\//, "~/").replace(/^file:\/\/.*?\/(services|shared|bench)\//, "$1/");
	return `${frame.functionName || "(anonymous)"} ${where}:${frame.lineNumber + 1}`;
}

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let busy = 0;
let idle = 0;
function stackHas(id: number, name: string): boolean {
	for (let cur: number | undefined = id; cur !== undefined; cur = parentOf.get(cur)) if (byId.get(cur)!.callFrame.functionName === name) return true;
	return false;
}

let started = fromFunction === undefined;
profile.samples.forEach((id, i) => {
	const delta = profile.timeDeltas[i] ?? 0;
	started ||= stackHas(id, fromFunction!);
	if (!started) return;
	const node = byId.get(id)!;
	if (node.callFrame.functionName === "(idle)") {
		idle += delta;
		return;
	}
	busy += delta;
	self.set(label(node), (self.get(label(node)) ?? 0) + delta);
	const seen = new Set<string>();
	for (let cur: number | undefined = id; cur !== undefined; cur = parentOf.get(cur)) seen.add(label(byId.get(cur)!));
	for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + delta);
});

function print(title: string, totals: Map<string, number>): void {
	console.log(title);
	for (const [key, us] of [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
		console.log(`${((us / busy) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
	}
}
console.log(`busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms`);
print("self:", self);
print("inclusive:", inclusive);
