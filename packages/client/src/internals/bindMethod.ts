import type { OperationRow } from '@marketdata-sdk/types/internal';
import type { RequestOptions, Transport, WithResponse } from '../createTransport';
import { MarketDataError } from '../errors';
import {
  atPageCursor,
  checkLimit,
  type IterateOptions,
  nextPageCursor,
  type PageCursor,
  pageItems,
  pageWalk,
  walkParams,
} from '../paging';
import type {
  OperationId,
  OperationParams,
  OperationResult,
  ParamsOptional,
  WithRequestId,
} from '../types';
import { CallPromise, PagedCallPromise } from './callPromise';

type Params = Record<string, unknown>;

/** The arguments of a method that takes the operation's parameters object. */
export type MethodArgs<TId extends OperationId> =
  ParamsOptional<TId> extends true
    ? [params?: OperationParams<TId>, options?: RequestOptions]
    : [params: OperationParams<TId>, options?: RequestOptions];

/**
 * What a resource method returns: a `Promise` (a real subclass) of the payload, whose
 * `.withResponse()` gives the same call's `{ data, response, requestId }` and `.asResponse()` its
 * raw `Response` (the request leaves once, when the method is called).
 */
export interface ResponsePromise<TResult> extends Promise<TResult> {
  /** The same call's payload with its `Response` and request id. */
  withResponse(): Promise<WithResponse<TResult>>;
  /**
   * The same call's `Response`, its body unread: the status, headers and body text of a
   * successful answer (a call the response cache answered has no body).
   */
  asResponse(): Promise<Response>;
}

/** A resource method; `.withResponse()` also returns the `Response` and request id. */
export type Method<TArgs extends unknown[], TResult> = ((
  ...args: TArgs
) => ResponsePromise<TResult>) & {
  /** Same call, resolving with `{ data, response, requestId }`. */
  withResponse(...args: TArgs): Promise<WithResponse<TResult>>;
};

/** A method whose first argument is the operation's parameters object. */
export type ParamsMethod<TId extends OperationId> = Method<
  MethodArgs<TId>,
  WithRequestId<OperationResult<TId>>
>;

/** Binds an operation to a transport: the method takes the operation's parameters object. */
export function bindMethod<TArgs extends unknown[], TResult>(
  transport: Transport,
  op: OperationRow,
): Method<TArgs, TResult> {
  const withResponse = (arg?: object, options?: RequestOptions) =>
    transport.call<TResult>(op, arg, options);
  const method = (arg?: object, options?: RequestOptions) => {
    const call = new CallPromise(() => withResponse(arg, options));
    call.withResponse();
    return call;
  };
  return Object.assign(method, { withResponse }) as unknown as Method<TArgs, TResult>;
}

/** An item of a paged operation's list: an element of the array, or of its `data`. */
export type PageItem<TId extends OperationId> =
  OperationResult<TId> extends readonly (infer TItem)[]
    ? TItem
    : OperationResult<TId> extends { data: readonly (infer TItem)[] }
      ? TItem
      : never;

/**
 * One page of a paged list: the service's payload (a bare list becomes `{ data }`) with its
 * paging. The paging members are not enumerable: the page logs and serializes as the data.
 * Iterated (`for await`), it yields every item from this page to the last.
 */
export type Page<TId extends OperationId> = (OperationResult<TId> extends readonly unknown[]
  ? { readonly data: OperationResult<TId> }
  : OperationResult<TId>) &
  AsyncIterable<PageItem<TId>> & {
    /** The cursor of the next page (a `start_id` or a page number); `undefined` on the last page. */
    readonly nextCursor: PageCursor | undefined;
    /** The request id of the response this page came in (not enumerable). */
    readonly _request_id?: string;
    /** Whether another page follows this one. */
    hasNextPage(): boolean;
    /** Fetches the next page (same parameters, the next cursor); rejects on the last page. */
    getNextPage(): Promise<Page<TId>>;
    /** This page, then every next one until the last. */
    iterPages(): AsyncGenerator<Page<TId>, void, undefined>;
  };

