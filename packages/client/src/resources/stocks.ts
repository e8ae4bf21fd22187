import {
  getFinancialMetrics,
  getFinancialStatements,
  getStockProfile,
  listDividends,
  listEarnings,
} from '@marketdata-sdk/types/internal';
import type { Transport } from '../createTransport';
import { bindMethod, type ParamsMethod } from '../internals/bindMethod';

/** The stocks resource: earnings, statements, metrics, dividends and the profile of one stock. */
export interface StocksResource {
  /**
   * Earnings reports, latest first.
   * @example const reports = await client.stocks.listEarnings({ ticker: 'AAPL', size: 4 });
   */
  listEarnings: ParamsMethod<'listEarnings'>;
  /**
   * Income statements, cash flow statements and balance sheets as line trees.
   * @example const { income_statements } = await client.stocks.getFinancialStatements({ ticker: 'AAPL', period: 4 });
   */
  getFinancialStatements: ParamsMethod<'getFinancialStatements'>;
  /**
   * Financial metrics such as `pe_ttm` and `roe_ttm`.
   * @example const { pe_ttm } = await client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
   */
  getFinancialMetrics: ParamsMethod<'getFinancialMetrics'>;
  /**
   * Dividends (ETFs are not supported by the service).
   * @example const dividends = await client.stocks.listDividends({ ticker: 'KO' });
   */
  listDividends: ParamsMethod<'listDividends'>;
  /**
   * The stock's profile: an object whose members the service does not document, so the type
   * promises none (`Record<string, unknown>`).
   * @example const profile = await client.stocks.getStockProfile({ ticker: 'AAPL' });
   */
  getStockProfile: ParamsMethod<'getStockProfile'>;
}

/**
 * Creates the stocks resource over a transport.
 *
 * @example
 * const stocks = createStocksResource(createTransport({ apiKey }));
 */
export function createStocksResource(transport: Transport): StocksResource {
  return {
    listEarnings: bindMethod(transport, listEarnings),
    getFinancialStatements: bindMethod(transport, getFinancialStatements),
    getFinancialMetrics: bindMethod(transport, getFinancialMetrics),
    listDividends: bindMethod(transport, listDividends),
    getStockProfile: bindMethod(transport, getStockProfile),
  };
}
