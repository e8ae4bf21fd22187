// Generated from spec/dist/openapi.json by scripts/generate-params.mjs. Do not edit.
// Regenerate: npx -y pnpm@12.21.0 --filter @marketdata-sdk/client generate:params
import type { ParamRule } from '../operation';

/** The spec version these constraints were derived from. */
export const paramsSpecVersion = "1.0.0";

/** Parameter constraints of `listWires` (GET /news/v1/wire/page/history). */
export const listWiresParams = [{"name":"tab","in":"query","type":"string","enum":["all","manual","important","movers","earnings","insider_trades","technical","8k","twitter"],"default":"all"},{"name":"tickers","in":"query","type":"string","minLength":1},{"name":"industry","in":"query","type":"string","enum":["software","tech_hardware","chips","healthcare_equipment","pharma","banks","defense","industrials","consumer_durables","autos","staples_retail","energy_equip_serv","reits","media"]},{"name":"start_id","in":"query","type":"string","minLength":1},{"name":"size","in":"query","type":"integer","minimum":1,"maximum":50,"default":10}] as const satisfies readonly ParamRule[];

/** Parameter constraints of `getWireContent` (GET /news/v1/wire/info/{content_id}). */
export const getWireContentParams = [{"name":"content_id","in":"path","required":true,"type":"string","minLength":1}] as const satisfies readonly ParamRule[];

/** Parameter constraints of `getArticleContent` (GET /news/v1/article/info/{content_id}). */
export const getArticleContentParams = [{"name":"content_id","in":"path","required":true,"type":"string","minLength":1}] as const satisfies readonly ParamRule[];

/** Parameter constraints of `listCongressTrades` (GET /ownership/congress). */
export const listCongressTradesParams = [{"name":"ticker","in":"query","required":true,"type":"string","minLength":1},{"name":"page","in":"query","type":"integer","minimum":1,"default":1},{"name":"size","in":"query","type":"integer","minimum":1,"default":10}] as const satisfies readonly ParamRule[];

/** Parameter constraints of `listEarnings` (GET /securities/stock/financials/earnings). */
export const listEarningsParams = [{"name":"ticker","in":"query","required":true,"type":"string","minLength":1},{"name":"size","in":"query","type":"integer","minimum":1,"default":5}] as const satisfies readonly ParamRule[];

/** Parameter constraints of `getFinancialStatements` (GET /securities/stock/financials/statements). */
export const getFinancialStatementsParams = [{"name":"ticker","in":"query","required":true,"type":"string","minLength":1},{"name":"period","in":"query","type":"integer","enum":[0,1,2,3,4]}] as const satisfies readonly ParamRule[];

/** Parameter constraints of `getFinancialMetrics` (GET /securities/stock/financials). */
export const getFinancialMetricsParams = [{"name":"ticker","in":"query","required":true,"type":"string","minLength":1}] as const satisfies readonly ParamRule[];

/** Parameter constraints of `listDividends` (GET /securities/stock/financials/dividends). */
export const listDividendsParams = [{"name":"ticker","in":"query","required":true,"type":"string","minLength":1}] as const satisfies readonly ParamRule[];

/** Parameter constraints of `listEtfHoldings` (GET /securities/etf/holdings). */
export const listEtfHoldingsParams = [{"name":"ticker","in":"query","required":true,"type":"string","minLength":1},{"name":"from","in":"query","type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$","format":"date"},{"name":"to","in":"query","type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$","format":"date"}] as const satisfies readonly ParamRule[];

/** Parameter constraints of `searchSecurities` (GET /securities/search). */
export const searchSecuritiesParams = [{"name":"query","in":"query","required":true,"type":"string","minLength":1}] as const satisfies readonly ParamRule[];

/** Parameter constraints of `listRatingsHistory` (GET /analysis-ratings/history). */
export const listRatingsHistoryParams = [{"name":"ticker","in":"query","required":true,"type":"string","minLength":1}] as const satisfies readonly ParamRule[];

/** Parameter constraints of `getConsensus` (GET /analysis-ratings/consensus). */
export const getConsensusParams = [{"name":"ticker","in":"query","required":true,"type":"string","minLength":1}] as const satisfies readonly ParamRule[];

/** Parameter constraints of `listTrades` (GET /marketdata/trades). */
export const listTradesParams = [{"name":"ticker","in":"query","required":true,"type":"string","minLength":1},{"name":"count","in":"query","required":true,"type":"integer","minimum":1},{"name":"to","in":"query","required":true,"type":"integer","minimum":0,"format":"int64"}] as const satisfies readonly ParamRule[];

/** Parameter constraints of `listEconomicEvents` (GET /calendar/economics). */
export const listEconomicEventsParams = [{"name":"date","in":"query","required":true,"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$","format":"date"}] as const satisfies readonly ParamRule[];

/** Parameter constraints of `getEarningsBacktest` (GET /calendar/earnings/backtesting). */
export const getEarningsBacktestParams = [{"name":"unique_id","in":"query","required":true,"type":"string","minLength":1}] as const satisfies readonly ParamRule[];
