import { useConsensus, useSecuritySearch, useTrades } from '@marketdata-sdk/react-hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Skeleton } from '../components/Panel';
import { isEtf } from '../components/SearchBox';
import { SymbolNotFound } from '../components/SymbolNotFound';
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
  // Consensus takes nothing but the ticker: a 4012 there means the service does not know it.
  const consensus = useConsensus({ ticker });
  const notFound = consensus.error?.statusCode === 4012 && !security;
  // Until the search knows the symbol, wait for consensus before asking every panel.
  const settled = security !== undefined || consensus.isSuccess || consensus.isError;
  const etf = security !== undefined && isEtf(security);
  // `to` is fixed when the view opens (a moving `to` would be a new query on every render).
  const [to, setTo] = useState(() => Date.now());
  const trades = useTrades(
    { ticker, count: 10_000, to },
    { enabled: settled && !notFound, placeholderData: keepPreviousData },
  );
  const ticks = trades.data ?? [];
  const first = ticks[0];
  const last = ticks[ticks.length - 1];
  const change = first && last ? last.p / first.p - 1 : undefined;

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
              : notFound
                ? 'Not a symbol the service knows'
                : '\u00a0'}
          </p>
        </div>
        {!notFound && (
          // Always in the page, with placeholders until the trades arrive: nothing moves then.
          <div className="quote" data-testid="quote" aria-busy={last ? undefined : true}>
            <span className="quote-price">{last ? fmt.usd(last.p) : '—'}</span>
            <span
              className={change === undefined ? 'muted' : change >= 0 ? 'positive' : 'negative'}
            >
              {change === undefined ? '\u00a0' : `${fmt.signedPercent(change)} on the session`}
            </span>
            <span className="muted small">
              {last ? `as of ${fmt.nyTime(last.t)} New York` : '\u00a0'}
            </span>
          </div>
        )}
      </header>
      {notFound ? (
        <section className="card unknown" data-testid="unknown-ticker">
          <SymbolNotFound symbol={ticker} />
        </section>
      ) : !settled ? (
        <Skeleton />
      ) : (
        <>
          {etf && (
            <p className="notice notice-info" data-testid="etf-note">
              {ticker} is an ETF: company data such as statements, earnings and dividends does not
              apply. <a href={routeHref({ view: 'etf', ticker })}>Open its holdings</a>.
            </p>
          )}
          <div className="grid">
            <ConsensusPanel ticker={ticker} lastPrice={last?.p} />
            {!etf && <MetricsPanel ticker={ticker} />}
            {!etf && <EarningsPanel ticker={ticker} />}
            <TradesPanel query={trades} onRefresh={() => setTo(Date.now())} />
            {!etf && <StatementsPanel ticker={ticker} />}
            <RatingsPanel ticker={ticker} />
            {!etf && <DividendsPanel ticker={ticker} />}
            <CongressPanel ticker={ticker} />
          </div>
        </>
      )}
    </div>
  );
}
