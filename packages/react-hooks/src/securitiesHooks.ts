import type { MarketDataError, OperationParams, OperationResult } from '@marketdata-sdk/client';
import { searchSecurities } from '@marketdata-sdk/types/internal';
import {
  keepPreviousData,
  type SkipToken,
  skipToken,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { QueryHookOptions } from './internals/types';
import { useOperationQuery } from './internals/useOperationQuery';

/**
 * Searches securities by ticker or company name (`searchSecurities`). Idle, with no `data`,
 * while `query` is blank (or on `skipToken`): clearing the box clears the results. While the
 * user types, the previous results stay on screen (`isPlaceholderData` is true) until the new
 * ones arrive, unless you give `placeholderData`.
 *
 * @example
 * ```tsx
 * const [text, setText] = useState('');
 * const { data, isPlaceholderData } = useSearchSecurities({ query: text });
 * ```
 */
export function useSearchSecurities<TData = OperationResult<'searchSecurities'>>(
  params: OperationParams<'searchSecurities'> | SkipToken,
  options?: QueryHookOptions<'searchSecurities', TData>,
): UseQueryResult<TData, MarketDataError> {
  // The service refuses a blank query: a search box's empty text waits instead.
  const trimmed = params === skipToken ? '' : params.query.trim();
  const blank = trimmed === '';
  return useOperationQuery(
    'useSearchSecurities',
    searchSecurities,
    blank ? skipToken : { ...(params as OperationParams<'searchSecurities'>), query: trimmed },
    // Previous results bridge one query to the next, never to a cleared box.
    { ...(blank ? {} : { placeholderData: keepPreviousData }), ...options },
  );
}
