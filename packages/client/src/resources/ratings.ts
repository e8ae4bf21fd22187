import { getConsensus, listRatingsHistory } from '@marketdata-sdk/types/internal';
import type { Transport } from '../createTransport';
import { bindMethod, type ParamsMethod } from '../internals/bindMethod';

/** The ratings resource. */
export interface RatingsResource {
  /**
   * Analyst rating changes of a stock.
   * @example const history = await client.ratings.listRatingsHistory({ ticker: 'AAPL' });
   */
  listRatingsHistory: ParamsMethod<'listRatingsHistory'>;
  /**
   * The consensus rating and target price, or `null` when no analyst rates the stock.
   * @example const consensus = await client.ratings.getConsensus({ ticker: 'AAPL' });
   */
  getConsensus: ParamsMethod<'getConsensus'>;
}

/**
 * Creates the ratings resource over a transport.
 * @example const ratings = createRatingsResource(createTransport({ apiKey }));
 */
export function createRatingsResource(transport: Transport): RatingsResource {
  return {
    listRatingsHistory: bindMethod(transport, listRatingsHistory),
    getConsensus: bindMethod(transport, getConsensus),
  };
}
