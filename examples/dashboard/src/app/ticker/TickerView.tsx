import {
  useGetConsensus,
  useGetStockProfile,
  useSearchSecurities,
} from '@marketdata-sdk/react-hooks';
import { skipToken } from '@tanstack/react-query';
import { Skeleton } from '../components/Panel';
import { isEtf } from '../components/SearchBox';
import { SymbolNotFound } from '../components/SymbolNotFound';
import { FundFacts } from '../etf/FundFacts';
import { HoldingsPanel } from '../etf/HoldingsPanel';
import { industryLabels } from '../feed/labels';
import { fmt } from '../format';
import { routeHref } from '../router';
import { WatchButton } from '../watchlist/WatchButton';
import { CongressPanel } from './CongressPanel';
import { ConsensusPanel } from './ConsensusPanel';
import { DividendsPanel } from './DividendsPanel';
import { EarningsPanel } from './EarningsPanel';
import { InsiderPanel } from './InsiderPanel';
import { MetricsPanel } from './MetricsPanel';
import { NewsPanel } from './NewsPanel';
import { PricePanel, useDailyCandles } from './PricePanel';
import { RatingsPanel } from './RatingsPanel';
import { StatementsPanel } from './StatementsPanel';

/** Well-known funds offered as shortcuts on a fund's page; any other is reachable by search. */
const fundShortcuts = ['SPY', 'QQQ', 'DIA', 'XLK', 'XLV', 'XLI', 'XLE'];

/**
 * One security's page, with what applies to its kind: the quote and chart first, then for a
 * company its news, analysts, metrics, earnings and statements, and for a fund its facts (from
 * the ETF profile), news and every holding.
 */
export function TickerView({ ticker }: { ticker: string }) {
  const search = useSearchSecurities({ query: ticker });
  const security = search.data?.find((s) => s.ticker.toUpperCase() === ticker);
  // Consensus takes nothing but the ticker: a 4012 there means the service does not know it.
  const consensus = useGetConsensus({ ticker });
  const notFound = consensus.error?.statusCode === 4012 && !security;
  // Until the search knows the symbol, wait for consensus before asking every panel.
  const settled = security !== undefined || consensus.isSuccess || consensus.isError;
  const etf = security !== undefined && isEtf(security);
  // The day's change runs from the previous close, over the whole last session.
  const daily = useDailyCandles(ticker, settled && !notFound);
  // The profile's members are undocumented: show the industry and size only when it has them.
  const profile = useGetStockProfile(settled && !notFound && !etf ? { ticker } : skipToken);
  const facts = profile.data as Record<string, unknown> | undefined;
  const industry = typeof facts?.industry === 'string' ? facts.industry : undefined;
  const marketCap = typeof facts?.market_cap === 'number' ? facts.market_cap : undefined;
  const last = daily.last;
  const change = daily.change;

  return (
    <div className="ticker-view" data-testid="ticker-view" data-ticker={ticker}>
      <header className="ticker-head">
        <div>
          <h1>
            <span className="ticker-symbol">{ticker}</span>
            {security && <span className="ticker-name">{security.name}</span>}
          </h1>
          {security && <WatchButton ticker={ticker} />}
          <p className="muted small">
            {security ? (
              <>
                {`${security.exchange} · ${security.security_tag}`}
                {industry && (
                  <span data-testid="ticker-industry">
                    {' · '}
                    {industryLabels[industry] ?? industry}
                  </span>
                )}
                {marketCap !== undefined && (
                  <span data-testid="ticker-market-cap">
                    {' · market cap '}
                    {fmt.usdCompact(marketCap)}
                  </span>
                )}
              </>
            ) : notFound ? (
              'Not a symbol the service knows'
            ) : (
              '\u00a0'
            )}
          </p>
          {etf && (
            <nav className="chips" aria-label="Other funds">
              {fundShortcuts.map((s) => (
                <a
                  key={s}
                  href={routeHref({ view: 'etf', ticker: s })}
                  aria-current={s === ticker ? 'page' : undefined}
                  className="chip"
                >
                  {s}
                </a>
              ))}
            </nav>
          )}
        </div>
        {!notFound && (
          // Always in the page, with placeholders until the trades arrive: nothing moves then.
          <div className="quote" data-testid="quote" aria-busy={last ? undefined : true}>
            <span className="quote-price">{last ? fmt.usd(last.c) : '—'}</span>
            <span
              className={change === undefined ? 'muted' : change >= 0 ? 'positive' : 'negative'}
            >
              {change === undefined
                ? '\u00a0'
                : `${fmt.signedPercent(change)} since the previous close`}
            </span>
            <span className="muted small">
              {last ? `session of ${fmt.date(new Date(last.t).toISOString())}` : '\u00a0'}
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
        <div className="grid" data-kind={etf ? 'fund' : 'company'}>
          <PricePanel ticker={ticker} daily={daily} fund={etf} />
          {etf ? (
            // A fund: its facts and holdings; no analysts, statements or insiders to show.
            <>
              <FundFacts ticker={ticker} />
              <NewsPanel ticker={ticker} />
              <HoldingsPanel ticker={ticker} />
            </>
          ) : (
            <>
              <NewsPanel ticker={ticker} />
              <ConsensusPanel ticker={ticker} lastPrice={last?.c} />
              <MetricsPanel ticker={ticker} />
              <EarningsPanel ticker={ticker} />
              <StatementsPanel ticker={ticker} />
              <RatingsPanel ticker={ticker} />
              <DividendsPanel ticker={ticker} />
              <CongressPanel ticker={ticker} />
              <InsiderPanel ticker={ticker} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
