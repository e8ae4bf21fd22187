import { CalendarView } from './calendar/CalendarView';
import { TopBar } from './components/TopBar';
import { EtfView } from './etf/EtfView';
import { FeedView } from './feed/FeedView';
import { useRoute } from './router';
import type { AppSettings } from './settings';
import { TickerView } from './ticker/TickerView';

/** The dashboard: a top bar and one view per route. */
export function App({ settings }: { settings: AppSettings }) {
  const route = useRoute();
  return (
    <div className="app">
      <TopBar route={route} mode={settings.mode} />
      <main className="main">
        {route.view === 'feed' && <FeedView pollIntervalMs={settings.pollIntervalMs} />}
        {route.view === 'ticker' && <TickerView key={route.ticker} ticker={route.ticker} />}
        {route.view === 'etf' && <EtfView key={route.ticker} ticker={route.ticker} />}
        {route.view === 'calendar' && (
          <CalendarView date={route.date} showCounts={settings.mode !== 'live'} />
        )}
      </main>
    </div>
  );
}
