/** One entry of a filter's shared stream. */
export interface StoredItem {
  /** Where the entry sits in the stream (read on after it). */
  cursor: string;
  /** The headline's `news_id`. */
  id: string;
  /** The headline as JSON. */
  json: string;
}

/**
 * Where relay instances share one poller per filter: a lease per filter (held by the instance
 * that polls) and a capped stream of the headlines it found. Every method rejects while the
 * store is unreachable; the relay then polls from its own process.
 */
export interface RelayStore {
  /** Whether the last command reached the store. */
  readonly healthy: boolean;
  /** Resolves when the store answers. */
  ping(): Promise<void>;
  /** Takes the lease of `topic` for `owner`, or renews it; resolves `true` while `owner` holds it. */
  lease(topic: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up if `owner` holds it. */
  release(topic: string, owner: string): Promise<void>;
  /** Appends headlines, oldest first, only while `owner` holds the lease; resolves whether it did. */
  publish(
    topic: string,
    owner: string,
    items: readonly { id: string; json: string }[],
    maxLength: number,
  ): Promise<boolean>;
  /** Entries after `cursor` (`0`: from the start), oldest first, at most `count`. */
  read(topic: string, cursor: string, count: number): Promise<StoredItem[]>;
  /** The newest `count` entries, oldest first. */
  tail(topic: string, count: number): Promise<StoredItem[]>;
}
