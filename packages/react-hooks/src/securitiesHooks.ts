import type { MarketDataError, OperationResult } from '@marketdata-sdk/client';
import {
  keepPreviousData,
  type SkipToken,
  skipToken,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { QueryHookOptions } from './internals/types';
import { useOperationQuery } from './internals/useOperationQuery';

/**
 * Searches securities by ticker or company name (`searchSecurities`). Idle while the query is
 * blank (or `skipToken`); while the user types, the previous results stay on screen
 * (`isPlaceholderData` is true) until the new ones arrive, unless you give `placeholderData`.
 *
 * @example
 * ```tsx
 * const [text, setText] = useState('');
 * const { data, isPlaceholderData } = useSecuritySearch(text);
 * ```
 */
export function useSecuritySearch<TData = OperationResult<'searchSecurities'>>(
  query: string | SkipToken,
  options?: QueryHookOptions<'searchSecurities', TData>,
): UseQueryResult<TData, MarketDataError> {
  const trimmed = query === skipToken ? '' : query.trim();
  return useOperationQuery(
    'useSecuritySearch',
    'searchSecurities',
    trimmed === '' ? skipToken : { query: trimmed },
    { placeholderData: keepPreviousData, ...options },
  );
}
