/**
 * TypeScript types for the Market Data, News and Research API, generated from its OpenAPI 3.1
 * spec: `paths`, `operations`, `components`, one named type per component schema (`Headline`,
 * `WireTab`, …), the value arrays of its enums, the statement trees and the spec version.
 *
 * @example
 * ```ts
 * import type { paths, Headline } from '@marketdata-sdk/types';
 * type WiresQuery = paths['/news/v1/wire/page/history']['get']['parameters']['query'];
 * ```
 */

export type { EconomicEventImportance, HeadlineImportance } from './aliases';
export type * from './generated/openapi';
export * from './generated/values';
