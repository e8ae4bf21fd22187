import { type OperationRow, operationRows, type ParamRule } from '@marketdata-sdk/types/internal';
import type { IsNested, OperationId, OperationParams, OperationPath } from './types';

/**
 * A row checked against the generated `paths`: the path must be the one whose GET is the
 * operation, every parameter rule must name a parameter of the operation, and `unwrap` must
 * agree with the response type. A renamed path or parameter fails to compile.
 */
type Row<TId extends OperationId> = OperationRow<TId> & {
  readonly path: OperationPath<TId>;
  readonly params: readonly (ParamRule & { readonly name: keyof OperationParams<TId> & string })[];
  readonly unwrap: IsNested<TId>;
};

/**
 * Every operation of the spec, keyed by operationId: the generated rows of
 * `@marketdata-sdk/types/internal`, checked against the generated types. The generic `request`
 * is driven by it.
 */
export const operationTable = operationRows satisfies { readonly [TId in OperationId]: Row<TId> };
