import type { OperationRow } from '@marketdata-sdk/types/internal';
import type { Transport } from '../createTransport';
import type { OperationId, OperationResult, WithRequestId } from '../types';
import {
  bindMethod,
  bindPagedMethod,
  type MethodArgs,
  type Page,
  type PageItem,
  type PagePromise,
  type ResponsePromise,
} from './bindMethod';

/** An operation as a standalone function: the transport first, then the method's arguments. */
export type StandaloneFunction<TId extends OperationId> = (
  transport: Transport,
  ...args: MethodArgs<TId>
) => ResponsePromise<WithRequestId<OperationResult<TId>>>;

/** A paged operation as a standalone function: resolves with a page, iterates its items. */
export type PagedStandaloneFunction<TId extends OperationId> = (
  transport: Transport,
  ...args: MethodArgs<TId>
) => PagePromise<Page<TId>, PageItem<TId>>;

/** The standalone function of an operation: the resource method's call over any transport. */
export function standalone<TId extends OperationId>(
  op: OperationRow<TId>,
): StandaloneFunction<TId> {
  return (transport, ...args) =>
    bindMethod<MethodArgs<TId>, WithRequestId<OperationResult<TId>>>(transport, op)(...args);
}

/** The standalone function of a paged operation. */
export function pagedStandalone<TId extends OperationId>(
  op: OperationRow<TId>,
): PagedStandaloneFunction<TId> {
  return (transport, ...args) => bindPagedMethod(transport, op)(...args);
}
