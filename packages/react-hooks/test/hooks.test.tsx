import type { MarketDataClient } from '@marketdata-sdk/client';
import { skipToken, type UseQueryResult } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import {
  useGetArticleContent,
  useGetConsensus,
  useGetEarningsBacktest,
  useGetFinancialMetrics,
  useGetFinancialStatements,
  useGetWireContent,
  useListCongressTrades,
  useListDividends,
  useListEarnings,
  useListEconomicEvents,
  useListEtfHoldings,
  useListRatingsHistory,
  useListTrades,
  useListWires,
} from '../src/generated/hooks';
import { MarketDataProvider } from '../src/MarketDataProvider';
import { useSearchSecurities } from '../src/securitiesHooks';
import { createTestQueryClient, installSandbox, type SandboxContext } from './sandbox';
import { type SandboxInputs, sandboxInputs } from './sandboxInputs';

interface HookCase {
  /** The hook under test, called with inputs found in the sandbox. */
  use: (inputs: SandboxInputs) => UseQueryResult<unknown, Error>;
  /** The same call made through the client directly. */
  direct: (client: MarketDataClient, inputs: SandboxInputs) => Promise<unknown>;
}

const cases: Record<string, HookCase> = {
  useListWires: {
    use: () => useListWires({ tab: 'all', size: 5 }),
    direct: (client) => client.news.listWires({ tab: 'all', size: 5 }),
  },
  useGetWireContent: {
    use: (inputs) => useGetWireContent({ content_id: inputs.wireContentId }),
    direct: (client, inputs) => client.news.getWireContent({ content_id: inputs.wireContentId }),
  },
  useGetArticleContent: {
    use: (inputs) => useGetArticleContent({ content_id: inputs.articleId }),
    direct: (client, inputs) => client.news.getArticleContent({ content_id: inputs.articleId }),
  },
  useListCongressTrades: {
    use: (inputs) => useListCongressTrades({ ticker: inputs.stock, size: 5 }),
    direct: (client, inputs) =>
      client.ownership.listCongressTrades({ ticker: inputs.stock, size: 5 }),
  },
  useListEarnings: {
    use: (inputs) => useListEarnings({ ticker: inputs.stock }),
    direct: (client, inputs) => client.stocks.listEarnings({ ticker: inputs.stock }),
  },
  useGetFinancialStatements: {
    use: (inputs) => useGetFinancialStatements({ ticker: inputs.stock }),
    direct: (client, inputs) => client.stocks.getFinancialStatements({ ticker: inputs.stock }),
  },
  useGetFinancialMetrics: {
    use: (inputs) => useGetFinancialMetrics({ ticker: inputs.stock }),
    direct: (client, inputs) => client.stocks.getFinancialMetrics({ ticker: inputs.stock }),
  },
  useListDividends: {
    use: (inputs) => useListDividends({ ticker: inputs.stock }),
    direct: (client, inputs) => client.stocks.listDividends({ ticker: inputs.stock }),
  },
  useListEtfHoldings: {
    use: (inputs) => useListEtfHoldings({ ticker: inputs.etf }),
    direct: (client, inputs) => client.etf.listEtfHoldings({ ticker: inputs.etf }),
  },
  useSearchSecurities: {
    use: (inputs) => useSearchSecurities({ query: inputs.stock }),
    direct: (client, inputs) => client.securities.searchSecurities({ query: inputs.stock }),
  },
  useListRatingsHistory: {
    use: (inputs) => useListRatingsHistory({ ticker: inputs.stock }),
    direct: (client, inputs) => client.ratings.listRatingsHistory({ ticker: inputs.stock }),
  },
  useGetConsensus: {
    use: (inputs) => useGetConsensus({ ticker: inputs.stock }),
    direct: (client, inputs) => client.ratings.getConsensus({ ticker: inputs.stock }),
  },
  useListTrades: {
    use: (inputs) => useListTrades({ ticker: inputs.stock, count: 20, to: inputs.now }),
    direct: (client, inputs) =>
      client.marketdata.listTrades({ ticker: inputs.stock, count: 20, to: inputs.now }),
  },
  useListEconomicEvents: {
    use: (inputs) => useListEconomicEvents({ date: inputs.economicDate }),
    direct: (client, inputs) => client.calendar.listEconomicEvents({ date: inputs.economicDate }),
  },
  useGetEarningsBacktest: {
    use: (inputs) => useGetEarningsBacktest({ unique_id: inputs.earningsUniqueId }),
    direct: (client, inputs) =>
      client.calendar.getEarningsBacktest({ unique_id: inputs.earningsUniqueId }),
  },
};

/** Renders what the hook returned, so the test reads the screen as a user would. */
function Widget({ hook, inputs }: { hook: HookCase; inputs: SandboxInputs }) {
  const { data, status, error } = hook.use(inputs);
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="error">{error?.message}</p>
      <pre data-testid="data">{data === undefined ? '' : JSON.stringify(data)}</pre>
    </div>
  );
}

function hasContent(data: unknown): boolean {
  if (data === null || data === undefined) return false;
  if (Array.isArray(data)) return data.length > 0;
  if (typeof data === 'object') return Object.values(data).some(hasContent);
  return true;
}

describe('every hook renders real sandbox data', () => {
  test.each(Object.entries(cases))('%s', async (name, hook) => {
    const context: SandboxContext = installSandbox();
    const inputs = await sandboxInputs(context);
    const expected = await hook.direct(context.client, inputs);
    expect(hasContent(expected), `${name}: the sandbox has data for it`).toBe(true);
    const requestsBefore = context.requests.length;

    render(
      <MarketDataProvider client={context.client} queryClient={createTestQueryClient()}>
        <Widget hook={hook} inputs={inputs} />
      </MarketDataProvider>,
    );

    await waitFor(() => expect(screen.getByTestId('status').textContent).not.toBe('pending'));
    expect(screen.getByTestId('error').textContent).toBe('');
    expect(JSON.parse(screen.getByTestId('data').textContent ?? '')).toEqual(expected);
    expect(context.requests.length - requestsBefore).toBe(1);
  });
});

describe('hooks with an absent input stay idle', () => {
  test('useGetWireContent and useGetArticleContent on skipToken send nothing', async () => {
    const context = installSandbox();
    const { result } = renderHook(
      () => ({ wire: useGetWireContent(skipToken), article: useGetArticleContent(skipToken) }),
      {
        wrapper: ({ children }) => (
          <MarketDataProvider client={context.client} queryClient={createTestQueryClient()}>
            {children}
          </MarketDataProvider>
        ),
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.wire.fetchStatus).toBe('idle');
    expect(result.current.article.fetchStatus).toBe('idle');
    expect(context.requests).toHaveLength(0);
  });
});

describe('select', () => {
  test('shapes the data the hook returns', async () => {
    const context = installSandbox();
    const page = await context.client.news.listWires({ size: 4 });
    const { result } = renderHook(
      () =>
        useListWires(
          { size: 4 },
          { select: (data) => data.data.map((headline) => headline.title) },
        ),
      {
        wrapper: ({ children }) => (
          <MarketDataProvider client={context.client} queryClient={createTestQueryClient()}>
            {children}
          </MarketDataProvider>
        ),
      },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(page.data.map((headline) => headline.title));
  });
});
