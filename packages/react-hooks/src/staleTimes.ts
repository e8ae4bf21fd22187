import type { OperationId } from '@marketdata-sdk/client';
import { staleTimeSeconds } from '@marketdata-sdk/types/internal';

/**
 * How long each operation's data stays fresh (ms) unless a query says otherwise: the spec's
 * `x-stale-time` of the operation. Above zero, so data prefetched on a server is not fetched
 * again when the page hydrates; the wire list and trades are short because new items arrive
 * many times a minute, and content bodies never change.
 */
export const defaultStaleTimes: Readonly<Record<OperationId, number>> = Object.fromEntries(
  Object.entries(staleTimeSeconds).map(([operationId, seconds]) => [operationId, seconds * 1_000]),
) as Record<OperationId, number>;
