/**
 * The wire relay: S SSE subscribers over two relay instances that share one Redis, against the
 * sandbox server at its live clock, beside the baseline of one `watchWires` poller per
 * subscriber (today's shape). Upstream polls per interval, delay from a headline's publish time
 * to its receipt by every subscriber, and server-side memory per subscriber.
 */

import { startRedisServer } from '@marketdata-sdk/test-tools';
import { type ChildHandle, forkChild } from '../internals/children';
import { fixed } from '../internals/format';
import { runJsonChild } from '../internals/jsonChild';
import { check, type SuiteResult } from '../internals/results';
import { startSandboxProcess } from '../internals/servers';
import type { BenchSettings } from '../internals/settings';
import { percentile } from '../internals/stats';
import { sandboxKey } from '../internals/wires';

interface SubscribersOutcome {
  connected: number;
  reloads: number;
  lateStart: boolean;
  pollsInWindow: number;
  rssBefore: number;
  rssDuring: number;
  headlines: { received: number; allDelayMs: number; delaysMs: number[] }[];
}

interface RelayStats {
  type: 'stats';
  polls: number;
  rss: number;
  subscribers: number;
}

interface Variant {
  name: string;
  reloads: number;
  pollsPerInterval: number;
  headlines: number;
  deliveredToAll: number;
  p50All: number;
  p99All: number;
  p50Each: number;
  p99Each: number;
  bytesPerSubscriber: number;
}

/** Runs the suite. */
export async function wireRelay(settings: BenchSettings): Promise<Omit<SuiteResult, 'elapsedMs'>> {
  const { relaySubscribers: count, relayIntervalMs: intervalMs } = settings;
  const sandbox = await startSandboxProcess({ wiresPerMinute: settings.relayWiresPerMinute });
  const redis = await startRedisServer();
  try {
    const relay = await runRelay(settings, sandbox.url, redis.url);
    const baseline = await runBaseline(settings, sandbox.url);
    const row = (v: Variant) => [
      v.name,
      fixed(v.pollsPerInterval, 2),
      `${v.deliveredToAll} / ${v.headlines}`,
      fixed(v.p50All),
      fixed(v.p99All),
      fixed(v.p50Each),
      fixed(v.p99Each),
      fixed(v.bytesPerSubscriber / 1024, 1),
    ];
    return {
      id: 'wire-relay',
      title: `Wire relay: ${count} live-feed subscribers (sandbox at ${settings.relayWiresPerMinute} headlines a minute, polled every ${intervalMs} ms)`,
      tables: [
        {
          caption: `Delays are from a headline's \`publish_time\` upstream to its receipt, in ms: "all" is the last of the ${count} subscribers to get it, "each" every (headline, subscriber) pair.`,
          headers: [
            'shape',
            'upstream polls per interval',
            'headlines delivered to all',
            'p50 all (ms)',
            'p99 all (ms)',
            'p50 each (ms)',
            'p99 each (ms)',
            'server memory per subscriber (KiB)',
          ],
          rows: [row(relay), row(baseline)],
        },
      ],
      targets: [
        check(
          'relay: upstream polls per interval (one filter)',
          '≤ 1.1',
          relay.pollsPerInterval,
          fixed(relay.pollsPerInterval, 2),
          (v) => v <= 1.1,
        ),
        check(
          'relay: every headline reached every subscriber',
          `${relay.headlines}`,
          relay.headlines - relay.deliveredToAll,
          `${relay.deliveredToAll} / ${relay.headlines}`,
          (v) => v === 0 && relay.headlines > 0,
        ),
        check(
          'relay: streams told to reload (fell behind)',
          '0',
          relay.reloads,
          String(relay.reloads),
          (v) => v === 0,
        ),
      ],
      notes: [
        `Relay: two relay processes (\`createWireRelay\` with \`createRedisRelayStore\`, \`intervalMs\` ${intervalMs}) share one redis-server; the subscribers' process opens ${count} SSE streams of one filter, alternating between the two, and parses them with eventsource-parser. "Upstream polls per interval" counts the wires-list requests both relays sent during the measured window, divided by the intervals in it. "Server memory per subscriber" is the growth of both relays' RSS (after \`gc()\`) from before the streams opened to the end of the window, divided by the streams.`,
        `Baseline (today's shape): one process runs ${count} clients, each with its own \`watchWires\` poller at the same interval, phases spread over one interval; its memory is that process's RSS growth over the pollers, divided by them. Both shapes run against the same sandbox server process, at its live clock, one after the other. Only headlines published once every stream was open (or every poller started) are timed.`,
        "A headline published right after a poll waits up to one interval for the next: the interval bounds the delay of both shapes; the relay adds its stream read (every 200 ms) and the fan-out. The relays run with `snapshotSize: 0`, so that a stream carries only live headlines; the baseline pollers each read their first page of 50 too. Each delay ends when the subscribers' process reads the event, so a busy subscribers' process (1,000 streams in one Node process on a shared machine) counts in it.",
      ],
    };
  } finally {
    await redis.stop();
    await sandbox.close();
  }
}

