// Type-checked under moduleResolution bundler: an app that only needs the API's types.
import type { Headline, operations, paths, Security } from '@marketdata-sdk/types';

type EarningsQuery = operations['listEarnings']['parameters']['query'];

export const query: EarningsQuery = { ticker: 'AAPL', size: 4 };

// @ts-expect-error `ticker` is required by the earnings query.
export const missingTicker: EarningsQuery = { size: 4 };

export function title(headline: Headline): string {
  return headline.title;
}

export function wrongField(security: Security): string {
  // @ts-expect-error a security has no `headline` field.
  return security.headline;
}

export type PathCount = keyof paths extends never ? 0 : 1;
export const hasPaths: PathCount = 1;
