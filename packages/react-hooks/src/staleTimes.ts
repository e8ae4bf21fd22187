import type { OperationId } from '@marketdata-sdk/client';

const second = 1_000;
const minute = 60 * second;
const hour = 60 * minute;

/**
 * How long each operation's data stays fresh (ms) unless a query says otherwise. Above zero, so
 * data prefetched on a server is not fetched again when the page hydrates; the wire list is
 * short because new items arrive many times a minute, and content bodies never change.
 */
export const defaultStaleTimes: Readonly<Record<OperationId, number>> = {
  listWires: 15 * second,
  getWireContent: hour,
  getArticleContent: hour,
  listCongressTrades: 10 * minute,
  listEarnings: 10 * minute,
  getFinancialStatements: hour,
  getFinancialMetrics: 10 * minute,
  listDividends: hour,
  listEtfHoldings: hour,
  searchSecurities: hour,
  listRatingsHistory: 10 * minute,
  getConsensus: 10 * minute,
  listTrades: 5 * second,
  listEconomicEvents: 10 * minute,
  getEarningsBacktest: hour,
  listArticles: minute,
  listInsiderTrades: 10 * minute,
  getStockProfile: hour,
  getEtfProfile: hour,
  getCandles: 15 * second,
  listEarningsCalendar: 10 * minute,
  listDividendsCalendar: hour,
  listIpoCalendar: hour,
  listCorporateActions: hour,
};
