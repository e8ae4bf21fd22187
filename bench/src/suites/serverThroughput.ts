/** A. Sandbox server throughput on the wires list, beside a bare node:http server and Prism. */
import { fixed, range, times } from '../internals/format';
import { type LoadResult, runLoad } from '../internals/loadgen';
import { type PrismServer, startPrism } from '../internals/prism';
import { processCpuMs } from '../internals/processCpu';
import { check, type SuiteResult, type TargetCheck } from '../internals/results';
import { type ServerProcess, startBareProcess, startSandboxProcess } from '../internals/servers';
import type { BenchSettings } from '../internals/settings';
import { median, pushTo, ratio, rotate } from '../internals/stats';
import { authHeaders, fetchWiresBody, sampleWiresBody, wiresPath } from '../internals/wires';

type Target = 'bare' | 'sandbox' | 'prism';
type Sample = LoadResult & { serverCpuUs: number };
type Samples = Record<string, Sample[]>;
interface RunningServer {
  url: string;
  pid: number | undefined;
  close(): Promise<void>;
}

/** Runs the suite. */
export async function serverThroughput(
  settings: BenchSettings,
): Promise<Omit<SuiteResult, 'elapsedMs'>> {
  const notes: string[] = [];
  const servers: Partial<Record<Target, RunningServer>> = {};
  try {
    const sandbox = await startSandboxOrNote(notes);
    if (sandbox) servers.sandbox = sandbox;
    const { body, source } = sandbox
      ? { body: await fetchWiresBody(sandbox.url), source: "the sandbox server's own wires page" }
      : await sampleWiresBody();
    servers.bare = await startBareProcess(body);
    notes.push(
      `The bare server returns ${source} (${body.length} bytes) with a fixed Content-Length.`,
    );
    if (settings.prism) {
      const prism = await startPrismOrNote(notes);
      if (prism) servers.prism = prism;
    }
    const samples = await measure(settings, servers);
    return {
      id: 'server-throughput',
      title: 'Sandbox server throughput (wires list)',
      tables: [table(settings, samples)],
      targets: targets(settings, samples),
      notes: [...notes, method(settings)],
    };
  } finally {
    await Promise.all(Object.values(servers).map((server) => server?.close()));
  }
}

async function startSandboxOrNote(notes: string[]): Promise<ServerProcess | undefined> {
  try {
    return await startSandboxProcess();
  } catch (error) {
    notes.push(
      `The sandbox server could not be started: ${(error as Error).message.split('\n')[0]}`,
    );
    return undefined;
  }
}

async function startPrismOrNote(notes: string[]): Promise<PrismServer | undefined> {
  try {
    const prism = await startPrism(wiresPath, authHeaders);
    const sample = await (await fetch(`${prism.url}${wiresPath}`, { headers: authHeaders })).text();
    notes.push(
      `Prism answers the spec's example for this operation (${sample.length} bytes), validating the request against the spec first.`,
    );
    return prism;
  } catch (error) {
    notes.push(`Prism could not be measured: ${(error as Error).message}`);
    return undefined;
  }
}

async function measure(
  settings: BenchSettings,
  servers: Partial<Record<Target, RunningServer>>,
): Promise<Samples> {
  const samples: Samples = {};
  const targets = (Object.keys(servers) as Target[]).sort();
  for (let repeat = 0; repeat < settings.repeats; repeat++) {
    for (const connections of settings.connections) {
      const order = rotate(targets, repeat);
      for (const target of order) {
        const server = servers[target] as RunningServer;
        const url = `${server.url}${wiresPath}`;
        const cpuBefore = processCpuMs(server.pid);
        const result = await runLoad({
          url,
          connections,
          durationMs: settings.loadDurationMs,
          warmupMs: settings.loadWarmupMs,
          headers: authHeaders,
        });
        const cpuMs = processCpuMs(server.pid) - cpuBefore;
        const serverCpuUs = (cpuMs * 1000) / (result.ok + result.warmupOk);
        pushTo(samples, `${target}@${connections}`, { ...result, serverCpuUs });
      }
    }
  }
  return samples;
}

