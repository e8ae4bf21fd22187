/** What the serving main job tells the app through `<meta name="marketdata-…">` tags. */
export interface AppSettings {
  /** `sandbox` or `live`; `unknown` when served by something else (e.g. `vite` dev). */
  mode: 'sandbox' | 'live' | 'unknown';
  /** How often the live feed polls, in milliseconds. */
  pollIntervalMs: number;
  /** The main job's wire relay (one poller for every viewer); absent elsewhere, then the app polls. */
  relayUrl?: string;
}

function meta(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}

/** Reads the settings once at start-up. */
export function readSettings(): AppSettings {
  const mode = meta('marketdata-mode');
  const poll = Number(meta('marketdata-poll-ms'));
  const relayUrl = meta('marketdata-relay');
  return {
    ...(relayUrl?.startsWith('/') ? { relayUrl } : {}),
    mode: mode === 'sandbox' || mode === 'live' ? mode : 'unknown',
    pollIntervalMs: Number.isFinite(poll) && poll >= 500 ? poll : 5_000,
  };
}
