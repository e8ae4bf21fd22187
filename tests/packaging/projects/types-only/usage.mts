// Type-checked under node16 and nodenext as an ES module (the `import` condition's .d.ts).
import { type Headline, type operations, wireTabs } from '@marketdata-sdk/types';

type TradesQuery = operations['listTrades']['parameters']['query'];

export const trades: TradesQuery = { ticker: 'AAPL', count: 10, to: 1_700_000_000_000 };

// @ts-expect-error `count` and `to` are required by the trades query.
export const incomplete: TradesQuery = { ticker: 'AAPL' };

export const firstTab: (typeof wireTabs)[number] | undefined = wireTabs[0];

export function newsId(headline: Headline): string {
  return headline.news_id;
}
