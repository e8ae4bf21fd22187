import { useSyncExternalStore } from 'react';

/** The app's places, kept in the URL hash so that the server's paths stay the API's. */
export type Route =
  | { view: 'feed' }
  | { view: 'ticker'; ticker: string }
  | { view: 'etf'; ticker: string }
  | { view: 'calendar'; date?: string }
  | { view: 'watchlist' }
  | { view: 'articles'; id?: string };

/**
 * Parses `#/ticker/AAPL`, `#/etf/SPY`, `#/calendar/2025-01-31`, `#/articles/<id>`; anything else
 * is the feed. What follows a `?` is the view's state (see {@link useHashParam}).
 */
export function parseRoute(hash: string): Route {
  const [path = ''] = hash.replace(/^#/, '').split('?');
  const [, view, arg] = path.split('/');
  const value = arg ? decodeURIComponent(arg) : '';
  if (view === 'ticker' && value) return { view: 'ticker', ticker: value.toUpperCase() };
  if (view === 'etf') return { view: 'etf', ticker: (value || 'SPY').toUpperCase() };
  if (view === 'calendar') return value ? { view: 'calendar', date: value } : { view: 'calendar' };
  if (view === 'watchlist') return { view: 'watchlist' };
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
    case 'watchlist':
      return '#/watchlist';
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

/** Fired when a view's state in the hash changes without a navigation (`replaceState`). */
const paramsEvent = 'marketdata:hashparams';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  window.addEventListener(paramsEvent, onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener(paramsEvent, onChange);
  };
};

/** The current route, re-rendering on hash changes. */
export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash.split('?')[0] ?? '');
  return parseRoute(hash);
}

/** The view's state in the hash: `#/ticker/AAPL?range=5Y` has `range` = `5Y`. */
export function hashParams(hash = window.location.hash): URLSearchParams {
  const index = hash.indexOf('?');
  return new URLSearchParams(index < 0 ? '' : hash.slice(index + 1));
}

/**
 * Sets or removes (`undefined`) one value of the view's state in the hash, replacing the history
 * entry: a reload or a shared link opens the view as it is, and Back still leaves the view.
 */
export function setHashParam(name: string, value: string | undefined): void {
  const [path = '#/'] = window.location.hash.split('?');
  const params = hashParams();
  if (value === undefined || value === '') params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  const url = `${window.location.pathname}${window.location.search}${path || '#/'}${query ? `?${query}` : ''}`;
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(paramsEvent));
}

/** One value of the view's state in the hash, and its setter. */
export function useHashParam(
  name: string,
): [string | undefined, (value: string | undefined) => void] {
  const value = useSyncExternalStore(subscribe, () => hashParams().get(name) ?? undefined);
  return [value, (next) => setHashParam(name, next)];
}
