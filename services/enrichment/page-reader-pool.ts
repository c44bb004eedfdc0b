import path from "node:path";
import { MessageChannel, receiveMessageOnPort } from "node:worker_threads";
import { Piscina } from "piscina";
import type { FoundEmail } from "./emails";
import type { PageReading, PageSite, RobotsVerdict } from "./page-reading";
import type { ReaderAnswer, ReaderMessage, ReaderTask } from "./page-reader.worker";

/**
 * Crawled pages are read in worker threads, never on the enrichment process's event loop: a
 * page is attacker-controlled input, and whatever it holds, the process keeps answering its
 * probes and its other sites. Each page has a CPU budget (its thread stops reading scripts
 * and text past it) and a hard deadline from when its thread starts it: a thread still busy
 * then is ended (piscina starts another) and the page keeps what its markup gave.
 */

export interface PageReaderOptions {
	threads: number;
	/** CPU time a page's reading may use before its scripts and text are left unread */
	cpuBudgetMs: number;
	/** wall time from a thread starting a page to the thread being ended */
	deadlineMs: number;
}

/** Why a read did not end normally: its CPU budget ran out, its deadline passed (thread ended), or its thread failed (out of memory, a bug). */
export type CutOff = "budget" | "deadline" | "failed";

export interface Read<T> {
	value: T;
	cutOff: CutOff | null;
}

/** Idle threads stay this long: starting one costs tens of milliseconds (seconds where TypeScript is compiled on the fly). */
const IDLE_MS = 60_000;
/**
 * A thread's old generation: the worst generated page (a megabyte) needs under 96 MB; two threads
 * at this cap and the process stay within the enrichment pod's 640 Mi (k8s/base/enrichment).
 */
const THREAD_HEAP_MB = 128;

/** The worker module beside this one: compiled JavaScript in production, TypeScript (through tsx) in tests and `npm start`. */
function workerModule(): { filename: string; execArgv?: string[] } {
	const typescript = __filename.endsWith(".ts");
	const filename = path.join(__dirname, `page-reader.worker.${typescript ? "ts" : "js"}`);
	if (!typescript || process.execArgv.some((arg) => arg.includes("tsx"))) return { filename };
	// Under a runner that compiles in-process (jest), the thread loads TypeScript through tsx.
	return { filename, execArgv: [...process.execArgv, "--require", require.resolve("tsx/cjs")] };
}

export class PageReaderPool {
	private readonly pool: Piscina;

	constructor(private readonly options: PageReaderOptions) {
		this.pool = new Piscina({
			...workerModule(),
			minThreads: 0,
			maxThreads: options.threads,
			idleTimeout: IDLE_MS,
			resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
		});
		// A thread that dies between tasks is replaced; a task's own failure reaches its caller.
		this.pool.on("error", () => undefined);
	}

	async readPage(html: string, url: URL, site: PageSite): Promise<Read<PageReading>> {
		const read = await this.run({ kind: "page", html, url: url.href, site, cpuBudgetMs: this.options.cpuBudgetMs });
		if (read.value) return { value: read.value, cutOff: read.value.complete ? null : "budget" };
		return { value: read.markup ?? unreadPage(url), cutOff: read.cutOff };
	}

	async readVcard(body: string, url: string, siteHost: string): Promise<Read<FoundEmail[]>> {
		const read = await this.run({ kind: "vcard", body, url, siteHost });
		return { value: read.value ?? [], cutOff: read.cutOff };
	}

	/** A robots.txt that cannot be read in time allows everything, as one that cannot be fetched does. */
	async robots(body: string, url: string, agent: string, urls: string[]): Promise<Read<RobotsVerdict>> {
		const read = await this.run({ kind: "robots", body, url, agent, urls });
		return { value: read.value ?? { allowed: urls.map(() => true), crawlDelaySeconds: null }, cutOff: read.cutOff };
	}

	private async run<T extends ReaderTask>(task: T): Promise<{ value?: ReaderAnswer<T>; markup?: PageReading; cutOff: CutOff | null }> {
		const { port1, port2 } = new MessageChannel();
		const abort = new AbortController();
		let markup: PageReading | undefined;
		let deadline: NodeJS.Timeout | undefined;
		const hear = (message: ReaderMessage) => {
			if ("markup" in message) markup = message.markup;
			else deadline ??= setTimeout(() => abort.abort(), this.options.deadlineMs);
		};
		port1.on("message", hear);
		try {
			const value = (await this.pool.run({ ...task, port: port2 }, { transferList: [port2], signal: abort.signal })) as ReaderAnswer<T>;
			return { value, cutOff: null };
		} catch {
			// What the thread said before it was ended may not have been heard yet.
			for (let left = receiveMessageOnPort(port1); left; left = receiveMessageOnPort(port1)) hear(left.message as ReaderMessage);
			return { markup, cutOff: abort.signal.aborted ? "deadline" : "failed" };
		} finally {
			clearTimeout(deadline);
			port1.close();
		}
	}
}

/** A page nothing could be read of. */
function unreadPage(url: URL): PageReading {
	return { url: url.href, lang: null, links: [], navigation: [], vcards: [], emails: [], socials: [], complete: false };
}

const pools = new Map<string, PageReaderPool>();

/** One pool per setting in the process, made when first asked for: every crawl of the process shares its threads. */
export function pageReaderPool(options: PageReaderOptions): PageReaderPool {
	const key = `${options.threads}/${options.cpuBudgetMs}/${options.deadlineMs}`;
	let pool = pools.get(key);
	if (!pool) pools.set(key, (pool = new PageReaderPool(options)));
	return pool;
}
