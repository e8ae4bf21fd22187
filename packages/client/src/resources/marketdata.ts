import { getCandles, listTrades } from '@marketdata-sdk/types/internal';
import type { Transport } from '../createTransport';
import { bindMethod, type ParamsMethod } from '../internals/bindMethod';

/** The market data resource. */
export interface MarketdataResource {
  /**
   * The `count` trades printed just before `to` (Unix ms), current trading day only.
   * @example const ticks = await client.marketdata.listTrades({ ticker: 'AAPL', count: 100, to: Date.now() });
   */
  listTrades: ParamsMethod<'listTrades'>;
  /**
   * Price bars (`t` ms, `o`, `h`, `l`, `c`, `v` volume, `a` traded value) of one session and
   * adjustment, `step` × `interval` wide, from `from` (Unix ms) to `to` (default now).
   * @example const bars = await client.marketdata.getCandles({ ticker: 'AAPL', interval: 'min', step: 5, from: Date.now() - 3_600_000 });
   */
  getCandles: ParamsMethod<'getCandles'>;
}

/**
 * Creates the market data resource over a transport.
 * @example const marketdata = createMarketdataResource(createTransport({ apiKey }));
 */
export function createMarketdataResource(transport: Transport): MarketdataResource {
  return {
    listTrades: bindMethod(transport, listTrades),
    getCandles: bindMethod(transport, getCandles),
  };
}
