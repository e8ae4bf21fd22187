import { createMarketDataClient, type MarketDataClient } from '@marketdata-sdk/client';
import { createManualClock, createSandbox, type Sandbox } from '@marketdata-sdk/fixtures';
import { createSandboxHandlers } from '@marketdata-sdk/fixtures/msw';
import { QueryClient } from '@tanstack/react-query';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MarketDataProvider } from '../src/MarketDataProvider';
import { server } from './server';

/** The origin the MSW handlers answer on; nothing listens there, MSW intercepts `fetch`. */
export const baseUrl = 'http://127.0.0.1:4010';

/** A fixed start for the sandbox clock, inside a US trading session. */
export const startMs = Date.parse('2026-11-20T15:30:00Z');

/** Options of {@link installSandbox}. */
export interface SandboxSetup {
  /** The client's `maxRetries` (default 0: tests that need the client's retries say so). */
  maxRetries?: number;
  /** The key the client sends (default the sandbox's). */
  apiKey?: string;
  /** Extra headers on every request, e.g. a sandbox fault. */
  headers?: Record<string, string>;
  /** Hours of wire history (the sandbox's default when omitted). */
  wireHistoryHours?: number;
}

/** What a test works with: the sandbox, its clock, a client, and the requests MSW saw. */
export interface SandboxContext {
  sandbox: Sandbox;
  clock: ReturnType<typeof createManualClock>;
  client: MarketDataClient;
  /** Every request that reached the handlers, in order. */
  requests: Request[];
  /** Requests whose path ends with the given suffix. */
  requestsTo(pathSuffix: string): Request[];
}

/** Installs sandbox handlers on the MSW server and builds a client aimed at them. */
export function installSandbox(setup: SandboxSetup = {}): SandboxContext {
  const clock = createManualClock(startMs);
  const sandbox = createSandbox({
    seed: 42,
    now: clock.now,
    ...(setup.wireHistoryHours === undefined ? {} : { wireHistoryHours: setup.wireHistoryHours }),
  });
  server.use(...createSandboxHandlers({ sandbox, baseUrl }));
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request);
  });
  const client = createMarketDataClient({
    apiKey: setup.apiKey ?? 'sandbox',
    baseUrl,
    maxRetries: setup.maxRetries ?? 0,
    dangerouslyAllowBrowser: true,
    ...(setup.headers === undefined ? {} : { headers: setup.headers }),
  });
  const requestsTo = (pathSuffix: string) =>
    requests.filter((request) => new URL(request.url).pathname.endsWith(pathSuffix));
  return { sandbox, clock, client, requests, requestsTo };
}

/** A QueryClient for one test: no garbage collection timers left behind. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY } } });
}

/** Renders inside a `MarketDataProvider` with its own QueryClient. */
export function renderWithClient(
  ui: ReactElement,
  client: MarketDataClient,
  queryClient: QueryClient = createTestQueryClient(),
  options?: RenderOptions,
): RenderResult & { queryClient: QueryClient } {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <MarketDataProvider client={client} queryClient={queryClient}>
      {children}
    </MarketDataProvider>
  );
  return { queryClient, ...render(ui, { wrapper, ...options }) };
}
