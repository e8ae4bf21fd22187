import { useSyncExternalStore } from 'react';
import { readPreference, writePreference } from '../preferences';

const key = 'watchlist';
/** Most tickers a watchlist holds (the feed's ticker filter takes them all at once). */
export const maxWatched = 20;
const listeners = new Set<() => void>();
let tickers: readonly string[] | undefined;

function load(): readonly string[] {
  tickers ??= (readPreference(key) ?? '')
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter((t) => /^[A-Z][A-Z0-9.-]{0,9}$/.test(t))
    .slice(0, maxWatched);
  return tickers;
}

function save(next: readonly string[]): void {
  tickers = next;
  writePreference(key, next.join(','));
  for (const listener of listeners) listener();
}

/** Adds a ticker (upper-cased) at the end; returns false when the list is full. */
export function watch(ticker: string): boolean {
  const symbol = ticker.trim().toUpperCase();
  const list = load();
  if (list.includes(symbol)) return true;
  if (list.length >= maxWatched) return false;
  save([...list, symbol]);
  return true;
}

/** Removes a ticker. */
export function unwatch(ticker: string): void {
  save(load().filter((t) => t !== ticker.toUpperCase()));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.endsWith(`.${key}`)) {
      tickers = undefined;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The reader's watchlist, kept in local storage (and followed across tabs). */
export function useWatchlist(): readonly string[] {
  return useSyncExternalStore(subscribe, load);
}
