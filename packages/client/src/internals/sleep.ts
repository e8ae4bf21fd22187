/** The longest delay a timer can hold: `setTimeout` fires at once (after 1 ms) beyond it. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Resolves after `ms`, or rejects with the signal's reason when it aborts first. A delay beyond
 * the timer maximum resolves at that maximum, so no timer ever overflows: every caller waits in
 * a loop that checks again (the rate-limit queue) or never asks for more (a retry waits 60 s at
 * most, a feed's interval is bounded by its rule).
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(
      () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      },
      Math.min(Math.max(ms || 0, 0), MAX_TIMER_MS),
    );
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort);
  });
}
