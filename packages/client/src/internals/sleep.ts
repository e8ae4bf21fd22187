/** The longest delay a timer can hold: `setTimeout` fires at once (after 1 ms) beyond it. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

function once(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Resolves after `ms`, or rejects with the signal's reason when it aborts first. A delay beyond
 * the timer maximum is slept in steps, so no timer ever overflows.
 */
export async function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  let left = Math.max(ms || 0, 0);
  do {
    const step = Math.min(left, MAX_TIMER_MS);
    await once(step, signal);
    left -= step;
  } while (left > 0);
}
