import type { SandboxContext } from './sandbox';

/** Parameters that the sandbox has data for, found in its dataset and through the API. */
export interface SandboxInputs {
  /** A rated, dividend-paying stock with earnings, trades and Congress trades. */
  stock: string;
  /** An ETF of the universe. */
  etf: string;
  /** The `content_id` of the latest wire. */
  wireContentId: string;
  /** The id of the latest research article. */
  articleId: string;
  /** The `unique_id` of the stock's latest earnings event. */
  earningsUniqueId: string;
  /** A weekday with economic events, `YYYY-MM-DD`. */
  economicDate: string;
  /** The sandbox clock's now (Unix ms). */
  now: number;
}

const stock = 'AAPL';

export async function sandboxInputs({ sandbox, clock, client }: SandboxContext) {
  const now = clock.now();
  const etf = sandbox.dataset.universe.find((entry) => entry.kind === 'etf');
  const [latestWire] = (await client.news.listWires({ size: 1 })).data;
  const [articleId] = sandbox.dataset.articleIds(1, { now });
  const [earnings] = sandbox.dataset.earnings(stock, { now });
  // Indicators follow their real schedules, so not every day has a release: take the latest
  // day that has one, as a user browsing the calendar would.
  let economicDate = '';
  for (let back = 0; back < 31 && !economicDate; back++) {
    const date = new Date(now - back * 86_400_000).toISOString().slice(0, 10);
    if ((await client.calendar.listEconomicEvents({ date })).length > 0) economicDate = date;
  }
  if (!etf || !latestWire || !articleId || !earnings || !economicDate)
    throw new Error('the sandbox lacks data');
  return {
    stock,
    etf: etf.ticker,
    wireContentId: latestWire.content_id,
    articleId,
    earningsUniqueId: earnings.unique_id,
    economicDate,
    now,
  } satisfies SandboxInputs;
}
