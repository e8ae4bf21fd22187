import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbortError, TimeoutError } from '../src/index';
import { rejectionOf, sandboxClient } from './sandbox';

afterEach(() => {
  vi.useRealTimers();
});

describe('timeouts and aborts', () => {
  it('time out each attempt and retry the next one', async () => {
    const { client, sandbox, requests } = sandboxClient({ timeoutMs: 30 });
    sandbox.faults.failNext(1, 'latency;ms=500');
    await expect(client.stocks.getFinancialMetrics({ ticker: 'AAPL' })).resolves.toBeTypeOf(
      'object',
    );
    expect(requests).toHaveLength(2);
  });

  it('abort the request of an attempt that timed out, and send the retry under a live signal', async () => {
    const { sandbox } = sandboxClient();
    const signals: AbortSignal[] = [];
    const { client } = sandboxClient({
      timeoutMs: 30,
      fetch: (url, init) => {
        signals.push(init.signal!);
        // The first attempt never answers; later ones reach the sandbox.
        return signals.length === 1
          ? new Promise<Response>(() => {})
          : sandbox.fetch(new Request(url, init));
      },
    });
    await expect(client.stocks.getFinancialMetrics({ ticker: 'AAPL' })).resolves.toBeTypeOf(
      'object',
    );
    await expect(client.stocks.getFinancialMetrics({ ticker: 'MSFT' })).resolves.toBeTypeOf(
      'object',
    );
    expect(signals).toHaveLength(3);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals.slice(1).map((s) => s.aborted)).toEqual([false, false]);
  });

  it('take a per-call timeoutMs', async () => {
    const { client } = sandboxClient({
      maxRetries: 0,
      headers: { 'X-Sandbox-Fault': 'latency;ms=300' },
    });
    const error = await rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }, { timeoutMs: 20 }),
    );
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it('abort an in-flight request with the caller signal, without retrying', async () => {
    const { client, requests } = sandboxClient({
      headers: { 'X-Sandbox-Fault': 'latency;ms=500' },
    });
    const controller = new AbortController();
    const pending = rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }, { signal: controller.signal }),
    );
    setTimeout(() => controller.abort(), 10);
    const error = await pending;
    expect(error).toBeInstanceOf(AbortError);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(requests).toHaveLength(1);
  });

  it('send nothing when the signal is already aborted', async () => {
    const { client, requests } = sandboxClient();
    const error = await rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }, { signal: AbortSignal.abort() }),
    );
    expect(error).toBeInstanceOf(AbortError);
    expect(requests).toHaveLength(0);
  });

  it('abort a backoff wait and leave no timer behind', async () => {
    vi.useFakeTimers();
    const { client, sandbox, requests } = sandboxClient({ maxRetries: 3 });
    sandbox.faults.failNext(3, 'http-503');
    const controller = new AbortController();
    const pending = rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }, { signal: controller.signal }),
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(requests).toHaveLength(1);
    controller.abort();
    expect(await pending).toBeInstanceOf(AbortError);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leave no timer behind after a success or a timeout', async () => {
    vi.useFakeTimers();
    const { client } = sandboxClient({ maxRetries: 0 });
    const ok = client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    await vi.advanceTimersByTimeAsync(1);
    await ok;
    expect(vi.getTimerCount()).toBe(0);
    const never = () => new Promise<Response>(() => {}); // a server that never answers
    const { client: stuck } = sandboxClient({ maxRetries: 0, timeoutMs: 1000, fetch: never });
    const pending = rejectionOf(stuck.stocks.getFinancialMetrics({ ticker: 'AAPL' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toBeInstanceOf(TimeoutError);
    expect(vi.getTimerCount()).toBe(0);
  });
});
