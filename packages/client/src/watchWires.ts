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

const MAX_REMEMBERED = 5000;
const isFatal = (e: unknown) =>
  e instanceof AuthenticationError ||
  e instanceof InvalidParamError ||
  e instanceof ParamValidationError;

/**
 * Polls the wires list and yields what is new. When more arrive between two polls than a page
 * holds, it pages back by `start_id` until it meets a headline it has seen. A failed poll is
 * retried with backoff and nothing is yielded twice; errors that retrying cannot fix (a refused
 * key, an invalid parameter) end the feed by throwing. Each iteration runs its own poll loop.
 */
export function watchWires(
  list: ParamsMethod<'listWires'>,
  params: WatchWiresParams = {},
  options: RequestOptions = {},
): WireFeed {
  const { intervalMs = 5000, signal = options.signal, ...filters } = params;
  const size = filters.size ?? 50;
  const callOptions = { ...options, signal };

  async function* batches(): AsyncGenerator<Headline[]> {
    const seen = new Set<string>();
    let first = true;
    let failures = 0;
    const poll = async () => {
      const fresh: Headline[] = [];
      const mine = new Set<string>();
      let startId: string | undefined;
      for (;;) {
        const page = (await list({ ...filters, size, start_id: startId }, callOptions)).data;
        let met = false;
        for (const h of page) {
          if (seen.has(h.news_id) || mine.has(h.news_id)) {
            met = true;
            break;
          }
          mine.add(h.news_id);
          fresh.push(h);
        }
        const last = page[page.length - 1];
        if (met || first || !last || page.length < size) return fresh.reverse();
        startId = last.news_id;
      }
    };
    while (!signal?.aborted) {
      let wait = intervalMs;
      try {
        const fresh = await poll();
        first = false;
        failures = 0;
        for (const h of fresh) seen.add(h.news_id);
        if (seen.size > MAX_REMEMBERED) {
          const keep = [...seen].slice(-MAX_REMEMBERED / 2);
          seen.clear();
          for (const id of keep) seen.add(id);
        }
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
