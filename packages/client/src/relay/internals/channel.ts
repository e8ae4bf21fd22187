import { type Frame, frame, reloadFrame, statusFrame } from './sse';

/** One headline as the relay holds it: its id and its JSON, encoded once as a frame. */
export interface RelayItem {
  /** The headline's `news_id`, the event's SSE id. */
  id: string;
  /** The headline as JSON. */
  json: string;
}

/** One open SSE response. */
export interface Subscriber {
  /** Queues a frame; a subscriber whose buffer is full gets `reload` and is closed. */
  push(data: Frame): void;
  /** Closes the stream. */
  close(): void;
  /** True once closed (by the relay, or by the subscriber going away). */
  readonly closed: boolean;
}

interface Entry {
  id: string;
  frame: Frame;
}

/** Sizes of a channel's memory. */
export interface ChannelLimits {
  /** Headlines kept for resuming with `Last-Event-ID`. */
  backlogSize: number;
  /** Headlines a new subscriber without `Last-Event-ID` receives first. */
  snapshotSize: number;
}

/**
 * The headlines of one filter and the subscribers that share them: a bounded backlog for
 * `Last-Event-ID`, every headline delivered once (a repeat, as after a leader change, is dropped),
 * oldest first.
 */
export class Channel {
  readonly subscribers = new Set<Subscriber>();
  private readonly backlog: Entry[] = [];
  private readonly seen = new Set<string>();
  /** The id just before the backlog's first entry, while nothing between them is missing. */
  private anchor: string | undefined;
  private state = 'connecting';
  private isReady = false;
  /** Subscribers that joined before the backlog was known, and where they resume. */
  private readonly waiting = new Map<Subscriber, string | undefined>();
  /** The `end` event, once the feed has ended for good. */
  private failure: Frame | undefined;

  constructor(private readonly limits: ChannelLimits) {}

  /** The newest headline's id, if any. */
  get lastId(): string | undefined {
    return this.backlog.at(-1)?.id;
  }

  /** Marks the backlog complete from `anchor` on (when given) and lets waiting subscribers in. */
  ready(anchor?: string): void {
    if (this.isReady) return;
    if (!this.backlog.length) this.anchor = anchor;
    this.isReady = true;
    for (const [subscriber, lastEventId] of this.waiting) this.attach(subscriber, lastEventId);
    this.waiting.clear();
  }

  /**
   * Adds a subscriber. It gets the feed's status at once; once the backlog is known, after
   * `lastEventId` what followed it from the backlog, or, when the backlog does not reach back to
   * it, a `reload` event and the latest headlines; without one, the latest headlines.
   */
  join(subscriber: Subscriber, lastEventId?: string): void {
    if (this.failure) {
      subscriber.push(this.failure);
      subscriber.close();
      return;
    }
    subscriber.push(statusFrame(this.state));
    if (this.isReady) this.attach(subscriber, lastEventId);
    else this.waiting.set(subscriber, lastEventId);
  }

  /** Removes a subscriber that went away. */
  leave(subscriber: Subscriber): void {
    this.subscribers.delete(subscriber);
    this.waiting.delete(subscriber);
  }

  private attach(subscriber: Subscriber, lastEventId?: string): void {
    if (subscriber.closed) return;
    let from = Math.max(0, this.backlog.length - this.limits.snapshotSize);
    if (lastEventId !== undefined) {
      const at = this.backlog.findIndex((e) => e.id === lastEventId);
      if (at >= 0) from = at + 1;
      else if (lastEventId === this.anchor) from = 0;
      else
        subscriber.push(
          reloadFrame(`headline ${lastEventId} is no longer in the relay's backlog; reload`),
        );
    }
    for (let i = from; i < this.backlog.length; i++) subscriber.push(this.backlog[i]!.frame);
    if (!subscriber.closed) this.subscribers.add(subscriber);
  }

  /** Delivers new headlines, oldest first, to every subscriber; ids seen before are skipped. */
  deliver(items: readonly RelayItem[]): void {
    for (const { id, json } of items) {
      if (this.seen.has(id)) continue;
      this.seen.add(id);
      const entry = { id, frame: frame('headline', json, id) };
      this.backlog.push(entry);
      for (const subscriber of this.subscribers) subscriber.push(entry.frame);
    }
    const extra = this.backlog.length - this.limits.backlogSize;
    if (extra > 0) {
      for (const { id } of this.backlog.splice(0, extra)) this.seen.delete(id);
      this.anchor = undefined;
    }
  }

  /** Tells every subscriber the feed has a hole (a catch-up that could not reach back). */
  reloadAll(reason: string): void {
    this.broadcast(reloadFrame(reason));
  }

  /** Reports the feed's health when it changes. */
  setState(state: 'connecting' | 'live' | 'retrying'): void {
    if (state === this.state) return;
    this.state = state;
    this.broadcast(statusFrame(state));
  }

  /** Ends every stream with an `end` event (the feed stopped for good, e.g. a refused key). */
  fail(error: unknown): void {
    const e = error as { name?: string; message?: string };
    this.failure = frame(
      'end',
      JSON.stringify({ name: e?.name ?? 'Error', message: e?.message ?? String(error) }),
    );
    for (const subscriber of [...this.subscribers, ...this.waiting.keys()]) {
      subscriber.push(this.failure);
      subscriber.close();
    }
    this.subscribers.clear();
    this.waiting.clear();
  }

  /** Sends a frame to every subscriber, those waiting for the backlog included. */
  broadcast(data: Frame): void {
    for (const subscriber of this.subscribers) subscriber.push(data);
    for (const subscriber of this.waiting.keys()) subscriber.push(data);
  }
}
