/**
 * Reads what inline scripts assemble, without running them: string literals joined by `+`,
 * variables assigned such strings, `String.fromCharCode(…)`, `'…'.split('').reverse().join('')`,
 * `unescape('%..')`/`decodeURIComponent`/`atob`. Each whole expression's value is returned
 * (`'info' + '@' + d` with `var d = 'shop.fr'` gives `info@shop.fr`); what cannot be read
 * without running code (calls, DOM reads) ends the expression and is skipped.
 */

import { UNLIMITED, type Budget } from "./cpu-budget";

type Token = { kind: "str"; value: string } | { kind: "num"; value: number } | { kind: "id"; value: string } | { kind: "op"; value: string };

const MAX_SCRIPT_CHARS = 200_000;
const MAX_VALUE_CHARS = 2_000;
/** What a page's scripts may come to in all: `a += 'x'` repeated would otherwise make a value per statement, each as long as the last. */
const MAX_VALUES_CHARS = 200_000;

function readString(src: string, start: number): { value: string; end: number } | null {
	const quote = src[start];
	let out = "";
	for (let i = start + 1; i < src.length; i++) {
		const c = src[i];
		if (c === quote) return { value: out, end: i + 1 };
		if (c === "\n" && quote !== "`") return null;
		if (quote === "`" && c === "$" && src[i + 1] === "{") return null;
		if (c !== "\\") {
			out += c;
			continue;
		}
		const next = src[++i];
		if (next === "x" && /^[0-9a-f]{2}$/i.test(src.slice(i + 1, i + 3))) {
			out += String.fromCharCode(parseInt(src.slice(i + 1, i + 3), 16));
			i += 2;
		} else if (next === "u" && /^[0-9a-f]{4}$/i.test(src.slice(i + 1, i + 5))) {
			out += String.fromCharCode(parseInt(src.slice(i + 1, i + 5), 16));
			i += 4;
		} else out += next === "n" ? "\n" : next === "t" ? "\t" : (next ?? "");
	}
	return null;
}

function tokenize(src: string): Token[] {
	const tokens: Token[] = [];
	let i = 0;
	while (i < src.length) {
		const c = src[i];
		if (c === "/" && src[i + 1] === "/") {
			const end = src.indexOf("\n", i);
			i = end === -1 ? src.length : end;
		} else if (c === "/" && src[i + 1] === "*") {
			const end = src.indexOf("*/", i + 2);
			i = end === -1 ? src.length : end + 2;
		} else if (c === "'" || c === '"' || c === "`") {
			const s = readString(src, i);
			if (!s) {
				i++;
				continue;
			}
			tokens.push({ kind: "str", value: s.value });
			i = s.end;
		} else if (/[A-Za-z_$]/.test(c)) {
			const m = /^[A-Za-z_$][\w$]*/.exec(src.slice(i, i + 64)) as RegExpExecArray;
			tokens.push({ kind: "id", value: m[0] });
			i += m[0].length;
		} else if (/[0-9]/.test(c)) {
			const m = /^(0x[0-9a-f]+|\d+)/i.exec(src.slice(i, i + 16)) as RegExpExecArray;
			tokens.push({ kind: "num", value: Number(m[0]) });
			i += m[0].length;
		} else if (/\s/.test(c)) i++;
		else {
			const op = src[i + 1] === "=" && c === "+" ? "+=" : c;
			tokens.push({ kind: "op", value: op });
			i += op.length;
		}
	}
	return tokens;
}

