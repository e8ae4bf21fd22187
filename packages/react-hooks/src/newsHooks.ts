import type { MarketDataError, OperationParams, OperationResult } from '@marketdata-sdk/client';
import type { UseQueryResult } from '@tanstack/react-query';
import { enabledWhen } from './internals/enabledWhen';
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
  params?: OperationParams<'listWires'>,
  options?: QueryHookOptions<'listWires', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('listWires', params, options);
}

/**
 * The body of one wire by its content id (`getWireContent`); idle while the id is absent.
 *
 * @example
 * ```tsx
 * const { data: wire } = useWire(headline.content_id);
 * ```
 */
export function useWire<TData = OperationResult<'getWireContent'>>(
  contentId: string | null | undefined,
  options?: QueryHookOptions<'getWireContent', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery(
    'getWireContent',
    { content_id: contentId ?? '' },
    { ...options, enabled: enabledWhen(Boolean(contentId), options?.enabled) },
  );
}

/**
 * The body of one article by its content id (`getArticleContent`); idle while the id is absent.
 *
 * @example
 * ```tsx
 * const { data: article } = useArticle('US_ARTICLEd7c3a136cc8822f4');
 * ```
 */
export function useArticle<TData = OperationResult<'getArticleContent'>>(
  contentId: string | null | undefined,
  options?: QueryHookOptions<'getArticleContent', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery(
    'getArticleContent',
    { content_id: contentId ?? '' },
    { ...options, enabled: enabledWhen(Boolean(contentId), options?.enabled) },
  );
}
