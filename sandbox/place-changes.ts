import { DAY_NAMES, statusText, type Slot, type WeeklyHours } from "./hours";
import { openedPlace, placesMatching } from "./opened-places";
import type { World, WorldBusiness } from "./world";

/**
 * Changes made to the world's places at run time (a phone, the hours, a closure, the rating…), so a
 * monitor sees a real difference. They live in the simulator process until it stops or they are reset,
 * and show in every provider's answers through `view(world)`: search results, place pages, lookups.
 */

export const BUSINESS_STATUSES = ["operational", "closed_temporarily", "closed_permanently"] as const;
export type ChangedStatus = (typeof BUSINESS_STATUSES)[number];

/** What `simulator.changePlace` and `POST /sandbox/places/<cid>` take: every field optional, null clears phone, website or hours. */
export interface PlaceChangeInput {
	name?: string;
	phone?: string | null;
	website?: string | null;
	/** by day name ("Monday"…"Sunday"): a day's slots as "09:00-17:00" ("[]" closed that day); days left out keep theirs; null: no hours */
	hours?: Partial<Record<(typeof DAY_NAMES)[number], string[]>> | null;
	businessStatus?: ChangedStatus;
	rating?: number;
	reviewCount?: number;
	categories?: string[];
	/** true: off the map (no search, lookup or place page shows it), as a business that closed and left; false: back */
	removed?: boolean;
}

/** The fields a change overrides, in the world's own form. */
type Overrides = Partial<Pick<WorldBusiness, "name" | "phone" | "website" | "hours" | "businessStatus" | "rating" | "reviewCount" | "categories">> & {
	status?: ChangedStatus;
	removed?: boolean;
};

export class PlaceChangeError extends Error {}

const SLOT = /^(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})$/;

function parseSlot(text: string, day: string): Slot {
	const m = SLOT.exec(text.trim());
	if (!m) throw new PlaceChangeError(`hours.${day}: "${text}" is not a slot like "09:00-17:00"`);
	const [h1, m1, h2, m2] = m.slice(1).map(Number);
	const open = h1 * 60 + m1;
	let close = h2 * 60 + m2;
	if (h1 > 23 || h2 > 24 || m1 > 59 || m2 > 59) throw new PlaceChangeError(`hours.${day}: "${text}" is not a time of day`);
	if (close <= open) close += 1440; // past midnight
	return [open, close];
}

function changedHours(current: WeeklyHours | null, input: NonNullable<PlaceChangeInput["hours"]>): WeeklyHours {
	if (typeof input !== "object" || Array.isArray(input)) throw new PlaceChangeError("hours must be an object by day name, or null");
	const week: Slot[][] = DAY_NAMES.map((_, i) => [...(current?.[i] ?? [])]);
	for (const [day, slots] of Object.entries(input)) {
		const i = (DAY_NAMES as readonly string[]).indexOf(day);
		if (i === -1) throw new PlaceChangeError(`hours: "${day}" is not a day name (Monday…Sunday)`);
		if (!Array.isArray(slots) || slots.some((s) => typeof s !== "string"))
			throw new PlaceChangeError(`hours.${day} must be a list of slots like "09:00-17:00"`);
		week[i] = slots.map((s) => parseSlot(s, day));
	}
	return week;
}

function optionalText(v: unknown, field: string, max: number): string | null {
	if (v === null) return null;
	if (typeof v !== "string" || !v.trim() || v.length > max)
		throw new PlaceChangeError(`${field} must be a non-empty string of at most ${max} characters, or null`);
	return v.trim();
}

/** Validates a change against the place it applies to; throws PlaceChangeError with what is wrong. */
function overridesOf(b: WorldBusiness, input: PlaceChangeInput): Overrides {
	if (!input || typeof input !== "object" || Array.isArray(input)) throw new PlaceChangeError("a change is a JSON object");
	const known = new Set(["name", "phone", "website", "hours", "businessStatus", "rating", "reviewCount", "categories", "removed", "cid"]);
	const unknown = Object.keys(input).filter((k) => !known.has(k));
	if (unknown.length) throw new PlaceChangeError(`unknown field: ${unknown.join(", ")}`);
	const o: Overrides = {};
	if (input.name !== undefined) {
		const name = optionalText(input.name, "name", 300);
		if (name === null) throw new PlaceChangeError("name cannot be null");
		o.name = name;
	}
	if (input.phone !== undefined) o.phone = optionalText(input.phone, "phone", 50);
	if (input.website !== undefined) {
		o.website = optionalText(input.website, "website", 2000);
		if (o.website !== null && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(o.website)) throw new PlaceChangeError("website must be an http(s) URL, or null");
	}
	if (input.hours !== undefined) o.hours = input.hours === null ? null : changedHours(b.hours, input.hours);
	if (input.businessStatus !== undefined) {
		if (!(BUSINESS_STATUSES as readonly unknown[]).includes(input.businessStatus))
			throw new PlaceChangeError(`businessStatus must be one of ${BUSINESS_STATUSES.join(", ")}`);
		o.status = input.businessStatus;
	}
	if (input.rating !== undefined) {
		if (typeof input.rating !== "number" || !(input.rating >= 1 && input.rating <= 5)) throw new PlaceChangeError("rating must be a number from 1 to 5");
		o.rating = Math.round(input.rating * 10) / 10;
	}
	if (input.reviewCount !== undefined) {
		if (!Number.isSafeInteger(input.reviewCount) || input.reviewCount < 0) throw new PlaceChangeError("reviewCount must be a whole number from 0");
		o.reviewCount = input.reviewCount;
	}
	if (input.categories !== undefined) {
		const c = input.categories;
		if (!Array.isArray(c) || !c.length || c.length > 20 || c.some((x) => typeof x !== "string" || !x.trim() || x.length > 100)) {
			throw new PlaceChangeError("categories must be a list of 1 to 20 non-empty strings");
		}
		o.categories = c.map((x) => x.trim());
	}
	if (input.removed !== undefined) {
		if (typeof input.removed !== "boolean") throw new PlaceChangeError("removed must be true or false");
		o.removed = input.removed;
	}
	return o;
}

