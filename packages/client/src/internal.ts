/**
 * `@marketdata-sdk/client/internal`: the operation table and the helper types the SDK's own
 * packages build on. Not part of the public API: it changes in any release without notice. Use
 * the resources, `client.request` and the types of `@marketdata-sdk/client` instead.
 *
 * @internal
 * @packageDocumentation
 */

export type { Method, PagedMethod, ParamsMethod } from './internals/bindMethod';
export {
  backwardsRange,
  brokenRule,
  describeRule,
  listValue,
  type RuleKeyword,
  ruleSchema,
  valueFromText,
} from './internals/paramRules';
export { firstParagraph, forReaders } from './internals/readerText';
export { operationTable } from './operationTable';
export { nextPageCursor, type PagedRow, pageWalk, walkParams } from './paging';
export type {
  IsNested,
  ListParamName,
  OperationData,
  OperationPath,
  ParamsOptional,
  Unwrapped,
} from './types';
