import type { CDPSession, Page } from 'playwright-core';

/**
 * Installed before any page script: sums the layout shifts not caused by input (CLS as
 * Chromium reports it) and notes when the first headline appears.
 */
export const metricsInitScript = `
  window.__metrics = { cls: 0, firstHeadlineMs: undefined };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__metrics.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid="headline"]')) {
      window.__metrics.firstHeadlineMs = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

/** What one cold load of a view cost. */
export interface LoadMetrics {
  /** Bytes over the wire (headers and compressed bodies), with the cache disabled. */
  transferBytes: number;
  /** Body bytes after decompression. */
  decodedBytes: number;
  /** Bytes over the wire of the JavaScript files alone (headers and compressed bodies). */
  scriptTransferBytes: number;
  /** Body bytes of the JavaScript files after decompression. */
  scriptDecodedBytes: number;
  /** Requests made. */
  requests: number;
  /** Cumulative layout shift until the view was ready. */
  cls: number;
  /** Milliseconds from navigation to the first headline (feed only). */
  firstHeadlineMs?: number;
}

/** Counts what the network delivers to a page, through the DevTools protocol, cache disabled. */
export async function watchNetwork(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let transferBytes = 0;
  let decodedBytes = 0;
  let requests = 0;
  let scriptTransferBytes = 0;
  let scriptDecodedBytes = 0;
  const scripts = new Set<string>();
  cdp.on('Network.responseReceived', (event: { requestId: string; type: string }) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
    transferBytes += event.encodedDataLength;
    if (scripts.has(event.requestId)) scriptTransferBytes += event.encodedDataLength;
    requests += 1;
  });
  cdp.on('Network.dataReceived', (event: { requestId: string; dataLength: number }) => {
    decodedBytes += event.dataLength;
    if (scripts.has(event.requestId)) scriptDecodedBytes += event.dataLength;
  });
  return {
    reset() {
      transferBytes = 0;
      decodedBytes = 0;
      requests = 0;
      scriptTransferBytes = 0;
      scriptDecodedBytes = 0;
      scripts.clear();
    },
    async read(): Promise<LoadMetrics> {
      // Two frames, so that a shift caused by the last render is counted.
      const page_ = await page.evaluate(
        () =>
          new Promise<{ cls: number; firstHeadlineMs?: number }>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(
                  (window as unknown as { __metrics: { cls: number; firstHeadlineMs?: number } })
                    .__metrics,
                ),
              ),
            ),
          ),
      );
      return {
        transferBytes,
        decodedBytes,
        scriptTransferBytes,
        scriptDecodedBytes,
        requests,
        cls: page_.cls,
        ...(page_.firstHeadlineMs === undefined
          ? {}
          : { firstHeadlineMs: Math.round(page_.firstHeadlineMs) }),
      };
    },
    detach: () => cdp.detach(),
  };
}
