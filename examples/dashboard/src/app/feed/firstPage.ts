import type { MarketDataClient } from '@marketdata-sdk/client';
import {
  listWiresInfiniteQueryOptions,
  type WiresInfiniteParams,
} from '@marketdata-sdk/react-hooks';
import { wireIndustries, wireTabs } from '@marketdata-sdk/types';
import type { QueryClient } from '@tanstack/react-query';
import { hashParams, parseRoute } from '../router';
import type { FeedFilter } from './FeedFilters';

const tabs: readonly string[] = wireTabs;
const industries: readonly string[] = wireIndustries;

/** How many headlines the history's first page (and each next one) holds. */
export const historyPageSize = 20;

/** The feed's filter named in the URL's view state; values the spec does not allow are ignored. */
export function feedFilterOf(params: URLSearchParams): FeedFilter {
  const tab = params.get('tab');
  const industry = params.get('industry');
  return {
    tab: tab && tabs.includes(tab) ? tab : 'all',
    industry: industry && industries.includes(industry) ? industry : '',
    tickers: (params.get('tickers') ?? '').toUpperCase(),
  };
}

/** The request parameters for a filter: empty filters are left out, not sent empty. */
export function feedParams(filter: FeedFilter): WiresInfiniteParams {
  return {
    ...(filter.tab && filter.tab !== 'all'
      ? { tab: filter.tab as WiresInfiniteParams['tab'] }
      : {}),
    ...(filter.industry ? { industry: filter.industry as WiresInfiniteParams['industry'] } : {}),
    ...(filter.tickers ? { tickers: filter.tickers } : {}),
  };
}

/** The query of the feed's history for a filter (the newest pages first). */
export function feedHistoryOptions(client: MarketDataClient, filter: FeedFilter) {
  return listWiresInfiniteQueryOptions(client, { ...feedParams(filter), size: historyPageSize });
}

/**
 * On a first load of the news view, asks for the feed's first history page from the app's entry,
 * alongside the view's code: the page's request does not wait for that code to arrive and run,
 * and the view finds it in the query cache (answered or on its way). Other views: nothing.
 */
export function startFeedFirstLoad(client: MarketDataClient, queryClient: QueryClient): void {
  if (parseRoute(window.location.hash).view !== 'feed') return;
  void queryClient.prefetchInfiniteQuery(feedHistoryOptions(client, feedFilterOf(hashParams())));
}
