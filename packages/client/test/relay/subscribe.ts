import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** One SSE stream read by a test, parsed with eventsource-parser. */
export interface TestStream {
  /** The HTTP status. */
  status: number;
  /** Every event so far, in order. */
  events: EventSourceMessage[];
  /** The raw text so far. */
  text: string;
  /** Headline ids so far, in order. */
  ids(): string[];
  /** True once the relay ended the stream. */
  ended: boolean;
  /** Resolves when `test` holds (polled every 20 ms), rejects after `timeoutMs`. */
  until(test: (s: TestStream) => boolean, timeoutMs?: number): Promise<void>;
  /** Starts reading a stream opened with `read = false`. */
  resume(): void;
  /** Stops reading: the subscriber goes away. */
  leave(): Promise<void>;
}

/** Subscribes to a relay handler (any `Request → Response`) and reads the stream as it comes. */
export async function subscribe(
  handler: (request: Request) => Promise<Response>,
  query = '',
  lastEventId?: string,
  read = true,
): Promise<TestStream> {
  const controller = new AbortController();
  const response = await handler(
    new Request(`http://relay.test/wires${query}`, {
      headers: lastEventId ? { 'last-event-id': lastEventId } : {},
      signal: controller.signal,
    }),
  );
  const stream: TestStream = {
    status: response.status,
    events: [],
    text: '',
    ended: false,
    ids: () => stream.events.filter((e) => e.event === 'headline').map((e) => e.id!),
    async until(test, timeoutMs = 10_000) {
      const end = Date.now() + timeoutMs;
      while (!test(stream)) {
        if (Date.now() > end)
          throw new Error(
            `timed out; events so far: ${stream.events.map((e) => e.event).join(',')}`,
          );
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    resume: () => pump(),
    async leave() {
      controller.abort();
      await reader?.cancel().catch(() => {});
    },
  };
  const parser = createParser({ onEvent: (event) => stream.events.push(event) });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const pump = () =>
    void (async () => {
      if (!reader) return;
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const text = decoder.decode(value, { stream: true });
          stream.text += text;
          parser.feed(text);
        }
      } catch {}
      stream.ended = true;
    })();
  if (read) pump();
  return stream;
}
