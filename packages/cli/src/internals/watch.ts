import type { MarketDataClient } from '@marketdata-sdk/client';
import { fitCell } from './table';
import { showTime } from './times';

/** What the live tail shows of a headline. */
export interface Headline {
  readonly publish_time?: number;
  readonly title?: string;
  readonly news_important?: number;
  readonly tag_list?: readonly { readonly code?: string }[] | null;
}

/** One headline as a line of the live tail: time, importance, tickers, title cut to the width. */
export function tailLine(
  headline: Headline,
  options: { width?: number; color?: boolean } = {},
): string {
  const time =
    typeof headline.publish_time === 'number'
      ? showTime(headline.publish_time).slice(11)
      : '--:--:--';
  const important = headline.news_important ? '!' : ' ';
  const tickers = (headline.tag_list ?? [])
    .map((tag) => tag.code)
    .filter(Boolean)
    .slice(0, 3)
    .join(',');
  const head = `${time} ${important} ${fitCell(tickers, 14, true)} `;
  const room = Math.max(10, (options.width ?? 200) - head.length);
  const title = fitCell(String(headline.title ?? '').replace(/\s+/g, ' '), room, false);
  const bold = options.color && headline.news_important;
  return `${head}${bold ? `\u001b[1m${title}\u001b[22m` : title}\n`;
}

/** Options of `marketdata news watch`. */
export interface WatchOptions {
  readonly tab?: string;
  readonly tickers?: string;
  readonly industry?: string;
  readonly interval?: number;
  readonly for?: number;
}

/**
 * Hands every new headline to `write`, oldest first, until `signal` aborts or the
 * `for` seconds are over. The first poll prints the latest page, then only what is new.
 */
export async function watch(
  client: MarketDataClient,
  options: WatchOptions,
  signal: AbortSignal,
  write: (headline: Headline) => void,
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
      write(headline as Headline);
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
