/** Runs the autocannon load generator in its own process and returns its summary. */
import { runJsonChild } from './jsonChild';

/** One load run's settings. */
export interface LoadOptions {
  /** The URL to load. */
  url: string;
  /** Concurrent keep-alive connections. */
  connections: number;
  /** Measured duration. */
  durationMs: number;
  /** An unmeasured warm-up before it. */
  warmupMs: number;
  /** Request headers. */
  headers?: Record<string, string>;
}

/** One load run's summary. */
export interface LoadResult {
  requestsPerSecond: number;
  ok: number;
  /** Successful responses during the warm-up. */
  warmupOk: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  p50Ms: number;
  p99Ms: number;
  seconds: number;
}

/** Runs autocannon in a separate Node process so that it never shares a thread with the server. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const timeout = options.durationMs + options.warmupMs + 60_000;
  return runJsonChild<LoadResult>('loadgen.ts', { headers: {}, ...options }, timeout);
}
