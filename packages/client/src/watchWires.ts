import type { Headline } from '@marketdata-sdk/types';
import { listWires } from '@marketdata-sdk/types/internal';
import type { RequestOptions } from './createTransport';
import { type MarketDataError, ResponseParseError } from './errors';
import { buildUrl } from './internals/buildUrl';
import { checkOptions, isFn, num, type OptionRule, SIGNAL_RULE } from './internals/options';
import { isRetryable } from './internals/send';
import { sleep } from './internals/sleep';
import { pageWalk } from './paging';
import type { OperationParams, OperationResult } from './types';

/** The health of a live feed, reported through `onStatus` after every poll. */
export interface WireFeedStatus {
  /** `connecting` before the first poll answers, `live` after a successful poll (empty or not), `retrying` after a failed one. */
  state: 'connecting' | 'live' | 'retrying';
  /** Failed polls in a row (0 once a poll succeeds). */
  consecutiveFailures: number;
  /** The error of the last failed poll, while retrying. */
  lastError?: MarketDataError;
  /** When the last successful poll answered (`Date.now()`), if one has. */
  lastSuccessAt?: number;
  /**
   * On `live` statuses: `true` after the first successful poll when `since` was given and the
   * catch-up did not reach that headline (it stopped at its cap of 20 pages, or the list ended):
   * headlines between `since` and the oldest one yielded may be missing. `false` otherwise.
   */
  gap?: boolean;
}

/** Filters, pacing and failure policy of {@link NewsResource.watchWires}. */
export interface WatchWiresParams
  extends Pick<OperationParams<'listWires'>, 'tab' | 'tickers' | 'industry' | 'size'> {
  /** Pause between polls in milliseconds (default 5000, at least 100); failed polls back off from it. */
  intervalMs?: number | undefined;
  /** Ends the feed (an `AbortSignal`). */
  signal?: AbortSignal | undefined;
  /**
   * Resume after this headline: the `news_id` of the newest headline already delivered (a
   * non-empty string). The first poll then pages back until it meets it, at most 20 pages of
   * `size`, instead of reading one page; if it does not meet it, that poll's status says `gap`.
   */
  since?: string | undefined;
  /** Called with the feed's status when it starts and after every poll. */
  onStatus?: ((status: WireFeedStatus) => void) | undefined;
  /** Failed polls in a row after which the feed throws the last error (default 10). */
  maxConsecutiveFailures?: number | undefined;
  /** Milliseconds of failing polls, since the first of them, after which the feed throws the last error (default 300 000). */
  maxFailureMs?: number | undefined;
}

/** A live feed of headlines: every new one exactly once, oldest first. */
export interface WireFeed extends AsyncIterable<Headline> {
  /** One array per poll that found new headlines, oldest first. */
  batches(): AsyncIterable<Headline[]>;
}

/**
 * What the feed polls: `news.listWires`, or any function that loads one page of `listWires`
 * (the React hooks pass one over a bare transport).
 */
export type WiresLoader = (
  params: OperationParams<'listWires'>,
  options?: RequestOptions,
) => PromiseLike<OperationResult<'listWires'>>;

const MAX_REMEMBERED = 5000;
/** The shortest pause between two polls; a smaller `intervalMs` is refused. */
const MIN_INTERVAL_MS = 100;

/** The parameters of `listWires` a feed passes on. */
const FILTERS = ['tab', 'tickers', 'industry', 'size'] as const;

/** Failures that a later poll may heal: no response, a timeout, a rate limit, 408 or a 5xx, a cut or garbled body. */
const isTransient = (e: MarketDataError) => isRetryable(e) || e instanceof ResponseParseError;