/** The status line Google shows for the place once changed (the wire and the Places API read it). */
function statusLine(b: WorldBusiness, status: ChangedStatus | undefined, hours: WeeklyHours | null): string | null {
	if (status === "closed_permanently") return "Permanently closed";
	if (status === "closed_temporarily") return "Temporarily closed";
	const closed = b.businessStatus === "Permanently closed" || b.businessStatus === "Temporarily closed";
	if (status === undefined && closed) return b.businessStatus;
	return hours ? statusText(hours) : status === "operational" ? "Open" : b.businessStatus;
}

function applied(b: WorldBusiness, o: Overrides): WorldBusiness {
	const { status, removed: _removed, ...fields } = o;
	const shown: WorldBusiness = { ...b, ...fields };
	if (status !== undefined || o.hours !== undefined) shown.businessStatus = statusLine(b, status, shown.hours);
	if (shown.reviewCount === 0) {
		shown.reviewCount = null;
		shown.rating = null;
	}
	return shown;
}

const byProminence = (a: WorldBusiness, b: WorldBusiness) => b.prominence - a.prominence || a.seq - b.seq;

export class PlaceChanges {
	private readonly overrides = new Map<string, Overrides>();
	private readonly shown = new Map<string, { base: WorldBusiness; place: WorldBusiness }>();
	/** places opened at run time: by town, by ordinal */
	private readonly opened = new Map<string, Map<number, WorldBusiness>>();
	/** every opened place, by CID */
	private readonly openedByCid = new Map<string, WorldBusiness>();

	get size(): number {
		return this.overrides.size + this.openedByCid.size;
	}

	/** Merges `input` over the place's earlier changes; answers the place as it now shows. */
	change(base: WorldBusiness, input: PlaceChangeInput): WorldBusiness {
		const merged = { ...this.overrides.get(base.cid), ...overridesOf(this.present(base), input) };
		this.overrides.set(base.cid, merged);
		this.shown.delete(base.cid);
		return this.present(base);
	}

	/** A place as generated or as opened (changes not applied; taken off the map or not), by CID. */
	baseOf(world: World, cid: string): WorldBusiness | null {
		return this.openedByCid.get(cid) ?? world.businessByCid(cid);
	}

	/** The next `count` ordinals of places opened in the town. */
	nextOrdinals(cityKey: string, count: number): number[] {
		const first = Math.max(-1, ...(this.opened.get(cityKey)?.keys() ?? [])) + 1;
		return Array.from({ length: count }, (_, i) => first + i);
	}

	/** Opens these places in the town (each ordinal once: opening it again answers the same place). */
	open(world: World, cityKey: string, kind: string | null, ordinals: number[]): WorldBusiness[] {
		const town = this.opened.get(cityKey) ?? new Map<number, WorldBusiness>();
		this.opened.set(cityKey, town);
		return ordinals.map((ordinal) => {
			let place = town.get(ordinal);
			if (!place) {
				place = openedPlace(world, cityKey, kind, ordinal);
				town.set(ordinal, place);
				this.openedByCid.set(place.cid, place);
			}
			return this.present(place);
		});
	}

	/** Forgets one place's changes (an opened place closes again), or every place's. */
	reset(cid?: string): void {
		if (cid === undefined) {
			this.overrides.clear();
			this.shown.clear();
			this.opened.clear();
			this.openedByCid.clear();
			return;
		}
		this.overrides.delete(cid);
		this.shown.delete(cid);
		const opened = this.openedByCid.get(cid);
		if (!opened) return;
		this.openedByCid.delete(cid);
		for (const town of this.opened.values()) for (const [ordinal, b] of town) if (b === opened) town.delete(ordinal);
	}

	/** The place as it shows now (itself when unchanged); one object per change, so rendered answers cache per object. */
	present(b: WorldBusiness): WorldBusiness {
		const o = this.overrides.get(b.cid);
		if (!o) return b;
		const memo = this.shown.get(b.cid);
		if (memo && memo.base === b) return memo.place;
		const place = applied(b, o);
		this.shown.set(b.cid, { base: b, place });
		return place;
	}

	private shows(b: WorldBusiness): boolean {
		return this.overrides.get(b.cid)?.removed !== true;
	}

	/** The places as the providers show them: opened ones in, removed ones out, changes applied. */
	private shownList(list: readonly WorldBusiness[], opened: WorldBusiness[]): WorldBusiness[] {
		const all = opened.length ? [...list, ...opened].sort(byProminence) : list;
		return all.filter((b) => this.shows(b)).map((b) => this.present(b));
	}

	/** The world as the providers show it, changes applied. */
	view(world: World): World {
		const view = Object.create(world) as World;
		view.cityBusinesses = (key) => {
			const list = world.cityBusinesses(key);
			return this.size ? this.shownList(list, [...(this.opened.get(key)?.values() ?? [])]) : list;
		};
		view.businessesMatching = (query, viewport) => {
			const list = world.businessesMatching(query, viewport);
			if (!this.size) return list;
			return this.shownList(list, this.openedByCid.size ? placesMatching(world, query, viewport, [...this.openedByCid.values()]) : []);
		};
		return view;
	}
}
