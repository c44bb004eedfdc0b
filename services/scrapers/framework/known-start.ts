import { inside, type Bounds } from "./area";
import type { Point } from "./cell-plan";

/** Places a search has read, by key, and where they are (null: the provider gave no position). */
export type SeenPlaces = Map<string, Point | null>;

/**
 * Places are kept to about a metre (cell-search.ts pointOf): one closer than this to the viewport's edge may
 * lie either side of it, so it is not counted as known inside.
 */
const EDGE_MARGIN_DEGREES = 3e-5;

function narrowed(b: Bounds): Bounds {
	const m = EDGE_MARGIN_DEGREES;
	return { south: b.south + m, north: b.north - m, west: b.west + m, east: b.east - m };
}

/**
 * Whether a viewport lies within another. A quarter's square viewport can reach a hair past its parent's
 * (its longitude span follows its own latitude): that much is let through, as a place there ranking
 * first would only show as a ranking that did not start with the known places.
 */
function contains(outer: Bounds, inner: Bounds): boolean {
	const slackLat = (inner.north - inner.south) * 0.02;
	const slackLng = (inner.east - inner.west) * 0.02;
	return (
		inner.south >= outer.south - slackLat && inner.north <= outer.north + slackLat && inner.west >= outer.west - slackLng && inner.east <= outer.east + slackLng
	);
}

/**
 * The best places of the viewports that hit the cap, this run. A provider ranks a viewport's places by
 * prominence, so those of them inside a smaller viewport rank first there too: its paging can start
 * after them. Whether they did is checked as the smaller viewport is read (cell-search.ts).
 */
export class CappedTops {
	private tops: { viewport: Bounds; keys: string[] }[] = [];

	add(viewport: Bounds, keys: string[]): void {
		this.tops.push({ viewport, keys });
	}

	/** The places known to lead a viewport's ranking: the best of every capped viewport around it that lie in it. */
	leading(viewport: Bounds, seen: SeenPlaces): Map<string, Point> {
		const area = narrowed(viewport);
		const known = new Map<string, Point>();
		for (const top of this.tops) {
			if (!contains(top.viewport, viewport)) continue;
			for (const key of top.keys) {
				const point = seen.get(key);
				if (point && inside(area, point[0], point[1])) known.set(key, point);
			}
		}
		return known;
	}
}
