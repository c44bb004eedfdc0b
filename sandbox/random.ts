/** Deterministic randomness for the synthetic world: the same seed always yields the same world. */

export function hashString(s: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < s.length; i++) {
		h ^= s.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	return h >>> 0;
}

export class Rng {
	private state: number;

	constructor(seed: number | string) {
		this.state = (typeof seed === "string" ? hashString(seed) : seed) >>> 0 || 0x9e3779b9;
	}

	/** mulberry32: uniform in [0, 1). */
	next(): number {
		this.state = (this.state + 0x6d2b79f5) >>> 0;
		let t = this.state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	}

	uint32(): number {
		return Math.floor(this.next() * 4294967296) >>> 0;
	}

	int(min: number, maxInclusive: number): number {
		return min + Math.floor(this.next() * (maxInclusive - min + 1));
	}

	chance(p: number): boolean {
		return this.next() < p;
	}

	pick<T>(items: readonly T[]): T {
		return items[Math.floor(this.next() * items.length)];
	}

	weighted<T>(items: readonly T[], weight: (item: T) => number, total?: number): T {
		let r = this.next() * (total ?? items.reduce((sum, it) => sum + weight(it), 0));
		for (const it of items) {
			r -= weight(it);
			if (r < 0) return it;
		}
		return items[items.length - 1];
	}

	/** Standard normal (Box–Muller). */
	gaussian(): number {
		const u = 1 - this.next();
		const v = this.next();
		return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
	}

	digits(n: number): string {
		let s = "";
		for (let i = 0; i < n; i++) s += String(this.int(0, 9));
		return s;
	}
}

const MASK64 = (1n << 64n) - 1n;

/** splitmix64's finaliser: a bijection on 64-bit integers, so distinct inputs give distinct outputs. */
export function mix64(x: bigint): bigint {
	let z = x & MASK64;
	z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
	z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
	return z ^ (z >> 31n);
}

/** The inverse of `z ^= z >> shift` on 64 bits. */
function unshiftXor(z: bigint, shift: bigint): bigint {
	let x = z;
	for (let i = 0n; i * shift < 64n; i++) x = z ^ (x >> shift);
	return x & MASK64;
}

/** The multiplicative inverse of an odd number modulo 2^64 (Newton's iteration). */
function inverse64(c: bigint): bigint {
	let inv = c;
	for (let i = 0; i < 6; i++) inv = (inv * (2n - c * inv)) & MASK64;
	return inv;
}

const INV_MIX_2 = inverse64(0x94d049bb133111ebn);
const INV_MIX_1 = inverse64(0xbf58476d1ce4e5b9n);

/** mix64 undone: finds a place again from an id derived with it (a CID, an Apple id). */
export function unmix64(z: bigint): bigint {
	let x = unshiftXor(z & MASK64, 31n);
	x = unshiftXor((x * INV_MIX_2) & MASK64, 27n);
	return unshiftXor((x * INV_MIX_1) & MASK64, 30n);
}
