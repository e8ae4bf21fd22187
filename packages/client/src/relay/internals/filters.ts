import { listWires } from '@marketdata-sdk/types/internal';
import { buildUrl } from '../../internals/buildUrl';
import type { WireFilter } from './watchLocally';

const NAMES = ['tab', 'tickers', 'industry'] as const;

/** The query parameter that carries `Last-Event-ID` where a client cannot set the header. */
export const LAST_EVENT_ID_PARAM = 'lastEventId';

/**
 * Reads a subscriber's filter from the query string and checks it against `listWires`'s rules.
 * Throws an error naming the parameter and the rule: an unknown or repeated parameter, or a
 * value the operation refuses.
 */
export function readFilter(query: URLSearchParams): WireFilter {
  const filter: Record<string, string> = {};
  for (const name of new Set(query.keys())) {
    if (name === LAST_EVENT_ID_PARAM) continue;
    if (!(NAMES as readonly string[]).includes(name))
      throw new TypeError(
        `parameter "${name}" is unknown (expected ${NAMES.join(', ')} or ${LAST_EVENT_ID_PARAM})`,
      );
    const values = query.getAll(name);
    if (values.length > 1)
      throw new TypeError(`parameter "${name}" must be given once (got ${values.length})`);
    filter[name] = values[0]!;
  }
  buildUrl('', listWires, filter);
  return filter as WireFilter;
}

/** One name per distinct filter: the same filter in any parameter order gives the same name. */
export function filterName(filter: WireFilter): string {
  return JSON.stringify(NAMES.map((name) => filter[name] ?? null));
}

/** A short hash of a filter's name, for store keys. */
export async function topicOf(name: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`wires:${name}`));
  return Array.from(new Uint8Array(digest).slice(0, 12), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}