function stat(samples: Samples, target: Target, connections: number, key: keyof Sample): number {
  return median((samples[`${target}@${connections}`] ?? []).map((result) => result[key]));
}

function table(settings: BenchSettings, samples: Samples) {
  const rows: string[][] = [];
  for (const connections of settings.connections) {
    const bare = stat(samples, 'bare', connections, 'requestsPerSecond');
    const bareCpu = stat(samples, 'bare', connections, 'serverCpuUs');
    for (const target of ['bare', 'sandbox', 'prism'] as Target[]) {
      const rps = stat(samples, target, connections, 'requestsPerSecond');
      const failures = (samples[`${target}@${connections}`] ?? []).reduce(
        (sum, r) => sum + r.non2xx + r.errors + r.timeouts,
        0,
      );
      if (!samples[`${target}@${connections}`]) continue;
      const cpu = stat(samples, target, connections, 'serverCpuUs');
      rows.push([
        String(connections),
        target,
        fixed(rps),
        range((samples[`${target}@${connections}`] ?? []).map((r) => r.requestsPerSecond)),
        times(ratio(rps, bare)),
        fixed(stat(samples, target, connections, 'p50Ms'), 2),
        fixed(stat(samples, target, connections, 'p99Ms'), 2),
        fixed(cpu, 1),
        times(ratio(bareCpu, cpu)),
        String(failures),
      ]);
    }
  }
  return {
    caption:
      'Medians over the repeats; ratios against the bare server at the same connection count. ' +
      '"Server CPU" is the server process\'s CPU time per answered request (from /proc); ' +
      '"CPU vs bare" is bare CPU ÷ this server\'s CPU, a throughput ratio that the load of other processes on the machine disturbs much less than req/s.',
    headers: [
      'connections',
      'server',
      'req/s',
      'req/s range',
      'vs bare',
      'p50 ms',
      'p99 ms',
      'server CPU µs/req',
      'CPU vs bare',
      'non-2xx + errors',
    ],
    rows,
  };
}

function targets(settings: BenchSettings, samples: Samples): TargetCheck[] {
  const top = Math.max(...settings.connections);
  const sandbox = stat(samples, 'sandbox', top, 'requestsPerSecond');
  const vsBare = ratio(sandbox, stat(samples, 'bare', top, 'requestsPerSecond'));
  const vsPrism = ratio(sandbox, stat(samples, 'prism', top, 'requestsPerSecond'));
  const p99 = stat(samples, 'sandbox', top, 'p99Ms');
  const cpuVsBare = ratio(
    stat(samples, 'bare', top, 'serverCpuUs'),
    stat(samples, 'sandbox', top, 'serverCpuUs'),
  );
  return [
    check(
      `sandbox req/s vs bare node:http (${top} connections)`,
      '≥ 0.33×',
      vsBare,
      times(vsBare),
      (v) => v >= 1 / 3,
    ),
    check(
      `sandbox CPU per request, bare ÷ sandbox (${top} connections)`,
      '≥ 0.33×',
      cpuVsBare,
      times(cpuVsBare),
      (v) => v >= 1 / 3,
    ),
    check(
      `sandbox p99 latency (${top} connections)`,
      '< 10 ms',
      p99,
      `${fixed(p99, 2)} ms`,
      (v) => v < 10,
    ),
    // Only when Prism was asked for; a Prism that failed to start shows as "not measured".
    ...(settings.prism
      ? [
          check(
            `sandbox req/s vs Prism (${top} connections)`,
            '≥ 5×',
            vsPrism,
            times(vsPrism, 1),
            (v) => v >= 5,
          ),
        ]
      : []),
  ];
}

function method(settings: BenchSettings): string {
  return (
    `Each server runs in its own process; autocannon runs in another. Every run is ` +
    `${settings.loadDurationMs / 1000} s after a ${settings.loadWarmupMs / 1000} s warm-up, ` +
    `${settings.repeats} repeat(s) per cell, servers interleaved in a rotating order. ` +
    `Latencies are exact per-response times (not autocannon's whole-millisecond histogram).`
  );
}
