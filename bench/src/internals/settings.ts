/** Counts and durations of every suite; `quick` shrinks them for smoke runs. */

/** Every knob of a run. */
export interface BenchSettings {
  /** Interleaved repeats per measurement; medians are reported. */
  repeats: number;
  /** Measured duration of one server load run. */
  loadDurationMs: number;
  /** Unmeasured warm-up before each load run. */
  loadWarmupMs: number;
  /** Connection counts of the server throughput suite. */
  connections: number[];
  /** Whether Prism is started and measured. */
  prism: boolean;
  /** Largest count of tickers the memory suite visits (the whole universe by default). */
  memoryTickerLimit: number;
  /** Interleaved repeats of the CPU micro-benchmarks (short, so many; a busy moment spoils one). */
  microRepeats: number;
  /** Time budget of one tinybench task. */
  microTimeMs: number;
  /** Warm-up budget of one tinybench task. */
  microWarmupMs: number;
  /** Iterations of the `process.cpuUsage` loops. */
  cpuLoopIterations: number;
  /** Requests in flight in the client throughput suite. */
  inFlight: number;
  /** Interleaved repeats of the client throughput suite (its runs are short and noisy). */
  clientRepeats: number;
  /** Measured duration of one client throughput run. */
  clientDurationMs: number;
  /** Alternating slices per peer of one side-by-side run (raw fetch and ours in one process). */
  sideBySideSlices: number;
  /** Duration of one slice of a side-by-side run. */
  sideBySideSliceMs: number;
  /** Calls of the rate-limited bulk job. */
  bulkCalls: number;
  /** The sandbox's rate limit for that job. */
  bulkRateLimit: { requests: number; windowMs: number };
  /** Worker processes sharing one key in the many-processes suite. */
  sharedWorkers: number;
  /** Calls of all those workers together. */
  sharedCalls: number;
  /** The sandbox's rate limit (per key) for that suite. */
  sharedRateLimit: { requests: number; windowMs: number };
  /** Simulated dashboard users of the cache suite. */
  dashboardUsers: number;
  /** Tickers each of them opens. */
  dashboardTickers: number;
  /** SSE subscribers of the wire-relay suite (and pollers of its baseline). */
  relaySubscribers: number;
  /** Measured window of each wire-relay variant. */
  relayDurationMs: number;
  /** The relay's (and the baseline pollers') poll interval. */
  relayIntervalMs: number;
  /** New headlines a minute on the sandbox's live clock for that suite. */
  relayWiresPerMinute: number;
  /** Whether the bundle suite measures each module's cost after gzip (one bundle per module). */
  bundleModuleCosts: boolean;
}

/** The settings of a full run. */
export const fullSettings: BenchSettings = {
  repeats: 3,
  loadDurationMs: 5_000,
  loadWarmupMs: 1_000,
  connections: [1, 32],
  prism: true,
  memoryTickerLimit: Number.POSITIVE_INFINITY,
  microRepeats: 9,
  microTimeMs: 300,
  microWarmupMs: 100,
  cpuLoopIterations: 2_000,
  inFlight: 64,
  clientRepeats: 5,
  clientDurationMs: 2_000,
  sideBySideSlices: 24,
  sideBySideSliceMs: 150,
  bulkCalls: 200,
  bulkRateLimit: { requests: 10, windowMs: 1_000 },
  sharedWorkers: 8,
  sharedCalls: 400,
  sharedRateLimit: { requests: 10, windowMs: 1_000 },
  dashboardUsers: 50,
  dashboardTickers: 20,
  relaySubscribers: 1000,
  relayDurationMs: 60_000,
  relayIntervalMs: 2_000,
  relayWiresPerMinute: 30,
  bundleModuleCosts: true,
};

/** The settings of a smoke run: every code path, meaningless numbers. */
export const quickSettings: BenchSettings = {
  repeats: 1,
  loadDurationMs: 300,
  loadWarmupMs: 0,
  connections: [1, 4],
  prism: true,
  memoryTickerLimit: 3,
  microRepeats: 1,
  microTimeMs: 50,
  microWarmupMs: 10,
  cpuLoopIterations: 50,
  inFlight: 4,
  clientRepeats: 1,
  clientDurationMs: 200,
  sideBySideSlices: 2,
  sideBySideSliceMs: 50,
  bulkCalls: 6,
  bulkRateLimit: { requests: 3, windowMs: 300 },
  sharedWorkers: 2,
  sharedCalls: 6,
  sharedRateLimit: { requests: 3, windowMs: 300 },
  dashboardUsers: 3,
  dashboardTickers: 2,
  relaySubscribers: 10,
  relayDurationMs: 2_000,
  relayIntervalMs: 500,
  relayWiresPerMinute: 120,
  bundleModuleCosts: false,
};
