import { useSyncExternalStore } from 'react';

/** The app's places, kept in the URL hash so that the server's paths stay the API's. */
export type Route =
  | { view: 'feed' }
  | { view: 'ticker'; ticker: string }
  | { view: 'etf'; ticker: string }
  | { view: 'calendar'; date?: string }
  | { view: 'articles'; id?: string };

/** Parses `#/ticker/AAPL`, `#/etf/SPY`, `#/calendar/2025-01-31`, `#/articles/<id>`; anything else is the feed. */
export function parseRoute(hash: string): Route {
  const [, view, arg] = hash.replace(/^#/, '').split('/');
  const value = arg ? decodeURIComponent(arg) : '';
  if (view === 'ticker' && value) return { view: 'ticker', ticker: value.toUpperCase() };
  if (view === 'etf') return { view: 'etf', ticker: (value || 'SPY').toUpperCase() };
  if (view === 'calendar') return value ? { view: 'calendar', date: value } : { view: 'calendar' };
  if (view === 'articles') return value ? { view: 'articles', id: value } : { view: 'articles' };
  return { view: 'feed' };
}

/** The hash for a route. */
export function routeHref(route: Route): string {
  switch (route.view) {
    case 'ticker':
      return `#/ticker/${encodeURIComponent(route.ticker)}`;
    case 'etf':
      return `#/etf/${encodeURIComponent(route.ticker)}`;
    case 'calendar':
      return route.date ? `#/calendar/${route.date}` : '#/calendar';
    case 'articles':
      return route.id ? `#/articles/${encodeURIComponent(route.id)}` : '#/articles';
    default:
      return '#/';
  }
}

/** Goes to a route. */
export function navigate(route: Route): void {
  window.location.hash = routeHref(route);
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** The current route, re-rendering on hash changes. */
export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return parseRoute(hash);
}
