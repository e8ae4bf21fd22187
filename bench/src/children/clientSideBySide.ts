/**
 * Side-by-side client load process: raw `fetch` and our client in one process, against one
 * server, in alternating slices of `sliceMs` with `inFlight` calls in flight each, so that both
 * meet the same moments of a noisy machine. Prints one JSON line with each peer's calls, calls per
 * second and CPU per call (process CPU time of its slices ÷ its calls).
 *
 * argv[2]: a JSON `SideBySideConfig`.
 */
import { type PeerName, peerCall, type WiresCall } from '../internals/peers';

interface SideBySideConfig {
  peers: PeerName[];
  baseUrl: string;
  inFlight: number;
  sliceMs: number;
  slices: number;
  warmupMs: number;
}

interface Tally {
  calls: number;
  errors: number;
  cpuUs: number;
  ms: number;
  firstError?: string;
}

/** Runs `call` with `inFlight` in flight until `ms` pass; resolves when the last one settles. */
async function slice(call: WiresCall, inFlight: number, ms: number, tally: Tally) {
  const deadline = performance.now() + ms;
  const worker = async () => {
    while (performance.now() < deadline) {
      try {
        await call();
        tally.calls++;
      } catch (error) {
        tally.errors++;
        tally.firstError ??= (error as Error).message;
      }
    }
  };
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: inFlight }, worker));
  const used = process.cpuUsage(cpu);
  tally.cpuUs += used.user + used.system;
  tally.ms += performance.now() - started;
}

const config = JSON.parse(process.argv[2] ?? '{}') as SideBySideConfig;
const calls = await Promise.all(config.peers.map((peer) => peerCall(peer, config.baseUrl)));
const scratch: Tally = { calls: 0, errors: 0, cpuUs: 0, ms: 0 };
for (const call of calls) await slice(call, config.inFlight, config.warmupMs, scratch);
const tallies = config.peers.map((): Tally => ({ calls: 0, errors: 0, cpuUs: 0, ms: 0 }));
for (let n = 0; n < config.slices; n++) {
  // Alternate the order, so that neither peer always follows the other's garbage.
  const order = n % 2 ? [...calls.keys()].reverse() : [...calls.keys()];
  for (const i of order) {
    globalThis.gc?.();
    await slice(calls[i]!, config.inFlight, config.sliceMs, tallies[i]!);
  }
}
const result = config.peers.map((peer, i) => {
  const { calls: n, errors, cpuUs, ms, firstError } = tallies[i]!;
  return {
    peer,
    calls: n,
    errors,
    firstError,
    requestsPerSecond: (n / ms) * 1000,
    cpuUsPerCall: cpuUs / Math.max(1, n + errors),
  };
});
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