/**
 * A paged list call: a `Promise` (a real subclass) of one page, and an async iterable of every
 * item across the pages, fetched in the largest pages the operation allows unless `size` is
 * given. The first page's request leaves on the next microtask, as any call's does, unless
 * iterating starts first (in the same synchronous step): then only the iteration's requests are
 * sent. Iterating after the first page's request left starts from that page, with its size.
 */
export interface PagePromise<TPage, TItem> extends ResponsePromise<TPage>, AsyncIterable<TItem> {
  /** Every item from the first page on, at most `limit`. */
  iterItems(options?: IterateOptions): AsyncGenerator<TItem, void, undefined>;
  /** The items of {@link PagePromise.iterItems} in an array. */
  toArray(options?: IterateOptions): Promise<TItem[]>;
}

/** A paged list method: resolves with a {@link Page}, iterates its items across pages. */
export type PagedMethod<TId extends OperationId> = ((
  ...args: MethodArgs<TId>
) => PagePromise<Page<TId>, PageItem<TId>>) & {
  /** The same call's first page (with its paging), with `{ data, response, requestId }`. */
  withResponse(...args: MethodArgs<TId>): Promise<WithResponse<Page<TId>>>;
};

interface PageLike {
  nextCursor?: PageCursor;
  hasNextPage(): boolean;
  getNextPage(): Promise<PageLike>;
  iterPages(): AsyncGenerator<PageLike>;
}

/** The members every page shares (its own: `nextCursor`, `getNextPage`). */
const pageMembers = {
  hasNextPage(this: PageLike) {
    return this.nextCursor !== undefined;
  },
  async *iterPages(this: PageLike) {
    for (let page = this; ; page = await page.getNextPage()) {
      yield page;
      if (!page.hasNextPage()) return;
    }
  },
  async *[Symbol.asyncIterator](this: PageLike) {
    for await (const page of this.iterPages()) yield* pageItems(page);
  },
};

/** Binds a paged operation: its method returns a {@link PagePromise}. */
export function bindPagedMethod<TId extends OperationId>(
  transport: Transport,
  op: OperationRow<TId>,
): PagedMethod<TId> {
  const { operationId } = op;
  const plain = bindMethod<[object, RequestOptions?], unknown>(transport, op);
  const load = (params: Params = {}, options?: RequestOptions): Promise<WithResponse<unknown>> =>
    plain.withResponse(params, options).then((r) => {
      const payload = r.data as { _request_id?: string };
      const next = nextPageCursor(op, params, payload);
      r.data = Object.defineProperties(
        Object.assign(
          Object.create(pageMembers),
          Array.isArray(payload) ? { data: payload } : payload,
        ),
        {
          nextCursor: { value: next },
          _request_id: { value: payload._request_id },
          getNextPage: {
            value: () =>
              next === undefined
                ? Promise.reject(
                    new MarketDataError(`${operationId}: no next page`, { operationId }),
                  )
                : load(atPageCursor(op, params, next), options).then(dataOf),
          },
        },
      );
      return r;
    });
  const method = (params: Params = {}, options?: RequestOptions) => {
    const call = new PagedCallPromise(
      () => load(params, options),
      async function* (first, iterate: IterateOptions) {
        const limit = checkLimit(`${operationId}: iterItems`, iterate);
        // The first page, when its request already left, is read from it: the walk starts there,
        // with its parameters (its size too, so that numbered pages stay aligned).
        const start = first && (await first).data;
        yield* pageWalk(
          (at) => (at === params && start) || plain(at, options),
          op,
          start ? params : walkParams(op, params, limit),
          limit,
        );
      },
    );
    // Sent on the next microtask like any call, unless iterating began first. (A resolved
    // promise's job costs less than queueMicrotask, which makes an async resource per call.)
    // A call nobody awaits must not end the process with an unhandled rejection: its caller
    // may still iterate, or read it later.
    resolved.then(() => {
      if (!call.walking) call.withResponse().catch(noop);
    });
    return call;
  };
  return Object.assign(method, { withResponse: load }) as unknown as PagedMethod<TId>;
}

const dataOf = <T>(r: WithResponse<T>) => r.data;
const noop = () => {};
const resolved = Promise.resolve();
