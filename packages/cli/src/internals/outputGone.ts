/** The output stream as far as watching it needs: a writable that may tell of its end. */
type Output = NodeJS.WritableStream & { errored?: Error | null; destroyed?: boolean };

/** The output's reader went away; see {@link watchOutput}. */
export interface OutputWatch {
  /** Aborts when `signal` does or when the reader has gone. */
  readonly signal: AbortSignal;
  /** Whether the reader has gone (`… | head` has what it wanted). */
  readonly gone: boolean;
  /** Checks the output after a write: a write the reader refused (EPIPE) aborts at once. */
  afterWrite(): void;
  /** Stops watching. */
  dispose(): void;
}

/**
 * Watches the output for its reader going away (`marketdata news wires --all | head`): a write
 * that failed, an `error` or a `close` of the stream aborts the signal, so the request in flight
 * and the paging loop stop at once rather than at the next write.
 */
export function watchOutput(output: NodeJS.WritableStream, signal: AbortSignal): OutputWatch {
  const stream = output as Output;
  const controller = new AbortController();
  let gone = false;
  const leave = () => {
    if (gone) return;
    gone = true;
    controller.abort(new Error('the output was closed'));
  };
  const forward = () => controller.abort(signal.reason);
  if (signal.aborted) forward();
  else signal.addEventListener('abort', forward, { once: true });
  const watches = typeof stream.on === 'function';
  if (watches) {
    stream.on('error', leave);
    stream.on('close', leave);
  }
  return {
    signal: controller.signal,
    get gone() {
      return gone;
    },
    afterWrite() {
      // A write to a closed pipe fails at once, while its `error` event waits a turn.
      if (stream.errored || stream.destroyed) leave();
    },
    dispose() {
      signal.removeEventListener('abort', forward);
      if (!watches) return;
      stream.off?.('error', leave);
      stream.off?.('close', leave);
    },
  };
}
