import { useQuote } from '../components/useQuote';
import { fmt } from '../format';
import { navigate } from '../router';

/** A ticker's change since the previous close (see {@link useQuote}). */
export function useDayChange(ticker: string, enabled: boolean): number | undefined {
  return useQuote(ticker, enabled).change;
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
