import * as P from './generated/params';
import type { Area, OperationDefinition, ParamRule } from './operation';
import type { IsNested, OperationId, OperationParams, OperationPath } from './types';

/**
 * A row checked against the generated `paths`: the path must be the one whose GET is the
 * operation, every parameter rule must name a parameter of the operation, and `unwrap` must say
 * whether the spec nests `data` in `data`. A renamed path or parameter fails to compile.
 */
type Row<TId extends OperationId> = OperationDefinition<TId> & {
  readonly operationId: TId;
  readonly area: Area;
  readonly path: OperationPath<TId>;
  readonly params: readonly (ParamRule & { readonly name: keyof OperationParams<TId> & string })[];
  readonly unwrap: IsNested<TId>;
};

/** `GET /news/v1/wire/page/history`: one page of headlines, latest first. */
export const listWires = {
  operationId: 'listWires',
  area: 'news',
  method: 'get',
  path: '/news/v1/wire/page/history',
  params: P.listWiresParams,
  unwrap: false,
} as const satisfies Row<'listWires'>;

/** `GET /news/v1/wire/info/{content_id}`: a wire with its body. */
export const getWireContent = {
  operationId: 'getWireContent',
  area: 'news',
  method: 'get',
  path: '/news/v1/wire/info/{content_id}',
  params: P.getWireContentParams,
  unwrap: false,
} as const satisfies Row<'getWireContent'>;

/** `GET /news/v1/article/info/{content_id}`: an article with its body. */
export const getArticleContent = {
  operationId: 'getArticleContent',
  area: 'news',
  method: 'get',
  path: '/news/v1/article/info/{content_id}',
  params: P.getArticleContentParams,
  unwrap: false,
} as const satisfies Row<'getArticleContent'>;

/** `GET /ownership/congress`: trades by US politicians in a stock. */
export const listCongressTrades = {
  operationId: 'listCongressTrades',
  area: 'ownership',
  method: 'get',
  path: '/ownership/congress',
  params: P.listCongressTradesParams,
  unwrap: true,
} as const satisfies Row<'listCongressTrades'>;

/** `GET /securities/stock/financials/earnings`: earnings reports. */
export const listEarnings = {
  operationId: 'listEarnings',
  area: 'stocks',
  method: 'get',
  path: '/securities/stock/financials/earnings',
  params: P.listEarningsParams,
  unwrap: false,
} as const satisfies Row<'listEarnings'>;

/** `GET /securities/stock/financials/statements`: income, cash flow and balance sheet trees. */
export const getFinancialStatements = {
  operationId: 'getFinancialStatements',
  area: 'stocks',
  method: 'get',
  path: '/securities/stock/financials/statements',
  params: P.getFinancialStatementsParams,
  unwrap: false,
} as const satisfies Row<'getFinancialStatements'>;

/** `GET /securities/stock/financials`: financial metrics. */
export const getFinancialMetrics = {
  operationId: 'getFinancialMetrics',
  area: 'stocks',
  method: 'get',
  path: '/securities/stock/financials',
  params: P.getFinancialMetricsParams,
  unwrap: false,
} as const satisfies Row<'getFinancialMetrics'>;

/** `GET /securities/stock/financials/dividends`: dividends. */
export const listDividends = {
  operationId: 'listDividends',
  area: 'stocks',
  method: 'get',
  path: '/securities/stock/financials/dividends',
  params: P.listDividendsParams,
  unwrap: false,
} as const satisfies Row<'listDividends'>;

/** `GET /securities/etf/holdings`: top 10 holdings of an ETF over time. */
export const listEtfHoldings = {
  operationId: 'listEtfHoldings',
  area: 'etf',
  method: 'get',
  path: '/securities/etf/holdings',
  params: P.listEtfHoldingsParams,
  unwrap: true,
} as const satisfies Row<'listEtfHoldings'>;

/** `GET /securities/search`: securities by ticker or company name. */
export const searchSecurities = {
  operationId: 'searchSecurities',
  area: 'securities',
  method: 'get',
  path: '/securities/search',
  params: P.searchSecuritiesParams,
  unwrap: true,
} as const satisfies Row<'searchSecurities'>;

/** `GET /analysis-ratings/history`: analyst rating changes. */
export const listRatingsHistory = {
  operationId: 'listRatingsHistory',
  area: 'ratings',
  method: 'get',
  path: '/analysis-ratings/history',
  params: P.listRatingsHistoryParams,
  unwrap: true,
} as const satisfies Row<'listRatingsHistory'>;

/** `GET /analysis-ratings/consensus`: consensus rating and target price, or `null`. */
export const getConsensus = {
  operationId: 'getConsensus',
  area: 'ratings',
  method: 'get',
  path: '/analysis-ratings/consensus',
  params: P.getConsensusParams,
  unwrap: false,
} as const satisfies Row<'getConsensus'>;

/** `GET /marketdata/trades`: time and sales of the current trading day. */
export const listTrades = {
  operationId: 'listTrades',
  area: 'marketdata',
  method: 'get',
  path: '/marketdata/trades',
  params: P.listTradesParams,
  unwrap: true,
} as const satisfies Row<'listTrades'>;

/** `GET /calendar/economics`: economic events on a date. */
export const listEconomicEvents = {
  operationId: 'listEconomicEvents',
  area: 'calendar',
  method: 'get',
  path: '/calendar/economics',
  params: P.listEconomicEventsParams,
  unwrap: true,
} as const satisfies Row<'listEconomicEvents'>;

/** `GET /calendar/earnings/backtesting`: how a stock moved after past earnings beats. */
export const getEarningsBacktest = {
  operationId: 'getEarningsBacktest',
  area: 'calendar',
  method: 'get',
  path: '/calendar/earnings/backtesting',
  params: P.getEarningsBacktestParams,
  unwrap: false,
} as const satisfies Row<'getEarningsBacktest'>;

/**
 * Every operation of the spec, keyed by operationId. Resources, the generic `request` and the
 * React hooks are driven by it; a test fails when the spec has an operation it lacks.
 */
export const operationTable = {
  listWires,
  getWireContent,
  getArticleContent,
  listCongressTrades,
  listEarnings,
  getFinancialStatements,
  getFinancialMetrics,
  listDividends,
  listEtfHoldings,
  searchSecurities,
  listRatingsHistory,
  getConsensus,
  listTrades,
  listEconomicEvents,
  getEarningsBacktest,
} as const satisfies { readonly [TId in OperationId]: Row<TId> };
