import type { WithResponse } from '../createTransport';

/**
 * A call's promise of its payload. The request has already left; the payload promise is only
 * derived when the call itself is awaited (`then`, and `catch` and `finally` through it), so a
 * caller who awaits `.withResponse()` alone leaves no second, unhandled rejection behind.
 */
export class CallPromise<T> extends Promise<T> {
  declare private readonly sent: Promise<WithResponse<T>>;
  declare private data?: Promise<T>;

  constructor(sent: Promise<WithResponse<T>>) {
    // The base promise is never awaited: `then` below answers for it.
    super((resolve) => resolve(undefined as T));
    this.sent = sent;
  }

  /** Promises derived from this one are plain promises. */
  static override get [Symbol.species]() {
    return Promise;
  }

  /** The same call's payload with its `Response` and request id. */
  withResponse(): Promise<WithResponse<T>> {
    return this.sent;
  }

  // biome-ignore lint/suspicious/noThenProperty: a promise subclass overrides `then`
  override then<A = T, B = never>(
    onData?: ((value: T) => A | PromiseLike<A>) | null,
    onError?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    this.data ??= this.sent.then((r) => r.data);
    return this.data.then(onData, onError);
  }
}