/**
 * Polls the wires list and yields what is new. When more arrive between two polls than a page
 * holds, it pages back by `start_id` until it meets a headline it has seen. A failed poll yields
 * nothing and is retried with backoff, so nothing is lost or repeated, and `onStatus` reports
 * `retrying` with the error. The feed throws the typed error at once when waiting cannot fix it
 * (a refused key, an invalid parameter, a 4xx such as a wrong base URL's 404), and throws the
 * last error after `maxConsecutiveFailures` failed polls in a row or `maxFailureMs` of failing.
 * Each iteration runs its own poll loop. Give `since` (the newest `news_id` you already have)
 * to resume a feed without a hole: the first poll pages back to it, bounded, and reports `gap`
 * when it could not reach it.
 *
 * @example
 * const feed = watchWires(client.news.listWires, { tab: 'important', signal, onStatus: console.log });
 * for await (const headline of feed) console.log(headline.title);
 */
export function watchWires(
  list: WiresLoader,
  params: WatchWiresParams = {},
  options: RequestOptions = {},
): WireFeed {
  checkOptions(
    'watchWires',
    params,
    [
      ['intervalMs', num(MIN_INTERVAL_MS), `a number from ${MIN_INTERVAL_MS} to 2147483647`],
      ['maxConsecutiveFailures', num(1, 1e9, 1), 'an integer >= 1'],
      ['maxFailureMs', num(0, Infinity), 'a number >= 0'],
      ['onStatus', isFn, 'a function'],
      ['since', (v) => !!v && typeof v === 'string', 'a non-empty string'],
      SIGNAL_RULE,
      // The list's own filters, checked by its parameter rules below.
      ...FILTERS.map((name): OptionRule => [name, () => true, '']),
    ],
    undefined,
    true,
  );
  const {
    intervalMs = 5000,
    signal = options.signal,
    size = 50,
    onStatus,
    maxConsecutiveFailures = 10,
    maxFailureMs = 300_000,
    since,
    ...filters
  } = params;
  // A filter the list refuses fails here, when the feed is made, not at its first poll.
  buildUrl('', listWires, { ...filters, size });
  const callOptions = { ...options, signal };

  async function* batches(): AsyncGenerator<Headline[]> {
    // `since` counts as seen (an undefined one matches no id).
    let seen = new Set<string | undefined>([since]);
    // The first poll reads one page, or catches up with `since` over at most 20 pages; later
    // polls walk back to a seen id (limit 0: none, as a walk stops at a length of 1 or more).
    let limit = since ? size * 20 : size;
    let failures = 0;
    let failingSince = 0;
    let lastSuccessAt: number | undefined;
    onStatus?.({ state: 'connecting', consecutiveFailures: 0 });
    while (!signal?.aborted) {
      let wait = intervalMs;
      let ok = true;
      const fresh: Headline[] = [];
      // Catching up with `since`: only then is the limit above a page.
      let gap = limit > size;
      try {
        const load = (at: object) => list(at, callOptions);
        for await (const h of pageWalk<Headline>(load, listWires, { ...filters, size })) {
          const id = h.news_id;
          if (seen.has(id) || fresh.some((f) => f.news_id === id)) {
            gap = false; // met what it had: no hole
            break;
          }
          fresh.push(h);
          if (fresh.length === limit) break;
        }
      } catch (caught) {
        if (signal?.aborted) return;
        ok = false;
        const error = caught as MarketDataError;
        const now = Date.now();
        if (!failures) failingSince = now;
        failures++;
        const healable = isTransient(error) && failures < maxConsecutiveFailures;
        if (!healable || now - failingSince >= maxFailureMs) throw error;
        onStatus?.({
          state: 'retrying',
          consecutiveFailures: failures,
          lastError: error,
          lastSuccessAt,
        });
        // Back off, but poll once more at the deadline rather than sleep past it.
        wait = Math.min(
          Math.max(intervalMs, 250) * 2 ** (failures - 1),
          60_000,
          failingSince + maxFailureMs - now,
        );
      }
      if (ok) {
        limit = 0;
        failures = 0;
        fresh.reverse();
        for (const h of fresh) seen.add(h.news_id);
        // Only the newest ids can meet a later page; forget the rest.
        if (seen.size > MAX_REMEMBERED) seen = new Set([...seen].slice(-MAX_REMEMBERED / 2));
        lastSuccessAt = Date.now();
        onStatus?.({ state: 'live', consecutiveFailures: 0, lastSuccessAt, gap });
        if (fresh.length) yield fresh;
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
