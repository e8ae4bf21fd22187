import { type Route, routeHref } from '../router';
import type { AppSettings } from '../settings';
import { SearchBox } from './SearchBox';

const links: { label: string; route: Route; views: Route['view'][] }[] = [
  { label: 'News', route: { view: 'feed' }, views: ['feed'] },
  { label: 'Articles', route: { view: 'articles' }, views: ['articles'] },
  { label: 'Watchlist', route: { view: 'watchlist' }, views: ['watchlist'] },
  { label: 'ETFs', route: { view: 'etf', ticker: 'SPY' }, views: ['etf'] },
  { label: 'Calendar', route: { view: 'calendar' }, views: ['calendar'] },
];

/** Brand, navigation, search and where the data comes from. */
export function TopBar({ route, mode }: { route: Route; mode: AppSettings['mode'] }) {
  return (
    <header className="topbar">
      <a className="brand" href="#/">
        <svg viewBox="0 0 16 16" width="22" height="22" aria-hidden="true">
          <rect width="16" height="16" rx="4" fill="var(--accent)" />
          <path d="M3 11l3-4 3 2 4-5" stroke="#fff" strokeWidth="1.8" fill="none" />
        </svg>
        <span>Market Data</span>
      </a>
      <nav className="nav" aria-label="Views">
        {links.map((link) => (
          <a
            key={link.label}
            href={routeHref(link.route)}
            aria-current={link.views.includes(route.view) ? 'page' : undefined}
          >
            {link.label}
          </a>
        ))}
        <a href="/reference/">API reference</a>
      </nav>
      <SearchBox />
      {mode !== 'unknown' && (
        <span
          className={`mode mode-${mode}`}
          title={
            mode === 'sandbox'
              ? 'Data from the local sandbox: synthetic numbers, no key, no network'
              : 'Live data through the local proxy, which adds your key'
          }
        >
          {mode === 'sandbox' ? 'Sandbox' : 'Live'}
        </span>
      )}
    </header>
  );
}
