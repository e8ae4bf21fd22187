import { lazy, Suspense } from 'react';
import { CalendarView } from './calendar/CalendarView';
import { ConnectionBanner } from './components/ConnectionBanner';
import { TopBar } from './components/TopBar';
import { FeedView } from './feed/FeedView';
import { useRoute } from './router';
import type { AppSettings } from './settings';

// The chart library loads with the first view that draws a chart, not with the feed.
const TickerView = lazy(() =>
  import('./ticker/TickerView').then((m) => ({ default: m.TickerView })),
);
const EtfView = lazy(() => import('./etf/EtfView').then((m) => ({ default: m.EtfView })));

const loading = (
  <div className="skeleton" role="status" aria-busy="true" aria-label="Loading">
    <span />
    <span />
    <span />
  </div>
);

/** The dashboard: a top bar and one view per route. */
export function App({ settings }: { settings: AppSettings }) {
  const route = useRoute();
  return (
    <div className="app">
      <TopBar route={route} mode={settings.mode} />
      <ConnectionBanner />
      <main className="main">
        <Suspense fallback={loading}>
          {route.view === 'feed' && <FeedView pollIntervalMs={settings.pollIntervalMs} />}
          {route.view === 'ticker' && <TickerView key={route.ticker} ticker={route.ticker} />}
          {route.view === 'etf' && <EtfView key={route.ticker} ticker={route.ticker} />}
          {route.view === 'calendar' && (
            <CalendarView date={route.date} showCounts={settings.mode !== 'live'} />
          )}
        </Suspense>
      </main>
    </div>
  );
}
