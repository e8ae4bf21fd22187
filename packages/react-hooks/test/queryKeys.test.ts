import { operationRows } from '@marketdata-sdk/types/internal';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { marketDataKeys } from '../src/queryKeys';

function seededQueryClient() {
  const queryClient = new QueryClient();
  const keys = [
    marketDataKeys.query('listWires', { tab: 'all' }),
    marketDataKeys.query('listWires', { tab: 'important' }),
    marketDataKeys.infinite('listWires', { size: 20 }),
    marketDataKeys.query('getWireContent', { content_id: 'w1' }),
    marketDataKeys.query('listDividends', { ticker: 'KO' }),
    marketDataKeys.query('getFinancialMetrics', { ticker: 'KO' }),
  ];
  for (const key of keys) queryClient.setQueryData(key, { seeded: true } as never);
  return queryClient;
}

function invalidated(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.isInvalidated })
    .map((query) => JSON.stringify(query.queryKey));
}

describe('the query-key factory', () => {
  test('each level is a prefix of the next', () => {
    const query = marketDataKeys.query('listDividends', { ticker: 'KO' });
    const operation = marketDataKeys.operation('listDividends');
    const area = marketDataKeys.area('stocks');
    expect(query.slice(0, 3)).toEqual(operation);
    expect(operation.slice(0, 2)).toEqual(area);
    expect(area.slice(0, 1)).toEqual(marketDataKeys.all);
  });

  test('the area of an operation comes from the operation table', () => {
    for (const [operationId, row] of Object.entries(operationRows)) {
      expect(marketDataKeys.operation(operationId as keyof typeof operationRows)[1]).toBe(row.area);
    }
  });

  test('undefined parameters do not change the key', () => {
    expect(marketDataKeys.query('listWires', { tab: 'all', size: undefined })).toEqual(
      marketDataKeys.query('listWires', { tab: 'all' }),
    );
    expect(marketDataKeys.query('listWires')).toEqual(marketDataKeys.query('listWires', {}));
  });

  test('invalidating an area reaches only that area', async () => {
    const queryClient = seededQueryClient();
    await queryClient.invalidateQueries({ queryKey: marketDataKeys.area('news') });
    expect(invalidated(queryClient)).toHaveLength(4);
    expect(invalidated(queryClient).every((key) => key.includes('"news"'))).toBe(true);
  });

  test('invalidating an operation reaches its plain and infinite queries', async () => {
    const queryClient = seededQueryClient();
    await queryClient.invalidateQueries({ queryKey: marketDataKeys.operation('listWires') });
    expect(invalidated(queryClient)).toHaveLength(3);
  });

  test('invalidating one query reaches only that query', async () => {
    const queryClient = seededQueryClient();
    await queryClient.invalidateQueries({
      queryKey: marketDataKeys.query('listWires', { tab: 'important' }),
      exact: true,
    });
    expect(invalidated(queryClient)).toEqual([
      JSON.stringify(['marketdata', 'news', 'listWires', { tab: 'important' }]),
    ]);
  });

  test('invalidating all reaches every query', async () => {
    const queryClient = seededQueryClient();
    await queryClient.invalidateQueries({ queryKey: marketDataKeys.all });
    expect(invalidated(queryClient)).toHaveLength(6);
  });
});