function summarize(
  name: string,
  outcome: SubscribersOutcome,
  polls: number,
  bytes: number,
  settings: BenchSettings,
): Variant {
  const windowMs = settings.relayDurationMs;
  const all = outcome.headlines.map((h) => h.allDelayMs);
  const each = outcome.headlines.flatMap((h) => h.delaysMs);
  return {
    name,
    reloads: outcome.reloads ?? 0,
    pollsPerInterval: polls / (windowMs / settings.relayIntervalMs),
    headlines: outcome.headlines.length,
    deliveredToAll: outcome.headlines.filter((h) => h.received === settings.relaySubscribers)
      .length,
    p50All: percentile(all, 50),
    p99All: percentile(all, 99),
    p50Each: percentile(each, 50),
    p99Each: percentile(each, 99),
    bytesPerSubscriber: bytes / settings.relaySubscribers,
  };
}

function timing(settings: BenchSettings) {
  // Time to start the processes and open every stream before the window begins.
  const startAt = Date.now() + 3_000 + settings.relaySubscribers * 10;
  return {
    startAt,
    endAt: startAt + settings.relayDurationMs,
    graceMs: settings.relayIntervalMs * 2 + 3_000,
  };
}

async function runRelay(
  settings: BenchSettings,
  baseUrl: string,
  redisUrl: string,
): Promise<Variant> {
  const relays: ChildHandle[] = [];
  try {
    const urls: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { handle, ready } = await forkChild<{ type: 'ready'; url: string }>('relayServer.ts', {
        baseUrl,
        apiKey: sandboxKey,
        redisUrl,
        intervalMs: settings.relayIntervalMs,
      });
      relays.push(handle);
      urls.push(ready.url);
    }
    const stats = () => Promise.all(relays.map((r) => r.ask<RelayStats>({ type: 'stats' })));
    const before = await stats();
    const { startAt, endAt, graceMs } = timing(settings);
    const outcome = runJsonChild<SubscribersOutcome>(
      'relaySubscribers.ts',
      {
        mode: 'relay',
        urls,
        baseUrl,
        apiKey: sandboxKey,
        count: settings.relaySubscribers,
        intervalMs: settings.relayIntervalMs,
        startAt,
        endAt,
        graceMs,
      },
      endAt - Date.now() + graceMs + 60_000,
    );
    await new Promise((resolve) => setTimeout(resolve, startAt - Date.now()));
    const atStart = await stats();
    await new Promise((resolve) => setTimeout(resolve, endAt - Date.now()));
    const atEnd = await stats();
    const polls = atEnd.reduce((n, s, i) => n + s.polls - atStart[i]!.polls, 0);
    const bytes = atEnd.reduce((n, s, i) => n + s.rss - before[i]!.rss, 0);
    return summarize('relay: 2 instances, one Redis', await outcome, polls, bytes, settings);
  } finally {
    await Promise.all(relays.map((r) => r.stop()));
  }
}

async function runBaseline(settings: BenchSettings, baseUrl: string): Promise<Variant> {
  const { startAt, endAt, graceMs } = timing(settings);
  const outcome = await runJsonChild<SubscribersOutcome>(
    'relaySubscribers.ts',
    {
      mode: 'poll',
      urls: [],
      baseUrl,
      apiKey: sandboxKey,
      count: settings.relaySubscribers,
      intervalMs: settings.relayIntervalMs,
      startAt,
      endAt,
      graceMs,
    },
    endAt - Date.now() + graceMs + 60_000,
  );
  return summarize(
    'one watchWires poller per subscriber',
    outcome,
    outcome.pollsInWindow,
    outcome.rssDuring - outcome.rssBefore,
    settings,
  );
}
