import type { ServiceBroker } from "moleculer";
import { ACCESS_STATUSES, PLAN_NAMES, type AccessStatus, type PlanName } from "../../services/billing/billing.contract";
import { MAX_PAGE_LIMIT, type Page, type PageParams } from "../../shared/paging";

/** What a command was given: `--name value` flags and its positional arguments by name. */
export interface CommandInput {
	flags: Record<string, string>;
	args: Record<string, string>;
}

/**
 * An operator command, shared by `npm run cli` and the REPL. `params` checks what was typed
 * before anything starts (a mistake is a UsageError, and nothing ran); `run` calls the services.
 */
export interface OperatorCommand<P = any, T = any> {
	usage: string;
	/** every flag the command takes (besides --json and --help); any other is refused, so a typo never goes unnoticed */
	flags: readonly string[];
	/** its positional arguments, in order, all required */
	args?: readonly string[];
	/** the services it calls: waited for on the bus, or run locally without background work */
	services: readonly string[];
	params(input: CommandInput): P;
	run(broker: ServiceBroker, params: P): Promise<T>;
	/** the result as lines of text (`--json` prints the result itself) */
	text(result: T): string[];
}

/** Infers a command's params and result types, so `run` and `text` are checked against them. */
export function command<P, T>(definition: OperatorCommand<P, T>): OperatorCommand<P, T> {
	return definition;
}

/** A mistake in how a command was typed: the CLI prints it with the usage and exits 2, having done nothing. */
export class UsageError extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function planFlag(flags: Record<string, string>, fallback?: string): PlanName | null | undefined {
	const plan = flags.plan ?? fallback;
	if (plan === undefined) return undefined;
	if (plan === "none") return null;
	if (!(PLAN_NAMES as string[]).includes(plan)) throw new UsageError(`--plan must be one of ${PLAN_NAMES.join(", ")} or none`);
	return plan as PlanName;
}

export function statusFlag(flags: Record<string, string>, fallback?: AccessStatus): AccessStatus | undefined {
	const status = flags.status ?? fallback;
	if (status === undefined) return undefined;
	if (!(ACCESS_STATUSES as readonly string[]).includes(status)) throw new UsageError(`--status must be one of ${ACCESS_STATUSES.join(", ")}`);
	return status as AccessStatus;
}

/** A flag that must be one of `values` (or absent). */
export function enumFlag<V extends string>(flags: Record<string, string>, name: string, values: readonly V[]): V | undefined {
	const value = flags[name];
	if (value === undefined) return undefined;
	if (!(values as readonly string[]).includes(value)) throw new UsageError(`--${name} must be one of ${values.join(", ")}`);
	return value as V;
}

export function intFlag(flags: Record<string, string>, name: string, required: boolean, max = Number.MAX_SAFE_INTEGER): number | undefined {
	const raw = flags[name];
	if (raw === undefined) {
		if (required) throw new UsageError(`--${name} is required`);
		return undefined;
	}
	const n = Number(raw);
	if (!/^\d+$/.test(raw) || n > max) throw new UsageError(`--${name} must be a whole number from 0 to ${max}`);
	return n;
}

export function requiredFlag(flags: Record<string, string>, name: string): string {
	const value = flags[name];
	if (!value || value === "true") throw new UsageError(`--${name} is required`);
	return value;
}

/** An id flag (--account, --webhook): a uuid, or absent when not required. */
export function idFlag(flags: Record<string, string>, name: string, required: true): string;
export function idFlag(flags: Record<string, string>, name: string, required: false): string | undefined;
export function idFlag(flags: Record<string, string>, name: string, required: boolean): string | undefined {
	if (!required && flags[name] === undefined) return undefined;
	const value = requiredFlag(flags, name);
	if (!UUID.test(value)) throw new UsageError(`--${name} must be an id (a uuid), got ${value}`);
	return value.toLowerCase();
}

/** A positional id argument. */
export function idArg(input: CommandInput, name: string): string {
	const value = input.args[name];
	if (!UUID.test(value ?? "")) throw new UsageError(`<${name}> must be an id (a uuid), got ${value}`);
	return value.toLowerCase();
}

export const PAGE_FLAGS = ["limit", "offset"] as const;
export const PAGE_USAGE = `[--limit N (1..${MAX_PAGE_LIMIT}, default 50)] [--offset N]`;

export function pageFlags(flags: Record<string, string>): PageParams {
	const limit = intFlag(flags, "limit", false, MAX_PAGE_LIMIT);
	if (limit === 0) throw new UsageError(`--limit must be from 1 to ${MAX_PAGE_LIMIT}`);
	return { limit, offset: intFlag(flags, "offset", false) };
}

/** Rows as aligned columns, with a header. */
export function table<R>(rows: R[], columns: Record<string, (row: R) => unknown>): string[] {
	const header = Object.keys(columns);
	const cells = rows.map((row) => Object.values(columns).map((cell) => String(cell(row) ?? "-")));
	const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
	const line = (values: string[]) => values.map((v, i) => (i === values.length - 1 ? v : v.padEnd(widths[i]))).join("  ");
	return [line(header), ...cells.map(line)];
}

/** A page as a table and a line that says where the next one starts. */
export function pageText<T>(page: Page<T>, columns: Record<string, (row: T) => unknown>): string[] {
	const shown = page.offset + page.data.length;
	const rest = shown < page.total ? ` (next: --offset ${shown})` : "";
	const footer = `${page.data.length ? `${page.offset + 1}-${shown}` : "none"} of ${page.total}${rest}`;
	return [...(page.data.length ? table(page.data, columns) : []), footer];
}

/** Label: value lines. */
export function fields(values: Record<string, unknown>): string[] {
	const width = Math.max(...Object.keys(values).map((k) => k.length)) + 1;
	return Object.entries(values).map(([k, v]) => `${`${k}:`.padEnd(width)} ${v ?? "-"}`);
}
