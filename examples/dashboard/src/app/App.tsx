import { lazy, Suspense, useEffect, useState } from 'react';
import { ConnectionBanner } from './components/ConnectionBanner';
import { MarketStrip } from './components/MarketStrip';
import { TopBar } from './components/TopBar';
import { type Route, routeHref, useRoute } from './router';
import { useScrollMemory } from './scrollMemory';
import type { AppSettings } from './settings';

// The chart library loads with the first view that draws a chart, not with the feed; each other
// view loads its code when first opened, so that the first load carries only the view it shows.
const TickerView = lazy(() =>
  import('./ticker/TickerView').then((m) => ({ default: m.TickerView })),
);
let loadedFeedView: typeof import('./feed/FeedView').FeedView | undefined;
const loadFeedView = () =>
  import('./feed/FeedView').then((m) => {
    loadedFeedView = m.FeedView;
    return { default: m.FeedView };
  });
const LazyFeedView = lazy(loadFeedView);

/**
 * Loads the news view's code ahead of the first render: a view whose code is in draws at once,
 * where a lazy one would show the loading state first and be revealed only after React's pause
 * between a fallback and its content (about 300 ms).
 */
export function preloadFeedView(): Promise<unknown> {
  return loadFeedView();
}
const ArticlesView = lazy(() =>
  import('./articles/ArticlesView').then((m) => ({ default: m.ArticlesView })),
);
const CalendarView = lazy(() =>
  import('./calendar/CalendarView').then((m) => ({ default: m.CalendarView })),
);
const WatchlistView = lazy(() =>
  import('./watchlist/WatchlistView').then((m) => ({ default: m.WatchlistView })),
);

const loading = (
  <div className="skeleton" role="status" aria-busy="true" aria-label="Loading">
    <span />
    <span />
    <span />
  </div>
);

/** The hash holds the route, so the skip link is a button that moves focus to the view. */
function skipToMain() {
  document.getElementById('main')?.focus();
}

/** On the news view beside a wide reading pane, a second skip link goes straight to the pane. */
function skipToReader() {
  document.querySelector<HTMLElement>('[data-testid="reader"] .reader-title')?.focus();
}

/** The document title of a route: each view has its own. */
export function viewTitle(route: Route): string {
  switch (route.view) {
    case 'ticker':
      return `${route.ticker} · Market Data`;
    case 'etf':
      return `${route.ticker} holdings · Market Data`;
    case 'articles':
      return 'Articles · Market Data';
    case 'watchlist':
      return 'Watchlist · Market Data';
    case 'calendar':
      return `Economic calendar${route.date ? ` ${route.date}` : ''} · Market Data`;
    default:
      return 'News · Market Data';
  }
}

/** The dashboard: a top bar and one view per route. */
export function App({ settings }: { settings: AppSettings }) {
  const route = useRoute();
  // One component for the app's life: switching from the lazy one to the loaded one would remount
  // the feed (its selection and scroll lost).
  const [FeedView] = useState(() => loadedFeedView ?? LazyFeedView);
  useScrollMemory(routeHref(route));
  const title = viewTitle(route);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="app">
      <button type="button" className="skip-link" onClick={skipToMain}>
        Skip to content
      </button>
      {route.view === 'feed' && (
        <button type="button" className="skip-link skip-reader" onClick={skipToReader}>
          Skip to reading pane
        </button>
      )}
      <TopBar route={route} mode={settings.mode} />
      {/* Live mode spares the key's rate limit: no strip there. */}
      <MarketStrip show={settings.mode !== 'live'} />
      <ConnectionBanner />
      <main className="main" id="main" tabIndex={-1}>
        <Suspense fallback={loading}>
          {route.view === 'feed' && (
            <FeedView
              pollIntervalMs={settings.pollIntervalMs}
              tagChanges={settings.mode !== 'live'}
              relayUrl={settings.relayUrl}
            />
          )}
          {(route.view === 'ticker' || route.view === 'etf') && (
            // One security page for stocks and funds: it shows what applies to the kind.
            <TickerView key={route.ticker} ticker={route.ticker} />
          )}
          {route.view === 'articles' && <ArticlesView contentId={route.id} />}
          {route.view === 'watchlist' && <WatchlistView />}
          {route.view === 'calendar' && (
            <CalendarView date={route.date} showCounts={settings.mode !== 'live'} />
          )}
        </Suspense>
      </main>
      <footer className="footer small muted">
        Charts by{' '}
        <a href="https://www.tradingview.com/lightweight-charts/" rel="noreferrer">
          TradingView Lightweight Charts
        </a>
        . Data: {settings.mode === 'live' ? 'the live service' : 'the local sandbox (synthetic)'}.
      </footer>
    </div>
  );
}
