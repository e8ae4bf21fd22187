/** B. Loopback throughput at N calls in flight against a bare node:http server, per client. */
import { fixed, range, times } from '../internals/format';
import { runJsonChild } from '../internals/jsonChild';
import { type PeerName, peerNames } from '../internals/peers';
import { check, type SuiteResult } from '../internals/results';
import { startBareProcess } from '../internals/servers';
import type { BenchSettings } from '../internals/settings';
import { median, pushTo, ratio, rotate } from '../internals/stats';
import { sampleWiresBody } from '../internals/wires';

interface ClientLoadResult {
  peer: PeerName;
  ok: number;
  errors: number;
  firstError?: string;
  requestsPerSecond: number;
  cpuUsPerCall: number;
}

/** Runs the suite. */
export async function clientThroughput(
  settings: BenchSettings,
): Promise<Omit<SuiteResult, 'elapsedMs'>> {
  const { body, source } = await sampleWiresBody();
  const server = await startBareProcess(body);
  const notes = [`The bare server answers every request with ${source} (${body.length} bytes).`];
  const samples: Record<string, ClientLoadResult[]> = {};
  const pairs: SideBySide[] = [];
  try {
    for (let repeat = 0; repeat < settings.clientRepeats; repeat++) {
      for (const peer of rotate(peerNames, repeat)) {
        const result = await runClient(peer, server.url, settings, notes);
        if (result) pushTo(samples, peer, result);
      }
      const pair = await runSideBySide(server.url, settings, notes);
      if (pair) pairs.push(pair);
    }
  } finally {
    await server.close();
  }
  const rps = (peer: PeerName) => median((samples[peer] ?? []).map((r) => r.requestsPerSecond));
  const cpu = (peer: PeerName) => median((samples[peer] ?? []).map((r) => r.cpuUsPerCall));
  const raw = rps('raw-fetch');
  const rawCpu = cpu('raw-fetch');
  const rows = peerNames
    .filter((peer) => samples[peer])
    .map((peer) => [
      peer,
      fixed(rps(peer)),
      range((samples[peer] ?? []).map((r) => r.requestsPerSecond)),
      times(ratio(rps(peer), raw)),
      fixed(cpu(peer), 1),
      times(ratio(rawCpu, cpu(peer))),
      String((samples[peer] ?? []).reduce((sum, r) => sum + r.errors, 0)),
    ]);
  const ours = ratio(rps('ours'), raw);
  // The CPU targets come from the side-by-side runs: both clients in one process, in alternating
  // slices, meet the same load of the machine; separate processes minutes apart do not.
  const pairRatios = pairs.map(([raw, ours]) => ratio(raw.cpuUsPerCall, ours.cpuUsPerCall));
  const pairAbove = pairs.map(([raw, ours]) => ours.cpuUsPerCall - raw.cpuUsPerCall);
  const oursCpu = median(pairRatios);
  const pairRows = pairs.map(([raw, ours], i) => [
    String(i + 1),
    fixed(raw.cpuUsPerCall, 1),
    fixed(ours.cpuUsPerCall, 1),
    times(pairRatios[i]!),
    fixed(pairAbove[i]!, 1),
    fixed(raw.requestsPerSecond),
    fixed(ours.requestsPerSecond),
    String(raw.errors + ours.errors),
  ]);
  notes.push(
    `Each client runs alone in a fresh process with ${settings.inFlight} calls in flight for ` +
      `${settings.clientDurationMs / 1000} s after a warm-up; ${settings.clientRepeats} repeat(s), clients in a rotating order; the server is in another process.`,
  );
  return {
    id: 'client-throughput',
    title: `Client loopback throughput (${settings.inFlight} in flight)`,
    tables: [
      {
        caption:
          "Medians of calls per second of the wires list and of the client process's CPU per call; " +
          '"CPU vs raw" is raw fetch\'s CPU per call ÷ this client\'s, the throughput ratio a CPU-bound client would reach, little disturbed by other load on the machine.',
        headers: [
          'client',
          'calls/s',
          'calls/s range',
          'vs raw fetch',
          'client CPU µs/call',
          'CPU vs raw',
          'errors',
        ],
        rows,
      },
      {
        caption:
          `Side by side: raw fetch and ours in one process against the same server, ${settings.inFlight} calls in flight, ` +
          `${settings.sideBySideSlices} alternating slices of ${settings.sideBySideSliceMs} ms each per run; CPU per call is the process CPU time of a client's slices ÷ its calls. ` +
          `Median ratio ${times(oursCpu)}, median ${fixed(median(pairAbove), 1)} µs above raw fetch.`,
        headers: [
          'run',
          'raw fetch CPU µs/call',
          'ours CPU µs/call',
          'CPU vs raw',
          'ours above raw µs',
          'raw calls/s',
          'ours calls/s',
          'errors',
        ],
        rows: pairRows,
      },
    ],
    targets: [
      check('ours vs raw fetch, calls/s', '≥ 0.85×', ours, times(ours), (v) => v >= 0.85),
      check(
        'ours vs raw fetch, CPU per call at 64 in flight, side by side (raw ÷ ours)',
        '≥ 0.85×',
        oursCpu,
        times(oursCpu),
        (v) => v >= 0.85,
      ),
    ],
    notes,
  };
}

/** Raw fetch's and our result of one side-by-side run. */
type SideBySide = [ClientLoadResult, ClientLoadResult];

async function runSideBySide(baseUrl: string, settings: BenchSettings, notes: string[]) {
  const config = {
    peers: ['raw-fetch', 'ours'],
    baseUrl,
    inFlight: settings.inFlight,
    sliceMs: settings.sideBySideSliceMs,
    slices: settings.sideBySideSlices,
    warmupMs: Math.min(1_000, settings.clientDurationMs / 2),
  };
  try {
    return await runJsonChild<SideBySide>(
      'clientSideBySide.ts',
      config,
      2 * settings.sideBySideSlices * settings.sideBySideSliceMs + 60_000,
    );
  } catch (error) {
    const message = `side by side could not be measured: ${(error as Error).message.split('\n')[0]}`;
    if (!notes.includes(message)) notes.push(message);
    return undefined;
  }
}

async function runClient(
  peer: PeerName,
  baseUrl: string,
  settings: BenchSettings,
  notes: string[],
) {
  const config = {
    peer,
    baseUrl,
    inFlight: settings.inFlight,
    durationMs: settings.clientDurationMs,
    warmupMs: Math.min(1_000, settings.clientDurationMs / 2),
  };
  try {
    return await runJsonChild<ClientLoadResult>(
      'clientLoad.ts',
      config,
      settings.clientDurationMs + 60_000,
    );
  } catch (error) {
    const message = `${peer} could not be measured: ${(error as Error).message.split('\n')[0]}`;
    if (!notes.includes(message)) notes.push(message);
    return undefined;
  }
}
