import { readFileSync } from "node:fs";

/** Work that may be cut short asks this between steps. */
export interface Budget {
	spent(): boolean;
}

export const UNLIMITED: Budget = { spent: () => false };

/** Linux reports a thread's CPU time in clock ticks of 1/100 s (USER_HZ). */
const MS_PER_TICK = 10;
/** Reading the thread's CPU time costs a system call: once it may be spent, at most this often. */
const RECHECK_MS = 5;

/** The calling thread's user + system CPU time in ms, or null where /proc/thread-self is not there. */
function threadCpuMs(): number | null {
	try {
		const stat = readFileSync("/proc/thread-self/stat", "latin1");
		const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
		return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
	} catch {
		return null;
	}
}

/**
 * At most `ms` of this thread's CPU time from now. A thread cannot use more CPU than the wall
 * time that passed, so the clock answers until `ms` of it has gone by; then the thread's own
 * CPU time does (where the system tells it; elsewhere the wall time stands for it).
 */
export function threadCpuBudget(ms: number): Budget {
	const startWall = performance.now();
	const startCpu = threadCpuMs();
	let lastCheck = 0;
	let spent = false;
	return {
		spent() {
			if (spent) return true;
			const now = performance.now();
			if (now - startWall < ms || now - lastCheck < RECHECK_MS) return false;
			lastCheck = now;
			const cpu = startCpu === null ? null : threadCpuMs();
			spent = cpu === null || startCpu === null ? true : cpu - startCpu >= ms;
			return spent;
		},
	};
}
