/** A. CPU of the in-process sandbox `fetch` face per wires-list request. */
import { fixed, times } from '../internals/format';
import { microMedians } from '../internals/micro';
import { check, type SuiteResult } from '../internals/results';
import type { BenchSettings } from '../internals/settings';
import { ratio } from '../internals/stats';
import { authHeaders, wiresPath } from '../internals/wires';

const url = `http://127.0.0.1${wiresPath}`;

/** Runs the suite. */
export async function sandboxFetchCpu(
  settings: BenchSettings,
): Promise<Omit<SuiteResult, 'elapsedMs'>> {
  const { createSandbox } = await import('@marketdata-sdk/fixtures');
  const sandbox = createSandbox();
  const first = await sandbox.fetch(new Request(url, { headers: authHeaders }));
  const body = await first.text();
  if ((JSON.parse(body) as { status_code?: number }).status_code !== 0)
    throw new Error(`the sandbox did not answer a success envelope: ${body.slice(0, 200)}`);
  const bytes = new TextEncoder().encode(body);
  const results = await microMedians(
    {
      'baseline: Request + fixed Response': async () => {
        new Request(url, { headers: authHeaders });
        await new Response(bytes, {
          headers: { 'content-type': 'application/json' },
        }).arrayBuffer();
      },
      'createSandbox().fetch': async () => {
        const response = await sandbox.fetch(new Request(url, { headers: authHeaders }));
        await response.arrayBuffer();
      },
    },
    settings,
  );
  const ours = results['createSandbox().fetch'];
  const base = results['baseline: Request + fixed Response'];
  const cpu = ours?.cpuUs ?? Number.NaN;
  return {
    id: 'sandbox-fetch-cpu',
    title: 'In-process sandbox fetch, CPU per wires-list request',
    tables: [
      {
        caption: 'Microseconds per request, body read included.',
        headers: ['handler', 'median µs', 'CPU µs', 'vs baseline (CPU)'],
        rows: Object.entries(results).map(([name, r]) => [
          name,
          fixed(r.medianUs, 1),
          fixed(r.cpuUs, 1),
          times(ratio(r.cpuUs, base?.cpuUs ?? Number.NaN), 1),
        ]),
      },
    ],
    targets: [
      check(
        'sandbox fetch CPU per wires-list request',
        '< 100 µs',
        cpu,
        `${fixed(cpu, 1)} µs`,
        (v) => v < 100,
      ),
    ],
    notes: [
      `One sandbox with the default options (seed 42, live clock); each call builds the Request and reads the whole body. ` +
        `The baseline is the floor any Web-standard handler pays for a Request and a Response of the same size.`,
    ],
  };
}
