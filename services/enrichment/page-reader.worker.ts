import type { MessagePort } from "node:worker_threads";
import { threadCpuBudget } from "./cpu-budget";
import type { FoundEmail } from "./emails";
import { readPage, readVcard, robotsVerdict, type PageReading, type PageSite, type RobotsVerdict } from "./page-reading";

/**
 * A page reader thread (piscina runs this module's default export once per task). It writes
 * when it took a task into the pool's shared slot, and given a `port` (large pages) tells there
 * what a page's markup gave as soon as it is read: kept if the thread is ended before it finishes.
 */

export type ReaderTask =
	| { kind: "page"; html: string; url: string; site: PageSite; cpuBudgetMs: number }
	| { kind: "vcard"; body: string; url: string; siteHost: string }
	| { kind: "robots"; body: string; url: string; agent: string; urls: string[] };

export type ReaderAnswer<T extends ReaderTask> = T extends { kind: "page" } ? PageReading : T extends { kind: "vcard" } ? FoundEmail[] : RobotsVerdict;

export type ReaderMessage = { markup: PageReading };

/** What the pool adds to a task: the shared slot to write when this thread took it (its deadline runs from then), and a port for large pages. */
interface Handed {
	started: BigInt64Array;
	slot: number;
	port?: MessagePort;
}

export default function readerTask(task: ReaderTask & Handed): PageReading | FoundEmail[] | RobotsVerdict {
	Atomics.store(task.started, task.slot, BigInt(Date.now()));
	const { port } = task;
	try {
		if (task.kind === "page")
			return readPage(
				task.html,
				new URL(task.url),
				task.site,
				threadCpuBudget(task.cpuBudgetMs),
				port && ((markup) => port.postMessage({ markup } satisfies ReaderMessage)),
			);
		if (task.kind === "vcard") return readVcard(task.body, task.url, task.siteHost);
		return robotsVerdict(task.body, task.url, task.agent, task.urls);
	} finally {
		port?.close();
	}
}
