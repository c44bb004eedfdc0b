import type { Lead } from "../leads/leads.contract";
import { ByteChunks } from "./byte-chunks";
import { FORMULA_STARTS, LEAD_COLUMNS } from "./lead-columns";

const VALUES = LEAD_COLUMNS.map((c) => c.value);
const HEADERS = LEAD_COLUMNS.map((c) => c.header);

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
const APOSTROPHE = 0x27;

/** FORMULA_STARTS by character code, for a lookup per cell. */
const FORMULA_START = new Uint8Array(128);
for (const c of FORMULA_STARTS) FORMULA_START[c.charCodeAt(0)] = 1;

/**
 * CSV records written straight into UTF-8 bytes (see ByteChunks), by hand rather than with
 * csv-stringify, which took half of an export's time at 35 columns. The tests read every
 * export back with csv-parse.
 */
export class CsvBytes extends ByteChunks {
	/** The UTF-8 byte order mark (Excel reads accents right) and the header row. */
	header(): void {
		this.utf8("\ufeff");
		for (let i = 0; i < HEADERS.length; i++) {
			if (i > 0) this.byte(COMMA);
			this.text(HEADERS[i]);
		}
		this.byte(CR);
		this.byte(LF);
	}

	/** One lead's RFC 4180 record; a text cell that would run as a formula keeps a leading apostrophe. */
	lead(lead: Lead): void {
		for (let i = 0; i < VALUES.length; i++) {
			if (i > 0) this.byte(COMMA);
			const v = VALUES[i](lead);
			if (v === null || v === undefined) continue;
			if (typeof v === "string") this.text(v);
			else this.ascii(String(v));
		}
		this.byte(CR);
		this.byte(LF);
	}

	private ascii(s: string): void {
		this.room(s.length);
		const buf = this.buf;
		let pos = this.pos;
		for (let i = 0; i < s.length; i++) buf[pos++] = s.charCodeAt(i);
		this.pos = pos;
	}

	/** A text cell: written as it is, unless a quote, comma or line break means writing it again quoted. */
	private text(s: string): void {
		// At most 3 bytes a UTF-16 unit, doubled if every one is a quote, and the quotes and apostrophe.
		this.room(s.length * 6 + 3);
		const end = this.encode(s, false);
		this.pos = end >= 0 ? end : this.encode(s, true);
	}

	/** Writes `s` at `pos` and answers where it ends; unquoted, it answers -1 at the first character that needs quotes. */
	private encode(s: string, quoted: boolean): number {
		const buf = this.buf;
		const n = s.length;
		let pos = this.pos;
		if (quoted) buf[pos++] = QUOTE;
		if (n > 0 && FORMULA_START[s.charCodeAt(0)] === 1) buf[pos++] = APOSTROPHE;
		for (let i = 0; i < n; i++) {
			let c = s.charCodeAt(i);
			if (c < 0x80) {
				if (c === QUOTE || c === COMMA || c === LF || c === CR) {
					if (!quoted) return -1;
					if (c === QUOTE) buf[pos++] = QUOTE;
				}
				buf[pos++] = c;
			} else if (c < 0x800) {
				buf[pos++] = 0xc0 | (c >> 6);
				buf[pos++] = 0x80 | (c & 0x3f);
			} else {
				if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
					const low = s.charCodeAt(i + 1);
					if (low >= 0xdc00 && low <= 0xdfff) {
						c = 0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00);
						i++;
						buf[pos++] = 0xf0 | (c >> 18);
						buf[pos++] = 0x80 | ((c >> 12) & 0x3f);
						buf[pos++] = 0x80 | ((c >> 6) & 0x3f);
						buf[pos++] = 0x80 | (c & 0x3f);
						continue;
					}
				}
				// A lone surrogate is written as U+FFFD, as Buffer.from would.
				if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
				buf[pos++] = 0xe0 | (c >> 12);
				buf[pos++] = 0x80 | ((c >> 6) & 0x3f);
				buf[pos++] = 0x80 | (c & 0x3f);
			}
		}
		if (quoted) buf[pos++] = QUOTE;
		return pos;
	}
}
