/**
 * A batch of an export written into one growing buffer, then taken whole for the stream.
 * Text first and bytes after cost several times as much: a batch's text is a string of
 * hundreds of KB, made of thousands of pieces, that V8 had to copy together again before
 * it could be encoded. Here each value goes into the bytes as soon as it is made.
 */
export class ByteChunks {
	protected buf: Buffer;
	protected pos = 0;

	constructor(sizeHint = 64 * 1024) {
		this.buf = Buffer.allocUnsafe(sizeHint);
	}

	/** The bytes so far; writing starts afresh (a buffer handed out is never written again). */
	take(): Buffer {
		const out = this.buf.subarray(0, this.pos);
		this.buf = Buffer.allocUnsafe(this.buf.length);
		this.pos = 0;
		return out;
	}

	byte(b: number): void {
		this.room(1);
		this.buf[this.pos++] = b;
	}

	utf8(s: string): void {
		this.room(s.length * 3);
		this.pos += this.buf.write(s, this.pos);
	}

	/** Makes sure `n` more bytes fit. */
	protected room(n: number): void {
		if (this.pos + n <= this.buf.length) return;
		const grown = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + n));
		this.buf.copy(grown, 0, 0, this.pos);
		this.buf = grown;
	}
}
