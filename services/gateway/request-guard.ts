import type { IncomingMessage } from "node:http";
import { BadRequestError, LeadmapError } from "../../shared/errors";

/** Deepest nesting a request may have; the body object itself is level 1. */
export const MAX_DEPTH = 32;
/** Longest string (value or property name) anywhere in a request; no field of the API allows more. */
export const MAX_STRING_LENGTH = 16_384;

const BODYLESS_METHODS = new Set(["GET", "HEAD", "DELETE"]);

type ParamRule = string | ParamRule[] | { type?: string; nullable?: boolean; props?: Record<string, ParamRule>; items?: ParamRule };

export interface GuardedRequest extends IncomingMessage {
	/** what body-parser read: left undefined when the body is not JSON (body-parser 2 no longer marks a read body `_body`) */
	body?: unknown;
	/** path, query and body merged by moleculer-web: what the action receives */
	$params?: Record<string, unknown>;
	$action?: { name: string; params?: Record<string, ParamRule> };
}

/** What body-parser (http-errors) says went wrong reading a body. */
interface BodyReadError {
	type?: string;
	status?: number;
}

/**
 * A route error middleware right after the JSON body parser: whatever kept the body
 * from being read (bad JSON, a gzip body that does not inflate, a wrong charset, a body
 * over the limit) becomes the client's error here, typed, instead of an untyped 500.
 */
export function bodyReadError(err: unknown, _req: IncomingMessage, _res: unknown, next: (err: unknown) => void): void {
	next(err instanceof LeadmapError ? err : clientErrorOf(err as BodyReadError));
}

/** What `toHttpError` maps by its type (bad JSON, too large, encodings) goes on as it is; any other 4xx is a body that could not be read. */
function clientErrorOf(err: BodyReadError): unknown {
	if (err.type && KNOWN_BODY_ERRORS.test(err.type)) return err;
	if (Number(err.status) >= 400 && Number(err.status) < 500) return new BadRequestError("the body could not be read");
	return err;
}

const KNOWN_BODY_ERRORS = /^(entity\.parse\.failed|entity\.too\.large|encoding\.|charset\.unsupported)/;

function hasBody(req: IncomingMessage): boolean {
	const length = req.headers["content-length"];
	return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

function isEmpty(body: unknown): boolean {
	return body === undefined || (typeof body === "object" && body !== null && Object.keys(body).length === 0);
}

/**
 * What no action can take is refused here, once for every route, before a service or
 * the database sees it: a body that is not a JSON object, NUL characters, nesting deeper
 * than MAX_DEPTH, strings longer than MAX_STRING_LENGTH, and null where the action's
 * rule does not say `nullable` (fastest-validator lets null through any optional field).
 */
export function guardRequest(req: GuardedRequest): void {
	if (hasBody(req) && req.body === undefined) {
		throw new LeadmapError(415, "unsupported_media_type", "the body must be JSON (Content-Type: application/json)");
	}
	if (BODYLESS_METHODS.has(req.method ?? "")) {
		if (!isEmpty(req.body)) throw new BadRequestError(`a ${req.method} request takes no body`);
	} else if (Array.isArray(req.body)) {
		throw new BadRequestError("the body must be a JSON object");
	}
	const params = req.$params ?? {};
	checkValues(params);
	const rules = req.$action?.params;
	if (rules) {
		const field = nullWhereNotNullable(params, rules);
		if (field) throw new BadRequestError(`${field} may not be null`);
	}
}

/** One pass over everything the request carries, without recursion (a body may nest 500,000 levels). */
function checkValues(params: Record<string, unknown>): void {
	const pending: [unknown, number][] = [[params, 1]];
	while (pending.length) {
		const [value, depth] = pending.pop()!;
		if (typeof value === "string") {
			checkString(value);
		} else if (typeof value === "object" && value !== null) {
			if (depth > MAX_DEPTH) throw new BadRequestError(`the request is nested more than ${MAX_DEPTH} levels deep`);
			for (const [name, child] of Object.entries(value)) {
				checkString(name);
				pending.push([child, depth + 1]);
			}
		}
	}
}

function checkString(text: string): void {
	if (text.length > MAX_STRING_LENGTH) throw new BadRequestError(`a string in the request is longer than ${MAX_STRING_LENGTH} characters`);
	if (text.includes("\u0000")) throw new BadRequestError("the request contains a NUL character");
}

/** The path of the first null given for a field whose rule does not allow null, or null. */
function nullWhereNotNullable(params: Record<string, unknown>, rules: Record<string, ParamRule>, prefix = ""): string | null {
	for (const [field, rule] of Object.entries(rules)) {
		if (field.startsWith("$$") || !(field in params)) continue;
		const found = nullInValue(params[field], rule, prefix + field);
		if (found) return found;
	}
	return null;
}

function nullInValue(value: unknown, rule: ParamRule, path: string): string | null {
	if (value === null) return allowsNull(rule) ? null : path;
	if (typeof rule !== "object" || Array.isArray(rule)) return null;
	if (rule.type === "object" && rule.props && isPlainObject(value)) return nullWhereNotNullable(value, rule.props, `${path}.`);
	if (rule.type === "array" && rule.items !== undefined && Array.isArray(value)) {
		for (let i = 0; i < value.length; i++) {
			const found = nullInValue(value[i], rule.items, `${path}[${i}]`);
			if (found) return found;
		}
	}
	return null;
}

function allowsNull(rule: ParamRule): boolean {
	if (Array.isArray(rule)) return rule.some(allowsNull);
	if (typeof rule === "string") return /\|nullable(:true)?(\||$)/.test(rule);
	return rule.nullable === true;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
