/** A statement's positional parameters, numbered as they are added: `where.push(\`x = ${params.add(value)}\`)`. */
export class SqlParams {
	readonly values: unknown[] = [];
	add(value: unknown): string {
		this.values.push(value);
		return `$${this.values.length}`;
	}
}

/** A word to look for with LIKE/ILIKE, its wildcards taken literally. */
export const escapeLike = (word: string): string => word.replace(/[\\%_]/g, (c) => `\\${c}`);
