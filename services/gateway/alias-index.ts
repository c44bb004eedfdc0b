/** What moleculer-web's alias lookup works with (moleculer-web/src/alias.js). */
export interface GatewayAlias {
	method: string;
	fullPath: string;
	keys: unknown[];
}

export interface FoundAlias<A extends GatewayAlias = GatewayAlias> {
	alias: A;
	params: Record<string, string>;
}

export type ResolveAlias<A extends GatewayAlias> = (url: string, method: string) => FoundAlias<A> | false;

/**
 * moleculer-web finds a request's alias by trying each alias's path regexp in turn (every
 * `/v1` route, for each request). An alias without path parameters is looked up here by
 * its exact method and path first. It is indexed only if moleculer-web's own lookup, asked
 * for that very method and path, answers with it (so no alias before it would have won),
 * and the index is rebuilt whenever moleculer-web's list of aliases changes; any other
 * request (a path with ids, other letter case, a trailing slash) goes to moleculer-web's
 * lookup as before, so both always agree.
 */
export class StaticAliasIndex<A extends GatewayAlias> {
	private indexedList: A[] | null = null;
	private indexedLength = -1;
	private readonly byRoute = new Map<string, A>();

	/** `resolveSlowly`: moleculer-web's own lookup. */
	constructor(private readonly resolveSlowly: ResolveAlias<A>) {}

	/** `aliases`: moleculer-web's current list, which its lookup goes through. */
	resolve(aliases: A[], url: string, method: string): FoundAlias<A> | false {
		if (aliases !== this.indexedList || aliases.length !== this.indexedLength) this.rebuild(aliases);
		const alias = this.byRoute.get(`${method} ${url}`);
		return alias ? { alias, params: {} } : this.resolveSlowly(url, method);
	}

	private rebuild(aliases: A[]): void {
		this.byRoute.clear();
		for (const alias of aliases) {
			if (alias.keys.length || alias.method === "*") continue;
			const found = this.resolveSlowly(alias.fullPath, alias.method);
			if (found && found.alias === alias) this.byRoute.set(`${alias.method} ${alias.fullPath}`, alias);
		}
		this.indexedList = aliases;
		this.indexedLength = aliases.length;
	}
}
