import type { MarketDataClient } from '@marketdata-sdk/client';

/** Options of `marketdata news watch`. */
export interface WatchOptions {
  readonly tab?: string;
  readonly tickers?: string;
  readonly industry?: string;
  readonly interval?: number;
  readonly for?: number;
}

/**
 * Streams every new headline as one NDJSON line, oldest first, until `signal` aborts or the
 * `for` seconds are over. The first poll prints the latest page, then only what is new.
 */
export async function watch(
  client: MarketDataClient,
  options: WatchOptions,
  signal: AbortSignal,
  write: (line: string) => void,
): Promise<number> {
  // A timer of our own rather than AbortSignal.any([signal, AbortSignal.timeout()]): Node 20
  // lets a timeout signal inside AbortSignal.any be garbage-collected before it fires, and the
  // feed then never ends.
  const controller = new AbortController();
  const stop = controller.signal;
  const end = () => controller.abort(signal.reason);
  if (signal.aborted) end();
  else signal.addEventListener('abort', end, { once: true });
  const timer =
    options.for === undefined
      ? undefined
      : setTimeout(() => controller.abort(), options.for * 1000);
  const params = {
    tab: options.tab as never,
    tickers: options.tickers,
    industry: options.industry as never,
    intervalMs: options.interval,
    size: 50,
    signal: stop,
  };
  let count = 0;
  try {
    for await (const headline of client.news.watchWires(params)) {
      write(`${JSON.stringify(headline)}\n`);
      count++;
    }
  } catch (error) {
    if (!stop.aborted) throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', end);
  }
  return count;
}
