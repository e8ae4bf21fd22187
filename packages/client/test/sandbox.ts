import { createSandbox, type Sandbox } from '@marketdata-sdk/fixtures';
import {
  type ClientOptions,
  createMarketDataClient,
  type MarketDataClient,
  type MarketDataError,
} from '../src/index';

/** The key both the sandbox and the clients under test use; tests assert it never leaks. */
export const API_KEY = 'sk-test-5f0d8a1c9b7e4d2a';

/** Options of the in-process sandbox. */
export type SandboxOptions = NonNullable<Parameters<typeof createSandbox>[0]>;

/** A client wired to an in-process sandbox through its Web-standard `fetch`. */
export function sandboxClient(
  options: ClientOptions = {},
  sandboxOptions: SandboxOptions = {},
): { client: MarketDataClient; sandbox: Sandbox; requests: Request[] } {
  const sandbox = createSandbox({ apiKey: API_KEY, ...sandboxOptions });
  const requests: Request[] = [];
  const client = createMarketDataClient({
    apiKey: API_KEY,
    baseUrl: 'https://sandbox.test',
    fetch: (url, init) => {
      const request = new Request(url, init);
      requests.push(request);
      return sandbox.fetch(request);
    },
    ...options,
  });
  return { client, sandbox, requests };
}

/** Resolves with what a promise rejects with; fails when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection, got a result');
    },
    (error: unknown) => error,
  );
}

/** What `make` throws (a `MarketDataError`, as the tests expect); fails when it does not throw. */
export function thrown(make: () => unknown): MarketDataError {
  try {
    make();
  } catch (error) {
    return error as MarketDataError;
  }
  throw new Error('expected a throw');
}
