// One smoke run of the packed SDK, written for every runtime (no Node, Deno or DOM API): every
// operation, one typed error, a burst of the live feed, and a packaging sanity check.
import {
  createMarketDataClient,
  DEFAULT_BASE_URL,
  InvalidParamError,
  MarketDataError,
} from '@marketdata-sdk/client';
import { createRawClient } from '@marketdata-sdk/client/raw';
import { wireTabs } from '@marketdata-sdk/types';
import { operationIds } from '@marketdata-sdk/types/internal';

/** Ids that some operations take from an earlier answer. */
const fromAnswers = {
  $wire: (answers) => answers.listWires?.data?.[0]?.content_id,
  $article: (answers) => {
    const list = answers.listArticles;
    return (Array.isArray(list) ? list : list?.data)?.[0]?.content_id;
  },
};

function fill(params, answers) {
  const out = {};
  for (const [name, value] of Object.entries(params)) {
    out[name] =
      typeof value === 'string' && value in fromAnswers ? fromAnswers[value](answers) : value;
  }
  return out;
}

const needsAnswer = (params) =>
  Object.values(params).some((v) => typeof v === 'string' && v in fromAnswers);

/**
 * Runs the smoke against the sandbox at `baseUrl`; `params` gives each operation's parameters.
 * Resolves with a plain object that the test compares with what it expects.
 */
export async function smoke({ baseUrl, params }) {
  const client = createMarketDataClient({
    apiKey: 'sandbox',
    baseUrl,
    maxRetries: 1,
    dangerouslyAllowBrowser: true,
  });
  const operations = {};
  const answers = {};
  const ids = [...operationIds];
  const ordered = [
    ...ids.filter((id) => !needsAnswer(params[id] ?? {})),
    ...ids.filter((id) => needsAnswer(params[id] ?? {})),
  ];
  for (const id of ordered) {
    if (!params[id]) {
      operations[id] = 'no parameters given by the test';
      continue;
    }
    try {
      answers[id] = await client.request(id, fill(params[id], answers));
      operations[id] = answers[id] === undefined ? 'undefined answer' : 'ok';
    } catch (error) {
      operations[id] = `${error?.name}: ${error?.message}`;
    }
  }

  let typedError = 'no error thrown';
  try {
    await client.request('getFinancialMetrics', { ticker: 'ZZZZZZ' });
  } catch (error) {
    typedError = {
      name: error.name,
      invalidParam: error instanceof InvalidParamError,
      base: error instanceof MarketDataError,
      statusCode: error.statusCode,
    };
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 15_000);
  const seen = [];
  try {
    const feed = client.news.watchWires({ intervalMs: 150, signal: controller.signal });
    for await (const headline of feed) {
      seen.push(headline.news_id);
      if (seen.length >= 53) break;
    }
  } catch (error) {
    seen.push(`error ${error?.name}: ${error?.message}`);
  } finally {
    clearTimeout(timer);
  }

  const raw = await createRawClient(client).GET('/securities/search', {
    params: { query: { query: 'AAPL' } },
  });

  return {
    operations,
    typedError,
    feed: { headlines: seen.length, distinct: new Set(seen).size },
    packaging: {
      rawStatusCode: raw.data?.status_code,
      wireTabs: wireTabs.length,
      defaultBaseUrl: DEFAULT_BASE_URL.startsWith('https://'),
    },
  };
}
