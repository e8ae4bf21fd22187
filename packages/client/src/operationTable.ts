import {
  getArticleContent,
  getCandles,
  getConsensus,
  getEarningsBacktest,
  getEtfProfile,
  getFinancialMetrics,
  getFinancialStatements,
  getStockProfile,
  getWireContent,
  listArticles,
  listCongressTrades,
  listCorporateActions,
  listDividends,
  listDividendsCalendar,
  listEarnings,
  listEarningsCalendar,
  listEconomicEvents,
  listEtfHoldings,
  listInsiderTrades,
  listIpoCalendar,
  listRatingsHistory,
  listTrades,
  listWires,
  searchSecurities,
} from './generated/operations';
import type { OperationDefinition, ParamRule } from './operation';
import type { IsNested, OperationId, OperationParams, OperationPath } from './types';

/**
 * A row checked against the generated `paths`: the path must be the one whose GET is the
 * operation, every parameter rule must name a parameter of the operation, and `unwrap` must
 * agree with the response type. A renamed path or parameter fails to compile.
 */
type Row<TId extends OperationId> = OperationDefinition<TId> & {
  readonly path: OperationPath<TId>;
  readonly params: readonly (ParamRule & { readonly name: keyof OperationParams<TId> & string })[];
  readonly unwrap: IsNested<TId>;
};

/**
 * Every operation of the spec, keyed by operationId: `{ operationId, area, method, path,
 * params, unwrap }`. The rows are generated from the spec; this table checks them against the
 * generated types. Resources, the generic `request` and the React hooks are driven by it.
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
  listArticles,
  listInsiderTrades,
  getStockProfile,
  getEtfProfile,
  getCandles,
  listEarningsCalendar,
  listDividendsCalendar,
  listIpoCalendar,
  listCorporateActions,
} as const satisfies { readonly [TId in OperationId]: Row<TId> };
