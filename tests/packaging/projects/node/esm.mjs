// Runs as a plain Node ES module against the sandbox URL given as the first argument.
import {
  AuthenticationError,
  createMarketDataClient,
  InvalidParamError,
  MarketDataError,
} from '@marketdata-sdk/client';
import { createSandbox } from '@marketdata-sdk/fixtures';
import { wireTabs } from '@marketdata-sdk/types';

const baseUrl = process.argv[2];
const client = createMarketDataClient({ apiKey: 'sandbox', baseUrl });

const securities = await client.securities.searchSecurities({ query: 'AAPL' });
const page = await client.news.listWires({ size: 3 });

async function failure(call) {
  try {
    await call();
    return null;
  } catch (error) {
    return {
      name: error.name,
      base: error instanceof MarketDataError,
      auth: error instanceof AuthenticationError,
      invalidParam: error instanceof InvalidParamError,
      statusCode: error.statusCode,
    };
  }
}

const wrongKey = createMarketDataClient({ apiKey: 'not-the-key', baseUrl, maxRetries: 0 });
const unauthorised = await failure(() => wrongKey.stocks.listEarnings({ ticker: 'AAPL' }));
const unknownTicker = await failure(() => client.stocks.listEarnings({ ticker: 'ZZZZZZ' }));

// The environment-free entry of the fixtures answers in process, through the client's `fetch`.
const sandbox = createSandbox();
const inProcess = createMarketDataClient({
  apiKey: 'sandbox',
  baseUrl: 'http://127.0.0.1:9',
  fetch: (input, init) =>
    sandbox.fetch(input instanceof Request ? input : new Request(input, init)),
});
const earnings = await inProcess.stocks.listEarnings({ ticker: 'MSFT', size: 2 });

// Paging as a user sees it: 120 wires in the largest pages, a Congress page with its cursor.
const sizesAsked = [];
const counted = createMarketDataClient({
  apiKey: 'sandbox',
  baseUrl: 'http://127.0.0.1:9',
  fetch: (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sizesAsked.push(new URL(request.url).searchParams.get('size'));
    return sandbox.fetch(request);
  },
});
const wires = await counted.news.listWires({ tab: 'all' }).toArray({ limit: 120 });
const congress = await counted.ownership.listCongressTrades({ ticker: 'NVDA', size: 5 });

console.log(
  JSON.stringify({
    format: typeof require === 'undefined' ? 'esm' : 'cjs',
    resolved: import.meta.resolve('@marketdata-sdk/client'),
    tickers: securities.map((security) => security.ticker),
    headlines: page.data.length,
    firstHeadlineHasTitle: typeof page.data[0]?.title === 'string',
    unauthorised,
    unknownTicker,
    inProcessEarnings: earnings.length,
    paging: {
      wires: new Set(wires.map((headline) => headline.news_id)).size,
      sizesAsked,
      congressIsArray: Array.isArray(congress),
      congressNext: congress.nextCursor,
      congressHasNext: congress.hasNextPage(),
    },
    wireTabs: wireTabs.length,
  }),
);
