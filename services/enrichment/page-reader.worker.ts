import type { MessagePort } from "node:worker_threads";
import { threadCpuBudget } from "./cpu-budget";
import type { FoundEmail } from "./emails";
import { readPage, readVcard, robotsVerdict, type PageReading, type PageSite, type RobotsVerdict } from "./page-reading";

/**
 * A page reader thread (piscina runs this module's default export once per task). It tells its
 * pool on `port` when it starts a task (the pool's hard deadline runs from then) and what a
 * page's markup gave as soon as it is read (kept if the thread is ended before it finishes).
 */

export type ReaderTask =
	| { kind: "page"; html: string; url: string; site: PageSite; cpuBudgetMs: number }
	| { kind: "vcard"; body: string; url: string; siteHost: string }
	| { kind: "robots"; body: string; url: string; agent: string; urls: string[] };

export type ReaderAnswer<T extends ReaderTask> = T extends { kind: "page" } ? PageReading : T extends { kind: "vcard" } ? FoundEmail[] : RobotsVerdict;

export type ReaderMessage = { started: true } | { markup: PageReading };

export default function readerTask(task: ReaderTask & { port: MessagePort }): PageReading | FoundEmail[] | RobotsVerdict {
	const { port } = task;
	const tell = (message: ReaderMessage) => port.postMessage(message);
	tell({ started: true });
	try {
		if (task.kind === "page") return readPage(task.html, new URL(task.url), task.site, threadCpuBudget(task.cpuBudgetMs), (markup) => tell({ markup }));
		if (task.kind === "vcard") return readVcard(task.body, task.url, task.siteHost);
		return robotsVerdict(task.body, task.url, task.agent, task.urls);
	} finally {
		port.close();
	}
}
