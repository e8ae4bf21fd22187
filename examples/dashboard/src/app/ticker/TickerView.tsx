import { useConsensus, useSecuritySearch, useTrades } from '@marketdata-sdk/react-hooks';
import { useState } from 'react';
import { ErrorNotice } from '../components/ErrorNotice';
import { isEtf } from '../components/SearchBox';
import { fmt } from '../format';
import { routeHref } from '../router';
import { CongressPanel } from './CongressPanel';
import { ConsensusPanel } from './ConsensusPanel';
import { DividendsPanel } from './DividendsPanel';
import { EarningsPanel } from './EarningsPanel';
import { MetricsPanel } from './MetricsPanel';
import { RatingsPanel } from './RatingsPanel';
import { StatementsPanel } from './StatementsPanel';
import { TradesPanel } from './TradesPanel';

/** Everything about one stock. */
export function TickerView({ ticker }: { ticker: string }) {
  const search = useSecuritySearch(ticker);
  const security = search.data?.find((s) => s.ticker.toUpperCase() === ticker);
  // `to` is fixed when the view opens (a moving `to` would be a new query on every render).
  const [to, setTo] = useState(() => Date.now());
  const trades = useTrades({ ticker, count: 10_000, to });
  const ticks = trades.data ?? [];
  const first = ticks[0];
  const last = ticks[ticks.length - 1];
  const change = first && last ? last.p / first.p - 1 : undefined;
  // Consensus takes nothing but the ticker: a 4012 there means the service does not know it.
  const consensus = useConsensus({ ticker });
  const unknown = consensus.error?.statusCode === 4012 ? consensus.error : undefined;

  return (
    <div className="ticker-view" data-testid="ticker-view" data-ticker={ticker}>
      <header className="ticker-head">
        <div>
          <h1>
            <span className="ticker-symbol">{ticker}</span>
            {security && <span className="ticker-name">{security.name}</span>}
          </h1>
          <p className="muted small">
            {security
              ? `${security.exchange} · ${security.security_tag}`
              : search.isSuccess
                ? 'Not found by the securities search'
                : ' '}
          </p>
        </div>
        {last && (
          <div className="quote">
            <span className="quote-price">{fmt.usd(last.p)}</span>
            {change !== undefined && (
              <span className={change >= 0 ? 'positive' : 'negative'}>
                {fmt.signedPercent(change)} on the session
              </span>
            )}
            <span className="muted small">as of {fmt.nyTime(last.t)} New York</span>
          </div>
        )}
      </header>
      {unknown ? (
        <section className="card unknown" data-testid="unknown-ticker">
          <ErrorNotice error={unknown} />
          <p className="muted">
            The service has no data for {ticker}. Search by company name above, or try{' '}
            {['AAPL', 'MSFT', 'NVDA'].map((t, i) => (
              <span key={t}>
                {i > 0 && ', '}
                <a href={routeHref({ view: 'ticker', ticker: t })}>{t}</a>
              </span>
            ))}
            .
          </p>
        </section>
      ) : (
        <>
          {security && isEtf(security) && (
            <p className="notice notice-info">
              {ticker} is an ETF: stock data such as statements and dividends does not apply.{' '}
              <a href={routeHref({ view: 'etf', ticker })}>Open its holdings →</a>
            </p>
          )}
          <div className="grid">
            <ConsensusPanel ticker={ticker} lastPrice={last?.p} />
            <MetricsPanel ticker={ticker} />
            <EarningsPanel ticker={ticker} />
            <TradesPanel query={trades} onRefresh={() => setTo(Date.now())} />
            <StatementsPanel ticker={ticker} />
            <RatingsPanel ticker={ticker} />
            <DividendsPanel ticker={ticker} />
            <CongressPanel ticker={ticker} />
          </div>
        </>
      )}
    </div>
  );
}
