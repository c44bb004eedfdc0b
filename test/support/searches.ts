import { api, type TestApp } from "./app";

export const TERMINAL = ["completed", "failed", "canceled"];

/** Polls `path` until its answer is a 200 that `until` accepts, as a client would. */
async function pollUntil(app: Pick<TestApp, "url">, key: string, path: string, until: (body: any) => boolean, timeoutMs: number, what: string): Promise<any> {
	const end = Date.now() + timeoutMs;
	let last: any = null;
	while (Date.now() < end) {
		const res = await api(app, "GET", path, { key });
		last = res.body;
		if (res.status === 200 && until(res.body)) return res.body;
		await new Promise((r) => setTimeout(r, 100));
	}
	throw new Error(`${what}: ${JSON.stringify(last)}`);
}

/** Polls a search until it ends (or the predicate holds). */
export function waitForSearch(
	app: Pick<TestApp, "url">,
	key: string,
	id: string,
	until: (s: any) => boolean = (s) => TERMINAL.includes(s.status),
	timeoutMs = 60_000,
): Promise<any> {
	return pollUntil(app, key, `/v1/searches/${id}`, until, timeoutMs, `search ${id} did not reach the expected state`);
}

/** Polls a business run (research, monitor check) until it ends. */
export function waitForRun(app: Pick<TestApp, "url">, key: string, id: string, timeoutMs = 90_000): Promise<any> {
	return pollUntil(app, key, `/v1/runs/${id}`, (r) => TERMINAL.includes(r.status), timeoutMs, `run ${id} did not end`);
}

export async function allSearchLeads(app: Pick<TestApp, "url">, key: string, id: string): Promise<any[]> {
	const leads: any[] = [];
	for (let offset = 0; ; offset += 1000) {
		const res = await api(app, "GET", `/v1/searches/${id}/leads?limit=1000&offset=${offset}`, { key });
		if (res.status !== 200) throw new Error(`leads: ${res.status} ${JSON.stringify(res.body)}`);
		leads.push(...res.body.data);
		if (res.body.data.length < 1000) return leads;
	}
}
