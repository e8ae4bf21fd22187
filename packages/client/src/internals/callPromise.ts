import type { WithResponse } from '../createTransport';
import type { IterateOptions } from '../paging';
import { bodyOf } from './send';

/** How a paged list call iterates its items, given its first page's request if it left. */
export type Walk<TItem> = (
  first: Promise<WithResponse<unknown>> | undefined,
  options: IterateOptions,
) => AsyncGenerator<TItem, void, undefined>;

/**
 * A call's promise of its payload: a real `Promise` subclass. The request leaves once, through
 * `start`, the first time anything asks for it; the payload promise is only derived when the
 * call itself is awaited (`then`, and `catch` and `finally` through it), so a caller who awaits
 * `.withResponse()` alone leaves no second, unhandled rejection behind.
 */
export class CallPromise<T> extends Promise<T> {
  declare private readonly start: () => Promise<WithResponse<T>>;
  /** The request, once it left. */
  declare sent?: Promise<WithResponse<T>>;
  declare private data?: Promise<T>;

  constructor(start: () => Promise<WithResponse<T>>) {
    // The base promise never settles and is never awaited: `then` below answers for it.
    super(() => {});
    this.start = start;
  }

  /** Promises derived from this one are plain promises. */
  static override get [Symbol.species]() {
    return Promise;
  }

  /** The same call's payload with its `Response` and request id. */
  withResponse(): Promise<WithResponse<T>> {
    this.sent ??= this.start();
    return this.sent;
  }

  /** The same call's raw `Response`, its body unread. */
  asResponse(): Promise<Response> {
    return this.withResponse().then(({ response }) => new Response(bodyOf(response), response));
  }

  // biome-ignore lint/suspicious/noThenProperty: a promise subclass overrides `then`
  override then<A = T, B = never>(
    onData?: ((value: T) => A | PromiseLike<A>) | null,
    onError?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    this.data ??= this.withResponse().then((r) => r.data);
    return this.data.then(onData, onError);
  }
}

/**
 * A paged list call: a {@link CallPromise} of its first page that also iterates every item
 * across the pages through `walk`, which reuses the first page when its request already left.
 * Its own class, so that a bundle whose calls do not page leaves iteration out.
 */
export class PagedCallPromise<T, TItem> extends CallPromise<T> {
  declare private readonly walk: Walk<TItem>;
  /** Whether iterating began before the first page's request was due to leave. */
  declare walking?: boolean;

  constructor(start: () => Promise<WithResponse<T>>, walk: Walk<TItem>) {
    super(start);
    this.walk = walk;
  }

  /** Every item from the first page on, at most `limit`. */
  iterItems(options: IterateOptions = {}): AsyncGenerator<TItem, void, undefined> {
    this.walking = true;
    return this.walk(this.sent, options);
  }

  /** The items of {@link PagedCallPromise.iterItems} in an array. */
  async toArray(options?: IterateOptions): Promise<TItem[]> {
    const items: TItem[] = [];
    for await (const item of this.iterItems(options)) items.push(item);
    return items;
  }

  [Symbol.asyncIterator]() {
    return this.iterItems();
  }
}
