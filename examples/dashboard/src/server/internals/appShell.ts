/** What the dashboard learns from the server that serves it, as meta tags in its HTML. */
export interface AppSettings {
  /** Where API calls go: `sandbox` or `live`. */
  mode: 'sandbox' | 'live';
  /** How often the live feed polls for new headlines, in milliseconds. */
  pollIntervalMs: number;
  /** Where the server streams the live feed (its wire relay), if it does. */
  relayUrl?: string;
}

/** Adds the settings to the built `index.html` as `<meta name="marketdata-…">` tags. */
export function renderAppShell(indexHtml: string, settings: AppSettings): string {
  const tags =
    `<meta name="marketdata-mode" content="${settings.mode}">` +
    `<meta name="marketdata-poll-ms" content="${Math.round(settings.pollIntervalMs)}">` +
    (settings.relayUrl ? `<meta name="marketdata-relay" content="${settings.relayUrl}">` : '');
  return indexHtml.replace('</head>', `${tags}</head>`);
}

/** The page shown when the app has not been built yet. */
export const missingAppPage = `<!doctype html><meta charset="utf-8"><title>Not built</title>
<p>The dashboard is not built. Run <code>npx -y pnpm@12.21.0 build</code>, then start again.
The <a href="/reference/">API reference</a> and the API work meanwhile.</p>`;
