/** A value at hand, or a promise of it: what a fast path answers when it has the value at once (a cache hit). */
export type MaybePromise<T> = T | Promise<T>;

/**
 * `next` of the value: at once when it is at hand, making no promise, else once it comes.
 * A chain of these is as an `async` function awaiting each step, without the promise an
 * `async` function and each of its `await`s make when nothing needs waiting for.
 */
export function andThen<T, R>(value: MaybePromise<T>, next: (value: T) => MaybePromise<R>): MaybePromise<R> {
	return value instanceof Promise ? value.then(next) : next(value);
}
