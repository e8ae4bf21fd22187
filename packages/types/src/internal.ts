/**
 * `@marketdata-sdk/types/internal`: the generated operation rows the SDK's own packages (client,
 * hooks, sandbox) are driven by. Not part of the public API: it changes in any release without
 * notice. Use `paths` and `operations` from `@marketdata-sdk/types` instead.
 *
 * @internal
 * @packageDocumentation
 */

export { operationDocs, schemaDefs } from './generated/operationDocs';
export * from './generated/operations';
export type { OperationDoc } from './operationDoc';
export type { CursorPaging, OperationRow, PagePaging, ParamRule } from './operationRow';
