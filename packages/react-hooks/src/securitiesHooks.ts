import type { MarketDataError, OperationResult } from '@marketdata-sdk/client';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { enabledWhen } from './internals/enabledWhen';
import type { QueryHookOptions } from './internals/types';
import { useOperationQuery } from './internals/useOperationQuery';

/**
 * Searches securities by ticker or company name (`searchSecurities`). Idle while the query is
 * blank; while the user types, the previous results stay on screen (`isPlaceholderData` is true)
 * until the new ones arrive.
 *
 * @example
 * ```tsx
 * const [text, setText] = useState('');
 * const { data, isPlaceholderData } = useSecuritySearch(text);
 * ```
 */
export function useSecuritySearch<TData = OperationResult<'searchSecurities'>>(
  query: string,
  options?: QueryHookOptions<'searchSecurities', TData>,
): UseQueryResult<TData, MarketDataError> {
  const trimmed = query.trim();
  return useOperationQuery(
    'searchSecurities',
    { query: trimmed },
    {
      placeholderData: keepPreviousData,
      ...options,
      enabled: enabledWhen(trimmed.length > 0, options?.enabled),
    },
  );
}
