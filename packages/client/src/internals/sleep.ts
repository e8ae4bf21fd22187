/** The longest delay a timer can hold: `setTimeout` fires at once (after 1 ms) beyond it. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Resolves after `ms`, or rejects with the signal's reason when it aborts first. A delay beyond
 * the timer maximum is slept in steps, so no timer ever overflows.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout>;
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const step = (left: number) => {
      if (left > 0) timer = setTimeout(step, Math.min(left, MAX_TIMER_MS), left - MAX_TIMER_MS);
      else {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort);
    // The first step always waits on a timer, even for 0 ms.
    timer = setTimeout(step, Math.min(Math.max(ms || 0, 0), MAX_TIMER_MS), ms - MAX_TIMER_MS);
  });
}
