import type { OperationRow } from '@marketdata-sdk/types/internal';
import type { RequestOptions, Transport, WithResponse } from '../createTransport';
import type { OperationId, OperationParams, OperationResult, ParamsOptional } from '../types';

/** The arguments of a method that takes the operation's parameters object. */
export type MethodArgs<TId extends OperationId> =
  ParamsOptional<TId> extends true
    ? [params?: OperationParams<TId>, options?: RequestOptions]
    : [params: OperationParams<TId>, options?: RequestOptions];

/** A resource method; `.withResponse()` also returns the `Response` and request id. */
export type Method<TArgs extends unknown[], TResult> = ((...args: TArgs) => Promise<TResult>) & {
  /** Same call, resolving with `{ data, response, requestId }`. */
  withResponse(...args: TArgs): Promise<WithResponse<TResult>>;
};

/** A method whose first argument is the operation's parameters object. */
export type ParamsMethod<TId extends OperationId> = Method<MethodArgs<TId>, OperationResult<TId>>;

/** Binds an operation to a transport: the method takes the operation's parameters object. */
export function bindMethod<TArgs extends unknown[], TResult>(
  transport: Transport,
  op: OperationRow,
): Method<TArgs, TResult> {
  const withResponse = (arg?: object, options?: RequestOptions) =>
    transport.call<TResult>(op, arg, options);
  const method = (arg?: object, options?: RequestOptions) =>
    withResponse(arg, options).then((r) => r.data);
  return Object.assign(method, { withResponse }) as unknown as Method<TArgs, TResult>;
}
