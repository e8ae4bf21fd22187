import type { operations, paths } from '@marketdata-sdk/types';
import type { operationRows } from '@marketdata-sdk/types/internal';

/** The operationIds of the spec. */
export type OperationId = keyof operations & string;

type Present<TPart> = [TPart] extends [never]
  ? unknown
  : [TPart] extends [undefined]
    ? unknown
    : NonNullable<TPart>;
type Flat<T> = { [K in keyof T]: T[K] } & {};

/**
 * The names of an operation's list parameters: those whose row has a `separator` (the spec's
 * `x-separator`), such as `tickers` of `listWires`.
 */
export type ListParamName<TId extends OperationId> = Extract<
  (typeof operationRows)[TId]['params'][number],
  { readonly separator: string }
>['name'];

/** `undefined` where `K` is optional in `T` (so that `exactOptionalPropertyTypes` takes it), else nothing. */
type UndefinedIfOptional<T, K extends keyof T> =
  Partial<Pick<T, K>> extends Pick<T, K> ? undefined : never;

/**
 * The spec's parameters with each list parameter taking an array of strings too, and each
 * optional one `undefined` (left out, as the client treats it).
 */
type WithLists<TParams, TNames> = {
  [K in keyof TParams]:
    | (K extends TNames ? TParams[K] | readonly string[] : TParams[K])
    | UndefinedIfOptional<TParams, K>;
};

/**
 * The parameters of an operation, query and path merged, with the spec's names. A list
 * parameter ({@link ListParamName}) takes a string (`'AAPL,MSFT'`) or an array of strings
 * (`['AAPL', 'MSFT']`), joined with the row's separator.
 */
export type OperationParams<TId extends OperationId> = Flat<
  WithLists<
    Present<operations[TId]['parameters']['query']> &
      Present<operations[TId]['parameters']['path']>,
    ListParamName<TId>
  >
>;

type Body<TId extends OperationId> =
  operations[TId]['responses'][200]['content']['application/json'];

/** The envelope's `data` of a successful call, as the spec types it. */
export type OperationData<TId extends OperationId> = Extract<Body<TId>, { data: unknown }>['data'];

/** `{ data: T[] }` (and nothing else) becomes `T[]`; anything else stays. */
export type Unwrapped<TData> = TData extends { data: infer TInner }
  ? [Exclude<keyof TData, 'data'>] extends [never]
    ? TInner
    : TData
  : TData;

/**
 * A payload with the request id of the response it came in. Every object (and array) payload a
 * method, a standalone function or `request` resolves with carries it as `_request_id`, not
 * enumerable (it neither logs, spreads nor serializes), as openai-node's, and is typed with it:
 * `metrics._request_id`. A `null` payload has none.
 */
export type WithRequestId<TPayload> = TPayload extends object ? TPayload & HasRequestId : TPayload;

/**
 * The request id a payload carries (see {@link WithRequestId}); a named type, so that an editor
 * shows `FinancialMetrics & HasRequestId` rather than the payload's whole structure.
 */
export interface HasRequestId {
  /** The request id of the response the payload came in (not enumerable). */
  readonly _request_id?: string;
}

/** What a method of an operation resolves with: the envelope's `data`, unwrapped. */
export type OperationResult<TId extends OperationId> = Unwrapped<OperationData<TId>>;

/** True when the operation's `data` is `{ data: [...] }` alone. */
export type IsNested<TId extends OperationId> =
  OperationData<TId> extends { data: unknown }
    ? [Exclude<keyof OperationData<TId>, 'data'>] extends [never]
      ? true
      : false
    : false;

/** The path of `paths` whose GET is the operation. */
export type OperationPath<TId extends OperationId> = {
  [TPath in keyof paths]: paths[TPath] extends { get: operations[TId] } ? TPath : never;
}[keyof paths];

/** True when callers may omit the parameters object altogether. */
export type ParamsOptional<TId extends OperationId> =
  Partial<OperationParams<TId>> extends OperationParams<TId> ? true : false;

/**
 * The parameters argument of an operation, as a one-element tuple: optional exactly when every
 * parameter is ({@link ParamsOptional}). Methods, `request`, hooks and query options take it.
 */
export type ParamsArg<TId extends OperationId> =
  ParamsOptional<TId> extends true
    ? [params?: OperationParams<TId>]
    : [params: OperationParams<TId>];
