import type { MarketDataError, OperationParams, OperationResult } from '@marketdata-sdk/client';
import type { SkipToken, UseQueryResult } from '@tanstack/react-query';
import type { QueryHookOptions } from './internals/types';
import { useOperationQuery } from './internals/useOperationQuery';

/**
 * The latest page of news wires (`listWires`).
 *
 * @example
 * ```tsx
 * const { data } = useListWires({ tab: 'important', size: 20 });
 * data?.data.map((headline) => <li key={headline.news_id}>{headline.title}</li>);
 * ```
 */
export function useListWires<TData = OperationResult<'listWires'>>(
  params?: OperationParams<'listWires'> | SkipToken,
  options?: QueryHookOptions<'listWires', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListWires', 'listWires', params, options);
}

/**
 * The body of one wire by the `content_id` of a headline (`getWireContent`). Pass `skipToken`
 * while the id is unknown.
 *
 * @example
 * ```tsx
 * const { data: wire } = useGetWireContent(id ? { content_id: id } : skipToken);
 * ```
 */
export function useGetWireContent<TData = OperationResult<'getWireContent'>>(
  params: OperationParams<'getWireContent'> | SkipToken,
  options?: QueryHookOptions<'getWireContent', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useGetWireContent', 'getWireContent', params, options);
}

/**
 * The body of one article by its content id (`getArticleContent`). Pass `skipToken` while the
 * id is unknown.
 *
 * @example
 * ```tsx
 * const { data: article } = useGetArticleContent({ content_id: 'US_ARTICLEd7c3a136cc8822f4' });
 * ```
 */
export function useGetArticleContent<TData = OperationResult<'getArticleContent'>>(
  params: OperationParams<'getArticleContent'> | SkipToken,
  options?: QueryHookOptions<'getArticleContent', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useGetArticleContent', 'getArticleContent', params, options);
}
