import { searchSecurities } from '@marketdata-sdk/types/internal';
import type { Transport } from '../createTransport';
import { bindMethod, type ParamsMethod } from '../internals/bindMethod';

/** The securities resource. */
export interface SecuritiesResource {
  /**
   * Securities matching a ticker or part of a company name, by relevance.
   * @example const hits = await client.securities.searchSecurities({ query: 'apple' });
   */
  searchSecurities: ParamsMethod<'searchSecurities'>;
}

/**
 * Creates the securities resource over a transport.
 * @example const securities = createSecuritiesResource(createTransport({ apiKey }));
 */
export function createSecuritiesResource(transport: Transport): SecuritiesResource {
  return { searchSecurities: bindMethod(transport, searchSecurities) };
}
