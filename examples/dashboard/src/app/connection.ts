import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useSyncExternalStore } from 'react';

/** Whether the server that serves the app answers, as every request of the app sees it. */
export interface ConnectionState {
  /** False from the first request that could not reach the server until one gets an answer. */
  online: boolean;
  /** When the server last answered (ms since the epoch); `undefined` before the first answer. */
  lastAnswerAt?: number;
  /** When the current outage began; `undefined` while online. */
  offlineSince?: number;
  /** When the last outage ended (for a short "reconnected" note). */
  reconnectedAt?: number;
}

/** Options of {@link createConnectionMonitor}. */
export interface ConnectionMonitorOptions {
  /** The fetch the app would use without the monitor (default: the global one). */
  fetch?: typeof fetch;
  /** A cheap URL that answers when the server is up. Default `/favicon.ico`. */
  probeUrl?: string;
  /** Milliseconds between probes during an outage. Default 2 000. */
  probeIntervalMs?: number;
}

/** The app-wide connection state: a fetch to give the client, and a store React can read. */
export interface ConnectionMonitor {
  /** Give this to `createMarketDataClient({ fetch })`: it reports every outcome. */
  fetch: typeof fetch;
  /** The current state. */
  getState(): ConnectionState;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Refetches what failed once the server answers again (the query cache of the app). */
  attach(queryClient: QueryClient): void;
}

/**
 * Watches the app's own requests: a request that cannot reach the server (a rejected fetch,
 * not an aborted one) puts the app offline, which pauses TanStack Query through its
 * `onlineManager`; a probe then asks the server every few seconds, and the first answer puts the
 * app back online, which resumes paused queries and refetches the ones that failed. No click.
 */
export function createConnectionMonitor(options: ConnectionMonitorOptions = {}): ConnectionMonitor {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const probeUrl = options.probeUrl ?? '/favicon.ico';
  const probeIntervalMs = options.probeIntervalMs ?? 2_000;
  const listeners = new Set<() => void>();
  let state: ConnectionState = { online: true };
  let probe: ReturnType<typeof setTimeout> | undefined;
  let queryClient: QueryClient | undefined;

  const set = (next: ConnectionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const answered = () => {
    const now = Date.now();
    if (state.online) {
      // One state object per answer would re-render the banner on every request: only when needed.
      if (state.lastAnswerAt === undefined || now - state.lastAnswerAt > 1_000) {
        set({ ...state, lastAnswerAt: now });
      }
      return;
    }
    if (probe !== undefined) clearTimeout(probe);
    probe = undefined;
    set({ online: true, lastAnswerAt: now, reconnectedAt: now });
    onlineManager.setOnline(true);
    // Queries that failed during the outage (with or without data) load again by themselves.
    void queryClient?.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.status === 'error',
    });
  };

  const schedule = () => {
    probe = setTimeout(async () => {
      try {
        await baseFetch(probeUrl, { method: 'HEAD', cache: 'no-store' });
        answered();
      } catch {
        if (!state.online) schedule();
      }
    }, probeIntervalMs);
  };

  const unreachable = () => {
    if (!state.online) return;
    set({ ...state, online: false, offlineSince: Date.now() });
    onlineManager.setOnline(false);
    schedule();
  };

  const monitoredFetch: typeof fetch = async (input, init) => {
    try {
      const response = await baseFetch(input, init);
      answered();
      return response;
    } catch (error) {
      const aborted = init?.signal?.aborted || (error as Error)?.name === 'AbortError';
      if (!aborted) unreachable();
      throw error;
    }
  };

  return {
    fetch: monitoredFetch,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(client) {
      queryClient = client;
    },
  };
}

/** The app's monitor; without a provider, the app is taken as always online. */
export const ConnectionContext = createContext<ConnectionMonitor | null>(null);

const alwaysOnline: ConnectionState = { online: true };
const noop = () => () => {};

/** The connection state, re-rendering on changes. */
export function useConnection(): ConnectionState {
  const monitor = useContext(ConnectionContext);
  return useSyncExternalStore(
    monitor?.subscribe ?? noop,
    monitor?.getState ?? (() => alwaysOnline),
  );
}
