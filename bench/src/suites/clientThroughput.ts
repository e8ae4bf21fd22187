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
  try {
    for (let repeat = 0; repeat < settings.clientRepeats; repeat++) {
      for (const peer of rotate(peerNames, repeat)) {
        const result = await runClient(peer, server.url, settings, notes);
        if (result) pushTo(samples, peer, result);
      }
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
  const oursCpu = ratio(rawCpu, cpu('ours'));
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
    ],
    targets: [
      check('ours vs raw fetch, calls/s', '≥ 0.85×', ours, times(ours), (v) => v >= 0.85),
      check(
        'ours vs raw fetch, CPU per call (raw ÷ ours)',
        '≥ 0.85×',
        oursCpu,
        times(oursCpu),
        (v) => v >= 0.85,
      ),
    ],
    notes,
  };
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
