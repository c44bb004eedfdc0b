import path from "node:path";
import { MessageChannel, receiveMessageOnPort } from "node:worker_threads";
import { Piscina } from "piscina";
import type { FoundEmail } from "./emails";
import { Semaphore } from "./limits";
import { readRawAnchors, type PageReading, type PageSite, type RobotsVerdict } from "./page-reading";
import type { ReaderAnswer, ReaderMessage, ReaderTask } from "./page-reader.worker";

/**
 * Crawled pages are read in worker threads, never on the enrichment process's event loop: a
 * page is attacker-controlled input, and whatever it holds, the process keeps answering its
 * probes and its other sites. Each page has a CPU budget (its thread stops reading scripts
 * and text past it) and a hard deadline from when a thread takes it (the thread writes the
 * time into a shared slot): a thread still busy then is ended (piscina starts another) and the
 * page keeps what its markup gave, or, ended before that, what its raw anchors give. Tasks go to
 * piscina only when a thread is free.
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

/** A larger page tells its markup as soon as it is read; a smaller one is read whole far within its deadline. */
const TELLS_MARKUP_CHARS = 64 * 1024;
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
	private pool: Piscina | null = null;
	/** a task per thread at most: it starts as soon as a thread is ready */
	private readonly free: Semaphore;
	/** when the thread took the task of each slot (epoch ms, 0: not yet), written by the thread */
	private readonly started: BigInt64Array;
	private readonly freeSlots: number[];

	constructor(private readonly options: PageReaderOptions) {
		this.free = new Semaphore(options.threads);
		this.started = new BigInt64Array(new SharedArrayBuffer(8 * options.threads));
		this.freeSlots = Array.from({ length: options.threads }, (_, i) => i);
	}

	async readPage(html: string, url: URL, site: PageSite): Promise<Read<PageReading>> {
		const task = { kind: "page" as const, html, url: url.href, site, cpuBudgetMs: this.options.cpuBudgetMs };
		const read = await this.run(task, html.length > TELLS_MARKUP_CHARS);
		if (read.value) return { value: read.value, cutOff: read.value.complete ? null : "budget" };
		// A thread ended before it had read the markup: the raw anchors still give the contacts.
		return { value: read.markup ?? readRawAnchors(html, url, site), cutOff: read.cutOff };
	}

	async readVcard(body: string, url: string, siteHost: string): Promise<Read<FoundEmail[]>> {
		const read = await this.run({ kind: "vcard", body, url, siteHost }, false);
		return { value: read.value ?? [], cutOff: read.cutOff };
	}

	/** A robots.txt that cannot be read in time allows everything, as one that cannot be fetched does. */
	async robots(body: string, url: string, agent: string, urls: string[]): Promise<Read<RobotsVerdict>> {
		const read = await this.run({ kind: "robots", body, url, agent, urls }, false);
		return { value: read.value ?? { allowed: urls.map(() => true), crawlDelaySeconds: null }, cutOff: read.cutOff };
	}

	/** The threads, started when first needed and kept (unref'd when idle: they never hold the process). */
	private threads(): Piscina {
		if (!this.pool) {
			this.pool = new Piscina({
				...workerModule(),
				minThreads: this.options.threads,
				maxThreads: this.options.threads,
				resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
			});
			// A thread that dies between tasks is replaced; a task's own failure reaches its caller.
			this.pool.on("error", () => undefined);
		}
		return this.pool;
	}

	private run<T extends ReaderTask>(task: T, tellsMarkup: boolean): Promise<{ value?: ReaderAnswer<T>; markup?: PageReading; cutOff: CutOff | null }> {
		return this.free.run(async () => {
			const slot = this.freeSlots.pop() as number;
			Atomics.store(this.started, slot, 0n);
			const channel = tellsMarkup ? new MessageChannel() : null;
			let markup: PageReading | undefined;
			const hear = (message: ReaderMessage) => (markup = message.markup);
			channel?.port1.on("message", hear);
			const abort = new AbortController();
			const deadline = this.deadline(slot, abort);
			try {
				const handed = { ...task, started: this.started, slot, ...(channel ? { port: channel.port2 } : {}) };
				const value = (await this.threads().run(handed, { transferList: channel ? [channel.port2] : undefined, signal: abort.signal })) as ReaderAnswer<T>;
				return { value, cutOff: null };
			} catch {
				// What the thread told before it was ended may not have been heard yet.
				if (channel) for (let left = receiveMessageOnPort(channel.port1); left; left = receiveMessageOnPort(channel.port1)) hear(left.message as ReaderMessage);
				return { markup, cutOff: abort.signal.aborted ? "deadline" : "failed" };
			} finally {
				deadline.cancel();
				channel?.port1.close();
				this.freeSlots.push(slot);
			}
		});
	}

	/** Aborts the task of `slot` once it has run `deadlineMs` on its thread: waiting for a thread to start (after one was ended) does not count. */
	private deadline(slot: number, abort: AbortController): { cancel(): void } {
		let timer: NodeJS.Timeout;
		const check = () => {
			const started = Number(Atomics.load(this.started, slot));
			const due = (started || Date.now()) + this.options.deadlineMs;
			if (started && Date.now() >= due) abort.abort();
			else timer = setTimeout(check, due - Date.now());
		};
		timer = setTimeout(check, this.options.deadlineMs);
		return { cancel: () => clearTimeout(timer) };
	}
}

const pools = new Map<string, PageReaderPool>();

/** One pool per setting in the process, made when first asked for: every crawl of the process shares its threads. */
export function pageReaderPool(options: PageReaderOptions): PageReaderPool {
	const key = `${options.threads}/${options.cpuBudgetMs}/${options.deadlineMs}`;
	let pool = pools.get(key);
	if (!pool) pools.set(key, (pool = new PageReaderPool(options)));
	return pool;
}
