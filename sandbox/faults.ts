/** Count-based fault injection: the same configuration always fails the same requests, so tests repeat. */

import { FAULT_KINDS, LAYOUT_CHANGES, type FaultConfig, type FaultKind, type FaultRule, type LayoutChange } from "./simulator.contract";

const RULE_KEYS = ["first", "after", "count", "every", "rate"] as const;

function isNonNegative(v: unknown): v is number {
	return typeof v === "number" && Number.isFinite(v) && v >= 0;
}

/** Throws with a readable message on anything it does not understand (the admin endpoint answers 400 with it). */
export function validateFaults(input: unknown): FaultConfig {
	if (!input || typeof input !== "object" || Array.isArray(input)) throw new Error("faults must be a JSON object");
	const out: FaultConfig = {};
	for (const [key, value] of Object.entries(input)) {
		if (key === "latencyMs" || key === "retryAfterSeconds") {
			if (!isNonNegative(value)) throw new Error(`${key} must be a non-negative number`);
			out[key] = value;
		} else if (key === "layout") {
			if (value === null) continue;
			if (!(LAYOUT_CHANGES as readonly unknown[]).includes(value)) throw new Error(`layout must be one of ${LAYOUT_CHANGES.join(", ")}, or null`);
			out.layout = value as LayoutChange;
		} else if (key === "serverErrorStatus") {
			if (typeof value !== "number" || !Number.isInteger(value) || value < 500 || value > 599) throw new Error("serverErrorStatus must be 500..599");
			out.serverErrorStatus = value;
		} else if ((FAULT_KINDS as readonly string[]).includes(key)) {
			if (value === null) continue;
			if (!value || typeof value !== "object" || Array.isArray(value)) throw new Error(`${key} must be an object`);
			const rule: FaultRule = {};
			for (const [rk, rv] of Object.entries(value)) {
				if (!(RULE_KEYS as readonly string[]).includes(rk)) throw new Error(`${key}.${rk} is not a fault rule field`);
				if (!isNonNegative(rv) || (rk === "rate" && rv > 1)) throw new Error(`${key}.${rk} must be a non-negative number${rk === "rate" ? " <= 1" : ""}`);
				rule[rk as keyof FaultRule] = rv;
			}
			out[key as FaultKind] = rule;
		} else {
			throw new Error(`unknown fault setting: ${key}`);
		}
	}
	return out;
}

export function ruleApplies(rule: FaultRule | undefined, n: number): boolean {
	if (!rule) return false;
	if (rule.first !== undefined && n <= rule.first) return true;
	if (rule.after !== undefined && n > rule.after && (rule.count === undefined || n <= rule.after + rule.count)) return true;
	if (rule.every && n % rule.every === 0) return true;
	if (rule.rate && Math.floor(n * rule.rate + 1e-9) > Math.floor((n - 1) * rule.rate + 1e-9)) return true;
	return false;
}

export class FaultInjector {
	private config: FaultConfig = {};
	private requests = 0;
	readonly injected: Record<FaultKind, number> = emptyCounts();

	constructor(config?: FaultConfig) {
		if (config) this.set(config);
	}

	set(config: FaultConfig): void {
		this.config = validateFaults(config);
		this.requests = 0;
	}

	get(): FaultConfig {
		return structuredClone(this.config);
	}

	get latencyMs(): number {
		return this.config.latencyMs ?? 0;
	}

	get serverErrorStatus(): number {
		return this.config.serverErrorStatus ?? 503;
	}

	get layout(): LayoutChange | null {
		return this.config.layout ?? null;
	}

	get retryAfterSeconds(): number {
		return this.config.retryAfterSeconds ?? 1;
	}

	/** Counts one search request and says which fault (in FAULT_KINDS order) it gets, if any. */
	next(): { kind: FaultKind | null; n: number } {
		const n = ++this.requests;
		const kind = FAULT_KINDS.find((k) => ruleApplies(this.config[k], n)) ?? null;
		if (kind) this.injected[kind]++;
		return { kind, n };
	}
}

export function emptyCounts(): Record<FaultKind, number> {
	return Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<FaultKind, number>;
}

/** What every simulated endpoint shares with the server: the world, the faults, held responses, counters. */
export interface EndpointContext {
	world: import("./world").World;
	faults: FaultInjector;
	/** Responses held open by the `timeout` fault; the server drops them on shutdown. */
	held: Set<import("node:http").ServerResponse>;
	counters: { searchRequests: number; placesServed: number };
}

/**
 * Every simulated endpoint starts the same way: take the request's fault; a timeout
 * holds the response open (null: nothing more to do), latency waits.
 */
export async function takeFault(
	faults: FaultInjector,
	held: Set<import("node:http").ServerResponse>,
	res: import("node:http").ServerResponse,
): Promise<{ kind: FaultKind | null; n: number } | null> {
	const fault = faults.next();
	if (fault.kind === "timeout") {
		held.add(res);
		res.on("close", () => held.delete(res));
		return null;
	}
	if (faults.latencyMs > 0) await new Promise((r) => setTimeout(r, faults.latencyMs));
	return res.destroyed ? null : fault;
}

/** A request body, refused past `limit` bytes. */
export function readBody(req: import("node:http").IncomingMessage, limit = 65_536, tooLarge: () => Error = () => new Error("body too large")): Promise<string> {
	return new Promise((resolve, reject) => {
		let size = 0;
		const chunks: Buffer[] = [];
		req.on("data", (chunk: Buffer) => {
			size += chunk.length;
			if (size > limit) {
				reject(tooLarge());
				req.destroy();
				return;
			}
			chunks.push(chunk);
		});
		req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
		req.on("error", reject);
	});
}
