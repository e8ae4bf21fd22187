import type { MarketDataError, OperationResult } from '@marketdata-sdk/client';

/** One headline of the wire list. */
export type Headline = OperationResult<'listWires'>['data'][number];

/** Where a live feed stands. */
export type LiveWiresStatus = 'idle' | 'connecting' | 'live' | 'error';

/** What `useLiveWires` renders from. */
export interface LiveWiresState {
  /** Headlines received so far, newest first, at most `maxItems`. */
  headlines: Headline[];
  /** `idle` when disabled, `connecting` until the first poll, `live` after it, `error` when the feed failed. */
  status: LiveWiresStatus;
  /** The error that ended the feed, a typed client error; `null` otherwise. */
  error: MarketDataError | null;
  /** When the last batch arrived (ms since the epoch); `null` before the first. */
  updatedAt: number | null;
}

/** What changes the live state: a (re)start, a batch of new headlines, or the feed's end. */
export type LiveWiresAction =
  | { type: 'start'; enabled: boolean }
  | { type: 'batch'; batch: readonly Headline[]; maxItems: number; at: number }
  | { type: 'error'; error: MarketDataError };

/** The state before any feed has started. */
export const initialLiveWiresState: LiveWiresState = {
  headlines: [],
  status: 'idle',
  error: null,
  updatedAt: null,
};

/** Puts a batch (oldest first) on top of the history (newest first), once per id, bounded. */
function prepend(history: Headline[], batch: readonly Headline[], maxItems: number): Headline[] {
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

/** The reducer behind `useLiveWires`: one state change per action, so one render per batch. */
export function liveWiresReducer(state: LiveWiresState, action: LiveWiresAction): LiveWiresState {
  switch (action.type) {
    case 'start':
      return { ...initialLiveWiresState, status: action.enabled ? 'connecting' : 'idle' };
    case 'batch':
      return {
        headlines: prepend(state.headlines, action.batch, action.maxItems),
        status: 'live',
        error: null,
        updatedAt: action.at,
      };
    case 'error':
      return { ...state, status: 'error', error: action.error };
  }
}
