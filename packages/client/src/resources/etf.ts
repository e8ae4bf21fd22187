import { getEtfProfile, listEtfHoldings } from '@marketdata-sdk/types/internal';
import type { Transport } from '../createTransport';
import { bindMethod, type ParamsMethod } from '../internals/bindMethod';

/** The ETF resource. */
export interface EtfResource {
  /**
   * The top 10 holdings of an ETF at each known date in `from`–`to` (YYYY-MM-DD).
   * @example const records = await client.etf.listEtfHoldings({ ticker: 'SPY', from: '2025-01-01' });
   */
  listEtfHoldings: ParamsMethod<'listEtfHoldings'>;
  /**
   * The ETF's profile: an object whose members the service does not document, so the type
   * promises none (`Record<string, unknown>`).
   * @example const profile = await client.etf.getEtfProfile({ ticker: 'SPY' });
   */
  getEtfProfile: ParamsMethod<'getEtfProfile'>;
}

/**
 * Creates the ETF resource over a transport.
 * @example const etf = createEtfResource(createTransport({ apiKey }));
 */
export function createEtfResource(transport: Transport): EtfResource {
  return {
    listEtfHoldings: bindMethod(transport, listEtfHoldings),
    getEtfProfile: bindMethod(transport, getEtfProfile),
  };
}
