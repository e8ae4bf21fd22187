// Runs as a plain CommonJS script against the sandbox URL given as the first argument.
const {
  AuthenticationError,
  createMarketDataClient,
  InvalidParamError,
  MarketDataError,
} = require('@marketdata-sdk/client');
const { createSandbox } = require('@marketdata-sdk/fixtures');
const { wireTabs } = require('@marketdata-sdk/types');

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

async function main() {
  const baseUrl = process.argv[2];
  const client = createMarketDataClient({ apiKey: 'sandbox', baseUrl });
  const securities = await client.securities.searchSecurities({ query: 'AAPL' });
  const page = await client.news.listWires({ size: 3 });
  const wrongKey = createMarketDataClient({ apiKey: 'not-the-key', baseUrl, maxRetries: 0 });
  const unauthorised = await failure(() => wrongKey.stocks.listEarnings({ ticker: 'AAPL' }));
  const unknownTicker = await failure(() => client.stocks.listEarnings({ ticker: 'ZZZZZZ' }));

  const sandbox = createSandbox();
  const inProcess = createMarketDataClient({
    apiKey: 'sandbox',
    baseUrl: 'http://127.0.0.1:9',
    fetch: (input, init) =>
      sandbox.fetch(input instanceof Request ? input : new Request(input, init)),
  });
  const earnings = await inProcess.stocks.listEarnings({ ticker: 'MSFT', size: 2 });

  console.log(
    JSON.stringify({
      format: typeof require === 'undefined' ? 'esm' : 'cjs',
      resolved: require.resolve('@marketdata-sdk/client'),
      tickers: securities.map((security) => security.ticker),
      headlines: page.data.length,
      firstHeadlineHasTitle: typeof page.data[0]?.title === 'string',
      unauthorised,
      unknownTicker,
      inProcessEarnings: earnings.length,
      wireTabs: wireTabs.length,
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
