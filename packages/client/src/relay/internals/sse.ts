const encoder = new TextEncoder();

/** One Server-Sent Events frame, encoded once and shared by every subscriber. */
export type Frame = Uint8Array;

/** Writes an SSE frame; each data line is its own `data:` field, as the format requires. */
export function frame(event: string, data: string, id?: string): Frame {
  const lines = data.split(/\r\n|\r|\n/).map((line) => `data: ${line}\n`);
  return encoder.encode(
    `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\n${lines.join('')}\n`,
  );
}

/** A comment frame: ignored by parsers, it keeps proxies from closing an idle stream. */
export const heartbeatFrame: Frame = encoder.encode(': heartbeat\n\n');

/** The reconnection delay a browser's `EventSource` should use, in milliseconds. */
export function retryFrame(ms: number): Frame {
  return encoder.encode(`retry: ${Math.round(ms)}\n\n`);
}

/** The `reload` event: what the subscriber holds has a hole; drop it and start over. */
export function reloadFrame(reason: string): Frame {
  return frame('reload', JSON.stringify({ reason }));
}

/** The `status` event: the shared feed's health (`connecting`, `live` or `retrying`). */
export function statusFrame(state: string): Frame {
  return frame('status', JSON.stringify({ state }));
}
