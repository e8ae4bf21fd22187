/**
 * Client load process: keeps `inFlight` calls of one client running against `baseUrl` for
 * `durationMs` (after an unmeasured warm-up) and prints one JSON line with calls per second.
 *
 * argv[2]: a JSON `ClientLoadConfig`.
 */
import { type PeerName, peerCall, type WiresCall } from '../internals/peers';

interface ClientLoadConfig {
  peer: PeerName;
  baseUrl: string;
  inFlight: number;
  durationMs: number;
  warmupMs: number;
}

async function drive(call: WiresCall, inFlight: number, durationMs: number) {
  const deadline = performance.now() + durationMs;
  let ok = 0;
  let errors = 0;
  let firstError: string | undefined;
  const worker = async () => {
    while (performance.now() < deadline) {
      try {
        await call();
        ok++;
      } catch (error) {
        errors++;
        firstError ??= (error as Error).message;
      }
    }
  };
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: inFlight }, worker));
  const cpu = process.cpuUsage(cpuBefore);
  const seconds = (performance.now() - started) / 1000;
  const cpuUsPerCall = (cpu.user + cpu.system) / Math.max(1, ok + errors);
  return { ok, errors, firstError, seconds, requestsPerSecond: ok / seconds, cpuUsPerCall };
}

const config = JSON.parse(process.argv[2] ?? '{}') as ClientLoadConfig;
const call = await peerCall(config.peer, config.baseUrl);
if (config.warmupMs > 0) await drive(call, config.inFlight, config.warmupMs);
const result = await drive(call, config.inFlight, config.durationMs);
process.stdout.write(`${JSON.stringify({ peer: config.peer, ...result })}\n`);
process.exit(0);
