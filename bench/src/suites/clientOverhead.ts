/** B. Per-call CPU overhead of each client with a `fetch` that answers a prebuilt body at once. */
import { fixed } from '../internals/format';
import { microMedians } from '../internals/micro';
import { type FetchLike, openapiFetchCall, oursCall, rawFetchCall } from '../internals/peers';
import { check, type SuiteResult } from '../internals/results';
import type { BenchSettings } from '../internals/settings';
import { sampleWiresBody } from '../internals/wires';

const baseUrl = 'http://127.0.0.1:4010';

/** A fetch that never touches the network: a new `Response` over the same prebuilt bytes. */
export function prebuiltFetch(body: string): FetchLike {
  const bytes = new TextEncoder().encode(body);
  const init = { status: 200, headers: { 'content-type': 'application/json' } };
  return () => Promise.resolve(new Response(bytes, init));
}

/** Runs the suite. */
export async function clientOverhead(
  settings: BenchSettings,
): Promise<Omit<SuiteResult, 'elapsedMs'>> {
  const { body, source } = await sampleWiresBody();
  const fetchImpl = prebuiltFetch(body);
  const notes = [`The fetch answers ${source} (${body.length} bytes) without any I/O.`];
  const tasks: Record<string, () => Promise<unknown>> = {
    'raw fetch handling': rawFetchCall(baseUrl, fetchImpl),
    'openapi-fetch': openapiFetchCall(baseUrl, fetchImpl),
  };
  try {
    tasks.ours = await oursCall(baseUrl, fetchImpl);
  } catch (error) {
    notes.push(`Our client could not be loaded: ${(error as Error).message.split('\n')[0]}`);
  }
  const results = await microMedians(tasks, settings);
  const raw = results['raw fetch handling'];
  const rows = Object.entries(results).map(([name, result]) => [
    name,
    fixed(result.medianUs, 1),
    fixed(result.medianUs - (raw?.medianUs ?? Number.NaN), 1),
    fixed(result.cpuUs, 1),
    fixed(result.cpuUs - (raw?.cpuUs ?? Number.NaN), 1),
  ]);
  const oursAbove = (results.ours?.medianUs ?? Number.NaN) - (raw?.medianUs ?? Number.NaN);
  const oursCpuAbove = (results.ours?.cpuUs ?? Number.NaN) - (raw?.cpuUs ?? Number.NaN);
  notes.push(
    `Median of ${settings.microRepeats} tinybench run(s) of ${settings.microTimeMs} ms per task (rotating order), ` +
      `and CPU time (process.cpuUsage, all threads, GC included) over ${settings.cpuLoopIterations} sequential calls.`,
  );
  return {
    id: 'client-overhead',
    title: 'Client per-call CPU overhead (prebuilt Response)',
    tables: [
      {
        caption: 'Microseconds per wires-list call; "above raw" subtracts raw fetch handling.',
        headers: ['client', 'median µs', 'above raw µs', 'CPU µs', 'CPU above raw µs'],
        rows,
      },
    ],
    targets: [
      check(
        'ours above raw fetch handling',
        '≤ 5 µs',
        oursAbove,
        `${fixed(oursAbove, 1)} µs (process CPU, GC threads included: ${fixed(oursCpuAbove, 1)} µs)`,
        (v) => v <= 5,
      ),
    ],
    notes,
  };
}
