import type { RequestOptions } from './createTransport';
import { AuthenticationError, InvalidParamError, ParamValidationError } from './errors';
import type { ParamsMethod } from './internals/bindMethod';
import { sleep } from './internals/sleep';
import type { OperationParams, OperationResult } from './types';

type Headline = OperationResult<'listWires'>['data'][number];

/** Filters and pacing of {@link NewsResource.watchWires}. */
export interface WatchWiresParams
  extends Pick<OperationParams<'listWires'>, 'tab' | 'tickers' | 'industry' | 'size'> {
  /** Pause between polls in milliseconds (default 5000); failed polls back off from it. */
  intervalMs?: number;
  /** Ends the feed. */
  signal?: AbortSignal;
}

/** A live feed of headlines: every new one exactly once, oldest first. */
export interface WireFeed extends AsyncIterable<Headline> {
  /** One array per poll that found new headlines, oldest first. */
  batches(): AsyncIterable<Headline[]>;
}

/**
 * Every headline from `start_id` (or now) backwards, page by page, until a short page; what
 * `news.iterateWires` runs.
 *
 * @example
 * for await (const h of walkWires(news.listWires, { tickers: 'AAPL', size: 50 })) console.log(h.title);
 */
export async function* walkWires(
  list: ParamsMethod<'listWires'>,
  params: OperationParams<'listWires'> = {},
  options?: RequestOptions,
): AsyncGenerator<Headline, void, undefined> {
  let startId = params.start_id;
  for (;;) {
    const { data, size } = await list({ ...params, start_id: startId }, options);
    yield* data;
    startId = data[data.length - 1]?.news_id;
    if (!startId || data.length < size) return; // a short page is the last
  }
}

const MAX_REMEMBERED = 5000;
const isFatal = (e: unknown) =>
  e instanceof AuthenticationError ||
  e instanceof InvalidParamError ||
  e instanceof ParamValidationError;

/**
 * Polls the wires list and yields what is new. When more arrive between two polls than a page
 * holds, it pages back by `start_id` until it meets a headline it has seen. A failed poll yields
 * nothing and is retried with backoff, so nothing is lost or repeated; errors that waiting
 * cannot fix (a refused key, an invalid parameter) end the feed by throwing. Each iteration runs
 * its own poll loop.
 *
 * @example
 * const feed = watchWires(client.news.listWires, { tab: 'important', signal });
 * for await (const headline of feed) console.log(headline.title);
 */
export function watchWires(
  list: ParamsMethod<'listWires'>,
  params: WatchWiresParams = {},
  options: RequestOptions = {},
): WireFeed {
  const { intervalMs = 5000, signal = options.signal, size = 50, ...filters } = params;
  const callOptions = { ...options, signal };

  async function* batches(): AsyncGenerator<Headline[]> {
    let seen = new Set<string>();
    let first = true;
    let failures = 0;
    while (!signal?.aborted) {
      let wait = intervalMs;
      try {
        const fresh: Headline[] = [];
        for await (const h of walkWires(list, { ...filters, size }, callOptions)) {
          const id = h.news_id;
          if (seen.has(id) || fresh.some((f) => f.news_id === id)) break;
          fresh.push(h);
          if (first && fresh.length === size) break; // the first poll reads one page
        }
        first = false;
        failures = 0;
        fresh.reverse();
        for (const h of fresh) seen.add(h.news_id);
        // Only the newest ids can meet a later page; forget the rest.
        if (seen.size > MAX_REMEMBERED) seen = new Set([...seen].slice(-MAX_REMEMBERED / 2));
        if (fresh.length) yield fresh;
      } catch (error) {
        if (signal?.aborted) return;
        if (isFatal(error)) throw error;
        wait = Math.min(Math.max(intervalMs, 250) * 2 ** failures++, 60_000);
      }
      try {
        await sleep(wait, signal);
      } catch {
        return;
      }
    }
  }

  return {
    batches,
    async *[Symbol.asyncIterator]() {
      for await (const batch of batches()) yield* batch;
    },
  };
}
