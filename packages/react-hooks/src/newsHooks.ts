import type { MarketDataError, OperationParams, OperationResult } from '@marketdata-sdk/client';
import { type SkipToken, skipToken, type UseQueryResult } from '@tanstack/react-query';
import type { QueryHookOptions } from './internals/types';
import { useOperationQuery } from './internals/useOperationQuery';

/**
 * The latest page of news wires (`listWires`).
 *
 * @example
 * ```tsx
 * const { data } = useWires({ tab: 'important', size: 20 });
 * data?.data.map((headline) => <li key={headline.news_id}>{headline.title}</li>);
 * ```
 */
export function useWires<TData = OperationResult<'listWires'>>(
  params?: OperationParams<'listWires'> | SkipToken,
  options?: QueryHookOptions<'listWires', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useWires', 'listWires', params, options);
}

/**
 * The body of one wire by its content id (`getWireContent`); idle while the id is absent
 * (`undefined`, `null`, `''` or `skipToken`).
 *
 * @example
 * ```tsx
 * const { data: wire } = useWire(headline.content_id);
 * ```
 */
export function useWire<TData = OperationResult<'getWireContent'>>(
  contentId: string | null | undefined | SkipToken,
  options?: QueryHookOptions<'getWireContent', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery(
    'useWire',
    'getWireContent',
    typeof contentId === 'string' && contentId !== '' ? { content_id: contentId } : skipToken,
    options,
  );
}

/**
 * The body of one article by its content id (`getArticleContent`); idle while the id is absent
 * (`undefined`, `null`, `''` or `skipToken`).
 *
 * @example
 * ```tsx
 * const { data: article } = useArticle('US_ARTICLEd7c3a136cc8822f4');
 * ```
 */
export function useArticle<TData = OperationResult<'getArticleContent'>>(
  contentId: string | null | undefined | SkipToken,
  options?: QueryHookOptions<'getArticleContent', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery(
    'useArticle',
    'getArticleContent',
    typeof contentId === 'string' && contentId !== '' ? { content_id: contentId } : skipToken,
    options,
  );
}