function decodePercent(s: string): string {
	try {
		return decodeURIComponent(s);
	} catch {
		return s.replace(/%([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
	}
}

const DECODERS: Record<string, (s: string) => string> = {
	unescape: decodePercent,
	decodeURIComponent: decodePercent,
	decodeURI: decodePercent,
	atob: (s) => (/^[A-Za-z0-9+/=]+$/.test(s) ? Buffer.from(s, "base64").toString("latin1") : s),
};

class ExpressionReader {
	private pos = 0;
	readonly vars = new Map<string, string>();
	/** values built from pieces or decoded: a literal address merely stored in a script is not shown to anyone */
	readonly values: string[] = [];
	private valuesChars = 0;
	private pieces = 0;

	constructor(private readonly t: Token[]) {}

	private is(kind: Token["kind"], value?: string | number, at = this.pos): boolean {
		const tok = this.t[at];
		return tok !== undefined && tok.kind === kind && (value === undefined || tok.value === value);
	}

	run(): void {
		while (this.pos < this.t.length) {
			const start = this.pos;
			const tok = this.t[this.pos];
			if (tok.kind === "id" && (this.is("op", "=", this.pos + 1) || this.is("op", "+=", this.pos + 1)) && !this.is("op", "=", this.pos + 2)) {
				const append = this.is("op", "+=", this.pos + 1);
				this.pos += 2;
				this.pieces = append ? 1 : 0;
				const value = this.chain();
				if (value !== null) {
					const full = append ? (this.vars.get(tok.value) ?? "") + value : value;
					this.vars.set(tok.value, full.slice(0, MAX_VALUE_CHARS));
					this.keep(full);
				}
			} else if (tok.kind === "str" || (tok.kind === "id" && (this.vars.has(tok.value) || tok.value === "String" || DECODERS[tok.value]))) {
				this.pieces = 0;
				const value = this.chain();
				if (value !== null) this.keep(value);
			}
			if (this.pos === start) this.pos++;
		}
	}

	private keep(value: string): void {
		if (this.valuesChars > MAX_VALUES_CHARS || !(this.pieces > 1 || /mailto:/i.test(value))) return;
		this.values.push(value);
		this.valuesChars += value.length;
	}

	/** term (`+` term)*; null when no term could be read. */
	private chain(): string | null {
		let out = this.term();
		if (out === null) return null;
		while (this.is("op", "+")) {
			const save = this.pos;
			this.pos++;
			const next = this.term();
			if (next === null) {
				this.pos = save;
				break;
			}
			out = (out + next).slice(0, MAX_VALUE_CHARS);
		}
		return out;
	}

	private term(): string | null {
		const tok = this.t[this.pos];
		if (!tok) return null;
		let value: string | null = null;
		if (tok.kind === "str") {
			value = tok.value;
			this.pos++;
		} else if (tok.kind === "id" && this.vars.has(tok.value) && !this.is("op", "(", this.pos + 1)) {
			value = this.vars.get(tok.value) as string;
			this.pos++;
		} else if (
			tok.kind === "id" &&
			tok.value === "String" &&
			this.is("op", ".", this.pos + 1) &&
			this.is("id", "fromCharCode", this.pos + 2) &&
			this.is("op", "(", this.pos + 3)
		) {
			this.pos += 4;
			value = this.charCodes();
			this.pieces += 2;
		} else if (tok.kind === "id" && DECODERS[tok.value] && this.is("op", "(", this.pos + 1)) {
			this.pos += 2;
			const inner = this.chain();
			if (inner === null || !this.is("op", ")")) return null;
			this.pos++;
			value = DECODERS[tok.value](inner);
			this.pieces += 2;
		} else if (tok.kind === "op" && tok.value === "(") {
			this.pos++;
			const inner = this.chain();
			if (inner === null || !this.is("op", ")")) return null;
			this.pos++;
			value = inner;
		}
		if (value === null) return null;
		this.pieces++;
		return this.postfix(value);
	}

	private charCodes(): string | null {
		const codes: number[] = [];
		while (this.is("num")) {
			if (codes.length < MAX_VALUE_CHARS) codes.push((this.t[this.pos] as { value: number }).value);
			this.pos++;
			if (this.is("op", ",")) this.pos++;
		}
		if (!this.is("op", ")") || codes.length === 0) return null;
		this.pos++;
		return String.fromCharCode(...codes.filter((c) => c > 0 && c < 0x10000));
	}

	/** `.split('').reverse().join('')` and `.toLowerCase()`: the methods address encoders use. */
	private postfix(value: string): string {
		let out = value;
		for (;;) {
			if (
				this.is("op", ".") &&
				this.is("id", "split", this.pos + 1) &&
				this.is("op", "(", this.pos + 2) &&
				this.is("str", "", this.pos + 3) &&
				this.is("op", ")", this.pos + 4) &&
				this.is("op", ".", this.pos + 5) &&
				this.is("id", "reverse", this.pos + 6) &&
				this.is("op", "(", this.pos + 7) &&
				this.is("op", ")", this.pos + 8) &&
				this.is("op", ".", this.pos + 9) &&
				this.is("id", "join", this.pos + 10) &&
				this.is("op", "(", this.pos + 11) &&
				this.is("str", "", this.pos + 12) &&
				this.is("op", ")", this.pos + 13)
			) {
				out = [...out].reverse().join("");
				this.pieces += 2;
				this.pos += 14;
			} else if (
				this.is("op", ".") &&
				(this.is("id", "toLowerCase", this.pos + 1) || this.is("id", "trim", this.pos + 1)) &&
				this.is("op", "(", this.pos + 2) &&
				this.is("op", ")", this.pos + 3)
			) {
				out = this.is("id", "trim", this.pos + 1) ? out.trim() : out.toLowerCase();
				this.pos += 4;
			} else return out;
		}
	}
}

/** Every string value the scripts' expressions come to, in order, each once; only the ones that may hold an address, MAX_VALUES_CHARS in all. */
export function scriptStrings(scripts: string[], budget: Budget = UNLIMITED): string[] {
	const out = new Set<string>();
	let chars = 0;
	for (const script of scripts) {
		if (budget.spent()) break;
		if (!script.trim()) continue;
		const reader = new ExpressionReader(tokenize(script.slice(0, MAX_SCRIPT_CHARS)));
		reader.run();
		for (const value of reader.values) {
			if (out.has(value) || !/@|%40|&#0*64;|&#x0*40;/i.test(value)) continue;
			if ((chars += value.length) > MAX_VALUES_CHARS) return [...out];
			out.add(value);
		}
	}
	return [...out];
}

const JS_REDIRECT =
	/(?:^|[^\w$.])(?:(?:window|document|top|self|parent)\.)?location(?:\.href)?\s*=\s*(['"])([^'"\n]{1,500})\1|location\.(?:replace|assign)\(\s*(['"])([^'"\n]{1,500})\3\s*\)/g;

/** Literal URLs a script sends the browser to (`location.href = '/fr/'`, `location.replace("…")`). */
export function scriptRedirects(script: string): string[] {
	const out: string[] = [];
	for (const m of script.slice(0, MAX_SCRIPT_CHARS).matchAll(JS_REDIRECT)) {
		const target = (m[2] ?? m[4] ?? "").trim();
		if (target && !/^(javascript|mailto|tel):/i.test(target) && !target.startsWith("#")) out.push(target);
	}
	return out;
}
