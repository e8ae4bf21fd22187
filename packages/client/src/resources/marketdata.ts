import type { Transport } from '../createTransport';
import { listTrades } from '../generated/operations';
import { bindMethod, type ParamsMethod } from '../internals/bindMethod';

/** The market data resource. */
export interface MarketdataResource {
  /**
   * The `count` trades printed just before `to` (Unix ms), current trading day only.
   * @example const ticks = await client.marketdata.listTrades({ ticker: 'AAPL', count: 100, to: Date.now() });
   */
  listTrades: ParamsMethod<'listTrades'>;
}

/**
 * Creates the market data resource over a transport.
 * @example const marketdata = createMarketdataResource(createTransport({ apiKey }));
 */
export function createMarketdataResource(transport: Transport): MarketdataResource {
  return { listTrades: bindMethod(transport, listTrades) };
}
