import { useEffect, useState } from 'react';
import { useConnection } from '../connection';
import { fmt } from '../format';

/** How long the "connected again" note stays. */
const reconnectedNoteMs = 5_000;

function useTick(everyMs: number, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, active]);
  return now;
}

/**
 * One banner for the whole app while the server does not answer: what is on screen is kept,
 * with its age, and everything refreshes by itself when the server is back. The region is
 * always in the page so that screen readers announce the change.
 */
export function ConnectionBanner() {
  const connection = useConnection();
  const recent =
    connection.reconnectedAt !== undefined &&
    Date.now() - connection.reconnectedAt < reconnectedNoteMs;
  const now = useTick(1_000, !connection.online || recent);
  const showReconnected =
    connection.online &&
    connection.reconnectedAt !== undefined &&
    now - connection.reconnectedAt < reconnectedNoteMs;
  return (
    <div role="status" className="connection-region" data-testid="connection">
      {!connection.online && (
        <div className="banner banner-offline" data-testid="offline-banner">
          <strong>Reconnecting to the server…</strong>{' '}
          <span>
            {connection.lastAnswerAt !== undefined
              ? `What you see is from ${fmt.time(connection.lastAnswerAt)} (${fmt.ago(connection.lastAnswerAt, now)}).`
              : 'Nothing could be loaded yet.'}{' '}
            It updates by itself when the server answers.
          </span>
        </div>
      )}
      {showReconnected && (
        <div className="banner banner-online" data-testid="online-banner">
          Connected again: the data is being refreshed.
        </div>
      )}
    </div>
  );
}
