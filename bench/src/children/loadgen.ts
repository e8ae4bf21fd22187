/**
 * Load-generator process: runs autocannon against one URL and prints one JSON line with
 * requests per second and exact p50/p99 latencies (autocannon's own histogram rounds to whole
 * milliseconds, so the per-response durations are collected here instead).
 *
 * argv[2]: a JSON `LoadConfig`.
 */
import autocannon from 'autocannon';

interface LoadConfig {
  url: string;
  connections: number;
  durationMs: number;
  warmupMs: number;
  headers: Record<string, string>;
}

const maxSamples = 4_000_000;

async function run(config: LoadConfig, record: boolean) {
  const latencies = new Float64Array(record ? maxSamples : 0);
  let count = 0;
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: config.url,
        connections: config.connections,
        pipelining: 1,
        duration: (record ? config.durationMs : config.warmupMs) / 1000,
        headers: config.headers,
        timeout: 10,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  if (record) {
    instance?.on('response', (_client, statusCode, _bytes, ms) => {
      if (statusCode >= 200 && statusCode < 300 && count < maxSamples) latencies[count++] = ms;
    });
  }
  const result = await finished;
  return { result, latencies: latencies.subarray(0, count).sort() };
}

function at(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
    Number.NaN
  );
}

const config = JSON.parse(process.argv[2] ?? '{}') as LoadConfig;
const warmupOk = config.warmupMs > 0 ? (await run(config, false)).result['2xx'] : 0;
const { result, latencies } = await run(config, true);
const seconds = result.duration > 0 ? result.duration : config.durationMs / 1000;
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result['2xx'] / seconds,
    ok: result['2xx'],
    warmupOk,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    p50Ms: at(latencies, 50),
    p99Ms: at(latencies, 99),
    seconds,
  })}\n`,
);
