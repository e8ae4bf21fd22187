/**
 * `@marketdata-sdk/client/relay`: one upstream poller for many viewers. A Web-standard
 * `Request → Response` handler that streams new headlines as Server-Sent Events, optionally
 * shared across server instances through Redis.
 */
export { createRedisRelayStore, type RedisRelayStoreOptions } from './relay/createRedisRelayStore';
export { createWireRelay, type WireRelay, type WireRelayOptions } from './relay/createWireRelay';
export type { RelayStore, StoredItem } from './relay/RelayStore';
