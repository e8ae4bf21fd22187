import { createMarketDataClient } from '@marketdata-sdk/client';
import { expectedHooks, missingHooks } from '@marketdata-sdk/test-tools/coverage';
import { type OperationRow, operationRows } from '@marketdata-sdk/types/internal';
import { QueryClient, skipToken } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import * as hooks from '../src/index';

const rows = Object.values(operationRows) as readonly OperationRow[];
const exported = hooks as unknown as Record<string, unknown>;

/** Hooks that are not one operation's query: the live feed and the provider's accessors. */
const otherHooks = new Set(['useLiveWires', 'useMarketDataClient', 'useMarketDataQueries']);

describe('one name per operation: use<OperationId> and queries.<operationId>', () => {
  test('every operation has its hook, and every paged one its infinite hook', () => {
    const missing = missingHooks(rows, hooks);
    expect(missing, missing.join('\n')).toEqual([]);
  });

  test('no hook has another name', () => {
    const named = new Set(rows.flatMap(expectedHooks));
    const extra = Object.keys(exported).filter(
      (name) => /^use[A-Z]/.test(name) && !named.has(name) && !otherHooks.has(name),
    );
    expect(extra, `hooks not named use<OperationId>: ${extra.join(', ')}`).toEqual([]);
  });

  test('each hook runs its own operation', () => {
    const queryClient = new QueryClient();
    const client = createMarketDataClient({ baseUrl: 'http://127.0.0.1:9' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <hooks.MarketDataProvider client={client} queryClient={queryClient}>
        {children}
      </hooks.MarketDataProvider>
    );
    for (const row of rows) {
      for (const name of expectedHooks(row)) {
        queryClient.clear();
        const hook = exported[name] as (params: unknown) => unknown;
        renderHook(() => hook(skipToken), { wrapper });
        const keys = queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.queryKey);
        expect(keys, `${name} should query ${row.operationId}`).toEqual([
          expect.arrayContaining([row.operationId]),
        ]);
      }
    }
  });

  test('the query options of every operation are queries.<operationId>, paged ones also queries.<operationId>Infinite', () => {
    const queries = hooks.marketDataQueries(
      createMarketDataClient({ baseUrl: 'http://127.0.0.1:9' }),
    );
    const byName = queries as unknown as Record<
      string,
      (params?: object) => { queryKey: unknown[] }
    >;
    const wrong: string[] = [];
    for (const row of rows) {
      const names = row.paging
        ? [row.operationId, `${row.operationId}Infinite`]
        : [row.operationId];
      for (const name of names) {
        const key = byName[name]?.({ ticker: 'AAPL' }).queryKey;
        if (key?.[2] !== row.operationId)
          wrong.push(
            `${row.operationId}: queries.${name} missing or keyed ${String(key?.[2])}; see packages/react-hooks/src/marketDataQueryOptions.ts`,
          );
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
