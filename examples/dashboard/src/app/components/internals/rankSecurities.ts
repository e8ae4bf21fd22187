import type { Security } from '@marketdata-sdk/types';

/**
 * How well a security matches what was typed: 0 the exact ticker, 1 a name that starts with it
 * ("micro" puts Microsoft before Advanced Micro Devices), 2 a ticker that starts with it, 3
 * anything else the search returned.
 */
export function matchRank(security: Pick<Security, 'ticker' | 'name'>, typed: string): number {
  const text = typed.trim().toLowerCase();
  const ticker = security.ticker.toLowerCase();
  const name = security.name.toLowerCase();
  if (ticker === text) return 0;
  if (name.startsWith(text)) return 1;
  if (ticker.startsWith(text)) return 2;
  return 3;
}

/** Search results in the order a reader expects; ties keep the service's order. */
export function rankSecurities<TSecurity extends Pick<Security, 'ticker' | 'name'>>(
  results: readonly TSecurity[],
  typed: string,
): TSecurity[] {
  return results
    .map((security, index) => ({ security, index, rank: matchRank(security, typed) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.security);
}
