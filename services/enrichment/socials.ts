import { domainOfHost } from "./public-suffix";

/**
 * Social profiles: every network maps to one canonical profile URL, https, host without
 * `www.`/`m.`/country prefixes, no query, fragment or trailing slash, lowercase (YouTube
 * channel ids keep their case). Twitter and X are one network under the key `x`, whose
 * canonical host is x.com. Share, intent, dialog, login and single-post links are not profiles.
 */
export const SOCIAL_NETWORKS = ["facebook", "instagram", "linkedin", "x", "youtube", "tiktok", "pinterest"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialProfile {
	network: SocialNetwork;
	url: string;
}

// prettier-ignore
const NETWORK_BY_DOMAIN: Record<string, SocialNetwork> = {
	"facebook.com": "facebook",
	"fb.com": "facebook",
	"fb.me": "facebook",
	"instagram.com": "instagram",
	"instagr.am": "instagram",
	"linkedin.com": "linkedin",
	"twitter.com": "x",
	"x.com": "x",
	"youtube.com": "youtube",
	"tiktok.com": "tiktok",
};

const NETWORK_HINT = /facebook|fb\.|instagr|linkedin|twitter|x\.com|youtube|tiktok|pinterest/i;

// prettier-ignore
const FACEBOOK_NOT_PROFILES = new Set([
	"sharer", "sharer.php", "share", "share.php", "dialog", "plugins", "login", "login.php", "tr", "hashtag", "groups", "events", "watch",
	"photo", "photo.php", "photos", "story.php", "permalink.php", "help", "policies", "privacy", "legal", "ads", "business", "gaming",
	"marketplace", "search", "home.php", "l.php", "pages", "reel", "video.php", "media", "notes", "settings", "recover", "checkpoint",
]);
const INSTAGRAM_NOT_PROFILES = new Set([
	"p",
	"reel",
	"reels",
	"tv",
	"explore",
	"accounts",
	"stories",
	"direct",
	"about",
	"developer",
	"legal",
	"share",
	"web",
	"static",
]);
const X_NOT_PROFILES = new Set([
	"intent",
	"share",
	"home",
	"hashtag",
	"search",
	"i",
	"explore",
	"settings",
	"login",
	"signup",
	"tos",
	"privacy",
	"notifications",
	"messages",
	"compose",
	"widgets",
]);
const YOUTUBE_NOT_PROFILES = new Set([
	"watch",
	"embed",
	"shorts",
	"results",
	"playlist",
	"feed",
	"redirect",
	"share",
	"live",
	"attribution_link",
	"account",
	"t",
	"about",
	"premium",
	"kids",
]);
const PINTEREST_NOT_PROFILES = new Set([
	"pin",
	"search",
	"ideas",
	"today",
	"explore",
	"business",
	"_",
	"login",
	"settings",
	"categories",
	"discover",
	"oauth",
	"resource",
	"about",
]);

function segmentsOf(url: URL): string[] {
	return url.pathname
		.split("/")
		.filter(Boolean)
		.map((s) => {
			try {
				return decodeURIComponent(s);
			} catch {
				return s;
			}
		});
}

/** The social network a host belongs to (`www.facebook.com` → facebook), or null. */
export function networkOf(hostname: string): SocialNetwork | null {
	// Every network's domain holds one of these: most links are ruled out without a public-suffix lookup.
	if (!NETWORK_HINT.test(hostname)) return null;
	const domain = domainOfHost(hostname);
	if (!domain) return null;
	if (NETWORK_BY_DOMAIN[domain]) return NETWORK_BY_DOMAIN[domain];
	return /^pinterest\.[a-z.]+$/.test(domain) ? "pinterest" : null;
}

function profile(network: SocialNetwork, host: string, path: string): SocialProfile {
	return { network, url: `https://${host}/${path}` };
}

/** The canonical profile behind a link, or null for anything that is not a profile. */
export function canonicalSocialUrl(href: string): SocialProfile | null {
	let url: URL;
	try {
		url = new URL(href.trim());
	} catch {
		return null;
	}
	if (url.protocol !== "http:" && url.protocol !== "https:") return null;
	const network = networkOf(url.hostname.toLowerCase());
	if (!network) return null;
	// Legacy hash-bang URLs: twitter.com/#!/handle
	if (url.pathname === "/" && url.hash.startsWith("#!/")) url = new URL(url.hash.slice(2), url.origin);
	const segs = segmentsOf(url);
	const first = segs[0]?.toLowerCase();
	if (!first) return null;
	switch (network) {
		case "facebook": {
			// The page plugin (an iframe) names the page in its href parameter.
			if (first === "plugins") {
				const inner = url.searchParams.get("href");
				return inner && !/facebook\.com\/plugins/i.test(inner) ? canonicalSocialUrl(inner) : null;
			}
			if (first === "pages" && segs.length >= 3 && /^\d+$/.test(segs[2]))
				return profile(network, "facebook.com", `pages/${encodeURIComponent(segs[1].toLowerCase())}/${segs[2]}`);
			if (first === "pg" && segs[1]) return /^[a-z0-9.-]{2,80}$/i.test(segs[1]) ? profile(network, "facebook.com", segs[1].toLowerCase()) : null;
			if (first === "profile.php") {
				const id = url.searchParams.get("id");
				return id && /^\d+$/.test(id) ? profile(network, "facebook.com", `profile.php?id=${id}`) : null;
			}
			if (first === "people" && segs.length >= 3 && /^\d+$/.test(segs[2]))
				return profile(network, "facebook.com", `people/${segs[1].toLowerCase()}/${segs[2]}`);
			if (FACEBOOK_NOT_PROFILES.has(first) || !/^[a-z0-9.-]{2,80}$/.test(first)) return null;
			return profile(network, "facebook.com", first);
		}
		case "instagram":
			if (INSTAGRAM_NOT_PROFILES.has(first) || !/^[a-z0-9._]{1,30}$/.test(first)) return null;
			return profile(network, "instagram.com", first);
		case "linkedin": {
			if (!["company", "in", "school", "showcase"].includes(first) || !segs[1]) return null;
			const slug = segs[1].toLowerCase();
			return /^[\p{L}\p{N}_.&-]{1,100}$/u.test(slug) ? profile(network, "linkedin.com", `${first}/${encodeURIComponent(slug).replace(/%26/g, "&")}`) : null;
		}
		case "x":
			if (X_NOT_PROFILES.has(first) || !/^[a-z0-9_]{1,15}$/.test(first)) return null;
			return profile(network, "x.com", first);
		case "youtube": {
			if (first.startsWith("@")) return /^@[a-z0-9._-]{2,100}$/.test(first) ? profile(network, "youtube.com", first) : null;
			if (first === "channel") return segs[1] && /^UC[\w-]{10,40}$/.test(segs[1]) ? profile(network, "youtube.com", `channel/${segs[1]}`) : null;
			if (first === "c" || first === "user")
				return segs[1] && /^[\w.-]{1,100}$/.test(segs[1]) ? profile(network, "youtube.com", `${first}/${segs[1].toLowerCase()}`) : null;
			if (YOUTUBE_NOT_PROFILES.has(first) || !/^[a-z0-9_-]{3,100}$/.test(first)) return null;
			return profile(network, "youtube.com", first);
		}
		case "tiktok":
			return /^@[a-z0-9._]{2,24}$/.test(first) ? profile(network, "tiktok.com", first) : null;
		case "pinterest":
			if (PINTEREST_NOT_PROFILES.has(first) || !/^[a-z0-9_]{3,30}$/.test(first)) return null;
			return profile(network, "pinterest.com", first);
	}
}

/**
 * Picks one profile per network from every candidate link of a site: the one linked most
 * often (site-wide headers and footers repeat it), the first seen on a tie. JSON-LD
 * `sameAs` is the site saying so itself, so it counts double.
 */
export class SocialCollector {
	private readonly seen = new Map<SocialNetwork, Map<string, { score: number; order: number }>>();
	private order = 0;

	add(href: string, weight = 1): void {
		const found = canonicalSocialUrl(href);
		if (found) this.addProfile(found, weight);
	}

	/** A profile already canonical (`canonicalSocialUrl`), seen `weight` times. */
	addProfile(found: SocialProfile, weight: number): void {
		let byUrl = this.seen.get(found.network);
		if (!byUrl) this.seen.set(found.network, (byUrl = new Map()));
		const entry = byUrl.get(found.url);
		if (entry) entry.score += weight;
		else byUrl.set(found.url, { score: weight, order: this.order++ });
	}

	/** Every profile seen, in the order first seen, with its weight; at most `maxPerNetwork` of a network (the heaviest). */
	profiles(maxPerNetwork = Infinity): (SocialProfile & { weight: number })[] {
		const kept: (SocialProfile & { weight: number; order: number })[] = [];
		for (const [network, byUrl] of this.seen) {
			const heaviest = [...byUrl.entries()].sort((a, b) => b[1].score - a[1].score || a[1].order - b[1].order).slice(0, maxPerNetwork);
			for (const [url, { score, order }] of heaviest) kept.push({ network, url, weight: score, order });
		}
		return kept.sort((a, b) => a.order - b.order).map(({ network, url, weight }) => ({ network, url, weight }));
	}

	result(): Record<string, string> {
		const out: Record<string, string> = {};
		for (const network of SOCIAL_NETWORKS) {
			const byUrl = this.seen.get(network);
			if (!byUrl) continue;
			const [best] = [...byUrl.entries()].sort((a, b) => b[1].score - a[1].score || a[1].order - b[1].order);
			out[network] = best[0];
		}
		return out;
	}
}
