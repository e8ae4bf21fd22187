import type { Headline, MarketDataError } from '@marketdata-sdk/client';

/**
 * Where a live feed stands: `idle` (disabled), `connecting` (until the first poll answers),
 * `live` (the last poll succeeded, with or without new headlines), `retrying` (the last poll
 * failed and the feed tries again) or `error` (the feed ended: see `error`, call `retry()`).
 */
export type LiveWiresStatus = 'idle' | 'connecting' | 'live' | 'retrying' | 'error';

/** The state of a shared live feed, as the query cache holds it. */
export interface LiveWiresState {
  /** Headlines received so far, newest first, at most `maxItems`. */
  headlines: Headline[];
  /** See {@link LiveWiresStatus}. */
  status: LiveWiresStatus;
  /** The error that ended the feed (`error`) or of the last failed poll (`retrying`); `null` otherwise. */
  error: MarketDataError | null;
  /** Failed polls in a row (0 after a successful poll). */
  consecutiveFailures: number;
  /** When the last successful poll answered (ms since the epoch), empty or not; `null` before. */
  updatedAt: number | null;
  /**
   * `true` once a restart (`retry()`) could not catch up with the headlines already shown (more
   * than 20 pages of `size` arrived meanwhile): some headlines between them are missing. It stays
   * `true` while those headlines are shown.
   */
  gap: boolean;
}

/** The state of a feed that has not answered yet. */
export const connectingState: LiveWiresState = {
  headlines: [],
  status: 'connecting',
  error: null,
  consecutiveFailures: 0,
  updatedAt: null,
  gap: false,
};

/**
 * The state of a disabled feed. Written out, not spread from `connectingState`: a spread is not
 * free of side effects to a bundler, which would keep both in a bundle that uses neither.
 */
export const idleState: LiveWiresState = {
  headlines: [],
  status: 'idle',
  error: null,
  consecutiveFailures: 0,
  updatedAt: null,
  gap: false,
};

/** Puts a batch (oldest first) on top of the history (newest first), once per id, bounded. */
export function prepend(
  history: Headline[],
  batch: readonly Headline[],
  maxItems: number,
): Headline[] {
  const known = new Set(history.map((headline) => headline.news_id));
  const fresh: Headline[] = [];
  for (let index = batch.length - 1; index >= 0; index -= 1) {
    const headline = batch[index]!;
    if (known.has(headline.news_id)) continue;
    known.add(headline.news_id);
    fresh.push(headline);
  }
  return fresh.concat(history).slice(0, maxItems);
}
