import { useMarketDataQueries } from '@marketdata-sdk/react-hooks';
import { useQuery } from '@tanstack/react-query';
import { fmt } from '../format';
import { navigate } from '../router';

const dayMs = 86_400_000;
/** How often a tag's change is asked again while the feed is open. */
const refreshMs = 60_000;

/**
 * A ticker's change since the previous close, from its last two daily bars (`getCandles`); the
 * window starts at a UTC midnight, so every tag of one ticker shares one request.
 */
export function useDayChange(ticker: string, enabled: boolean): number | undefined {
  const queries = useMarketDataQueries();
  const from = Math.floor(Date.now() / dayMs) * dayMs - 10 * dayMs;
  const query = useQuery({
    ...queries.getCandles({ ticker, interval: 'day', step: 1, from }),
    enabled,
    staleTime: refreshMs,
    refetchInterval: refreshMs,
    retry: false,
  });
  const bars = query.data ?? [];
  const last = bars[bars.length - 1];
  const previous = bars[bars.length - 2];
  return last && previous?.c ? last.c / previous.c - 1 : undefined;
}

/** A headline's ticker tag: opens the ticker view, and shows the day's change once asked for. */
export function TickerTag({
  code,
  name,
  showChange,
}: {
  code: string;
  name: string;
  /** Whether to ask for and show the change (off until the feed has settled, and in live mode). */
  showChange: boolean;
}) {
  const change = useDayChange(code, showChange);
  return (
    <button
      type="button"
      className="tag"
      tabIndex={-1}
      data-ticker={code}
      data-change={change}
      title={`${name} — open ${code}`}
      onClick={() => navigate({ view: 'ticker', ticker: code })}
    >
      {code}
      {change !== undefined && (
        <span
          className={`tag-change ${change > 0 ? 'positive' : change < 0 ? 'negative' : 'muted'}`}
        >
          {fmt.signedPercent(change)}
        </span>
      )}
    </button>
  );
}
