import { unwatch, useWatchlist, watch } from './watchlist';

/** Adds a security to the watchlist, or takes it off (a toggle button). */
export function WatchButton({ ticker }: { ticker: string }) {
  const watched = useWatchlist().includes(ticker);
  return (
    <button
      type="button"
      className="btn btn-ghost btn-small watch-button"
      aria-pressed={watched}
      onClick={() => (watched ? unwatch(ticker) : watch(ticker))}
    >
      <span aria-hidden="true">{watched ? '★' : '☆'}</span> Watch
    </button>
  );
}
