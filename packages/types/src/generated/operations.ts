// generated, do not edit — run `npx -y pnpm@12.21.0 generate` (source: the spec, via redocly.yaml)

import type { OperationRow } from '../operationRow';
import type { operations } from './openapi';

/** The areas (spec tags) that group operations into resources. */
export type Area = "news" | "ownership" | "stocks" | "etf" | "securities" | "ratings" | "marketdata" | "calendar";

/** `listWires`: `GET /news/v1/wire/page/history`. */
export const listWires = {"operationId":"listWires","area":"news","method":"get","path":"/news/v1/wire/page/history","params":[{"name":"tab","in":"query","type":"string","enum":["all","manual","important","movers","earnings","insider_trades","technical","8k","twitter"],"default":"all"},{"name":"tickers","in":"query","type":"string","minLength":1,"separator":","},{"name":"industry","in":"query","type":"string","enum":["software","tech_hardware","chips","healthcare_equipment","pharma","banks","defense","industrials","consumer_durables","autos","staples_retail","energy_equip_serv","reits","media"]},{"name":"start_id","in":"query","type":"string","minLength":1},{"name":"size","in":"query","type":"integer","minimum":1,"maximum":50,"default":10}],"unwrap":false,"paging":{"kind":"cursor","cursor":"start_id","size":"size"}} as const satisfies OperationRow<"listWires">;

/** `getWireContent`: `GET /news/v1/wire/info/{content_id}`. */
export const getWireContent = {"operationId":"getWireContent","area":"news","method":"get","path":"/news/v1/wire/info/{content_id}","params":[{"name":"content_id","in":"path","required":true,"type":"string","minLength":1}],"unwrap":false,"paging":null,"cacheTtlSeconds":86400} as const satisfies OperationRow<"getWireContent">;

/** `getArticleContent`: `GET /news/v1/article/info/{content_id}`. */
export const getArticleContent = {"operationId":"getArticleContent","area":"news","method":"get","path":"/news/v1/article/info/{content_id}","params":[{"name":"content_id","in":"path","required":true,"type":"string","minLength":1}],"unwrap":false,"paging":null,"cacheTtlSeconds":86400} as const satisfies OperationRow<"getArticleContent">;

/** `listCongressTrades`: `GET /ownership/congress`. */
export const listCongressTrades = {"operationId":"listCongressTrades","area":"ownership","method":"get","path":"/ownership/congress","params":[{"name":"ticker","in":"query","required":true,"type":"string","minLength":1},{"name":"page","in":"query","type":"integer","minimum":1,"default":1},{"name":"size","in":"query","type":"integer","minimum":1,"default":10}],"unwrap":true,"paging":{"kind":"page","page":"page","size":"size"},"cacheTtlSeconds":3600} as const satisfies OperationRow<"listCongressTrades">;

/** `listEarnings`: `GET /securities/stock/financials/earnings`. */
export const listEarnings = {"operationId":"listEarnings","area":"stocks","method":"get","path":"/securities/stock/financials/earnings","params":[{"name":"ticker","in":"query","required":true,"type":"string","minLength":1},{"name":"size","in":"query","type":"integer","minimum":1,"default":5}],"unwrap":false,"paging":null,"cacheTtlSeconds":3600} as const satisfies OperationRow<"listEarnings">;

/** `getFinancialStatements`: `GET /securities/stock/financials/statements`. */
export const getFinancialStatements = {"operationId":"getFinancialStatements","area":"stocks","method":"get","path":"/securities/stock/financials/statements","params":[{"name":"ticker","in":"query","required":true,"type":"string","minLength":1},{"name":"period","in":"query","type":"integer","enum":[0,1,2,3,4]}],"unwrap":false,"paging":null,"cacheTtlSeconds":86400} as const satisfies OperationRow<"getFinancialStatements">;

/** `getFinancialMetrics`: `GET /securities/stock/financials`. */
export const getFinancialMetrics = {"operationId":"getFinancialMetrics","area":"stocks","method":"get","path":"/securities/stock/financials","params":[{"name":"ticker","in":"query","required":true,"type":"string","minLength":1}],"unwrap":false,"paging":null,"cacheTtlSeconds":900} as const satisfies OperationRow<"getFinancialMetrics">;

/** `listDividends`: `GET /securities/stock/financials/dividends`. */
export const listDividends = {"operationId":"listDividends","area":"stocks","method":"get","path":"/securities/stock/financials/dividends","params":[{"name":"ticker","in":"query","required":true,"type":"string","minLength":1}],"unwrap":false,"paging":null,"cacheTtlSeconds":21600} as const satisfies OperationRow<"listDividends">;

/** `listEtfHoldings`: `GET /securities/etf/holdings`. */
export const listEtfHoldings = {"operationId":"listEtfHoldings","area":"etf","method":"get","path":"/securities/etf/holdings","params":[{"name":"ticker","in":"query","required":true,"type":"string","minLength":1},{"name":"from","in":"query","type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$","format":"date"},{"name":"to","in":"query","type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$","format":"date"}],"unwrap":true,"paging":null,"cacheTtlSeconds":21600} as const satisfies OperationRow<"listEtfHoldings">;

/** `searchSecurities`: `GET /securities/search`. */
export const searchSecurities = {"operationId":"searchSecurities","area":"securities","method":"get","path":"/securities/search","params":[{"name":"query","in":"query","required":true,"type":"string","minLength":1}],"unwrap":true,"paging":null,"cacheTtlSeconds":86400} as const satisfies OperationRow<"searchSecurities">;

/** `listRatingsHistory`: `GET /analysis-ratings/history`. */
export const listRatingsHistory = {"operationId":"listRatingsHistory","area":"ratings","method":"get","path":"/analysis-ratings/history","params":[{"name":"ticker","in":"query","required":true,"type":"string","minLength":1}],"unwrap":true,"paging":null,"cacheTtlSeconds":3600} as const satisfies OperationRow<"listRatingsHistory">;

/** `getConsensus`: `GET /analysis-ratings/consensus`. */
export const getConsensus = {"operationId":"getConsensus","area":"ratings","method":"get","path":"/analysis-ratings/consensus","params":[{"name":"ticker","in":"query","required":true,"type":"string","minLength":1}],"unwrap":false,"paging":null,"nullable":true,"cacheTtlSeconds":3600} as const satisfies OperationRow<"getConsensus">;

/** `listTrades`: `GET /marketdata/trades`. */
export const listTrades = {"operationId":"listTrades","area":"marketdata","method":"get","path":"/marketdata/trades","params":[{"name":"ticker","in":"query","required":true,"type":"string","minLength":1},{"name":"count","in":"query","required":true,"type":"integer","minimum":1},{"name":"to","in":"query","required":true,"type":"integer","minimum":0,"format":"int64","timestampUnit":"ms"}],"unwrap":true,"paging":null} as const satisfies OperationRow<"listTrades">;

/** `listEconomicEvents`: `GET /calendar/economics`. */
export const listEconomicEvents = {"operationId":"listEconomicEvents","area":"calendar","method":"get","path":"/calendar/economics","params":[{"name":"date","in":"query","required":true,"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$","format":"date"}],"unwrap":true,"paging":null,"cacheTtlSeconds":900} as const satisfies OperationRow<"listEconomicEvents">;

/** `getEarningsBacktest`: `GET /calendar/earnings/backtesting`. */
export const getEarningsBacktest = {"operationId":"getEarningsBacktest","area":"calendar","method":"get","path":"/calendar/earnings/backtesting","params":[{"name":"unique_id","in":"query","required":true,"type":"string","minLength":1}],"unwrap":false,"paging":null,"cacheTtlSeconds":86400} as const satisfies OperationRow<"getEarningsBacktest">;

/** `listArticles`: `GET /news/v1/article/page/history`. */
export const listArticles = {"operationId":"listArticles","area":"news","method":"get","path":"/news/v1/article/page/history","params":[{"name":"start_id","in":"query","type":"string","minLength":1},{"name":"size","in":"query","type":"integer","minimum":1,"maximum":50,"default":10}],"unwrap":false,"paging":{"kind":"cursor","cursor":"start_id","size":"size"},"cacheTtlSeconds":300} as const satisfies OperationRow<"listArticles">;

/** `listInsiderTrades`: `GET /ownership/insider`. */
export const listInsiderTrades = {"operationId":"listInsiderTrades","area":"ownership","method":"get","path":"/ownership/insider","params":[{"name":"ticker","in":"query","required":true,"type":"string","minLength":1},{"name":"page","in":"query","type":"integer","minimum":1,"default":1},{"name":"size","in":"query","type":"integer","minimum":1,"default":10}],"unwrap":true,"paging":{"kind":"page","page":"page","size":"size"},"cacheTtlSeconds":3600} as const satisfies OperationRow<"listInsiderTrades">;

/** `getStockProfile`: `GET /securities/stock/profile`. */
export const getStockProfile = {"operationId":"getStockProfile","area":"stocks","method":"get","path":"/securities/stock/profile","params":[{"name":"ticker","in":"query","required":true,"type":"string","minLength":1}],"unwrap":false,"paging":null,"cacheTtlSeconds":86400} as const satisfies OperationRow<"getStockProfile">;

/** `getEtfProfile`: `GET /securities/etf/profile`. */
export const getEtfProfile = {"operationId":"getEtfProfile","area":"etf","method":"get","path":"/securities/etf/profile","params":[{"name":"ticker","in":"query","required":true,"type":"string","minLength":1}],"unwrap":false,"paging":null,"cacheTtlSeconds":86400} as const satisfies OperationRow<"getEtfProfile">;

/** `getCandles`: `GET /marketdata/candles`. */
export const getCandles = {"operationId":"getCandles","area":"marketdata","method":"get","path":"/marketdata/candles","params":[{"name":"ticker","in":"query","required":true,"type":"string","minLength":1},{"name":"interval","in":"query","required":true,"type":"string","enum":["min","day","week","month","year"]},{"name":"step","in":"query","required":true,"type":"integer","minimum":1},{"name":"from","in":"query","required":true,"type":"integer","minimum":0,"format":"int64","timestampUnit":"ms"},{"name":"to","in":"query","type":"integer","minimum":0,"format":"int64","default":0,"timestampUnit":"ms"},{"name":"session","in":"query","type":"string","enum":["pre_market","intraday","post_market"],"default":"intraday"},{"name":"adjustment","in":"query","type":"string","enum":["actual","backward","backward_1","backward_2","backward_3","forward","forward_1","forward_2","forward_3"],"default":"actual"}],"unwrap":true,"paging":null} as const satisfies OperationRow<"getCandles">;

/** `listEarningsCalendar`: `GET /calendar/earnings`. */
export const listEarningsCalendar = {"operationId":"listEarningsCalendar","area":"calendar","method":"get","path":"/calendar/earnings","params":[{"name":"date","in":"query","required":true,"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$","format":"date"}],"unwrap":true,"paging":null,"cacheTtlSeconds":900} as const satisfies OperationRow<"listEarningsCalendar">;

/** `listDividendsCalendar`: `GET /calendar/dividends`. */
export const listDividendsCalendar = {"operationId":"listDividendsCalendar","area":"calendar","method":"get","path":"/calendar/dividends","params":[{"name":"date","in":"query","required":true,"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$","format":"date"}],"unwrap":true,"paging":null,"cacheTtlSeconds":3600} as const satisfies OperationRow<"listDividendsCalendar">;

/** `listIpoCalendar`: `GET /calendar/ipo`. */
export const listIpoCalendar = {"operationId":"listIpoCalendar","area":"calendar","method":"get","path":"/calendar/ipo","params":[{"name":"date","in":"query","required":true,"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$","format":"date"}],"unwrap":true,"paging":null,"cacheTtlSeconds":3600} as const satisfies OperationRow<"listIpoCalendar">;

/** `listCorporateActions`: `GET /calendar/corporateactions`. */
export const listCorporateActions = {"operationId":"listCorporateActions","area":"calendar","method":"get","path":"/calendar/corporateactions","params":[{"name":"date","in":"query","required":true,"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$","format":"date"}],"unwrap":true,"paging":null,"cacheTtlSeconds":86400} as const satisfies OperationRow<"listCorporateActions">;

/**
 * Every operation of the spec, keyed by operationId, in spec order: path, parameters with
 * their constraints and defaults, unwrapping, paging kind and cache TTL.
 */
export const operationRows = { listWires, getWireContent, getArticleContent, listCongressTrades, listEarnings, getFinancialStatements, getFinancialMetrics, listDividends, listEtfHoldings, searchSecurities, listRatingsHistory, getConsensus, listTrades, listEconomicEvents, getEarningsBacktest, listArticles, listInsiderTrades, getStockProfile, getEtfProfile, getCandles, listEarningsCalendar, listDividendsCalendar, listIpoCalendar, listCorporateActions } as const satisfies { readonly [TId in keyof operations]: OperationRow<TId> };

/**
 * Seconds each operation's data stays fresh for a reader (the spec's `x-stale-time`), by
 * operationId: the hooks' default stale times.
 */
export const staleTimeSeconds = {"listWires":15,"getWireContent":3600,"getArticleContent":3600,"listCongressTrades":600,"listEarnings":600,"getFinancialStatements":3600,"getFinancialMetrics":600,"listDividends":3600,"listEtfHoldings":3600,"searchSecurities":3600,"listRatingsHistory":600,"getConsensus":600,"listTrades":5,"listEconomicEvents":600,"getEarningsBacktest":3600,"listArticles":60,"listInsiderTrades":600,"getStockProfile":3600,"getEtfProfile":3600,"getCandles":15,"listEarningsCalendar":600,"listDividendsCalendar":3600,"listIpoCalendar":3600,"listCorporateActions":3600} as const satisfies { readonly [TId in keyof operations]: number };

/**
 * The area (spec tag) of each operation, by operationId: what the hooks' query keys read,
 * without every row.
 */
export const operationAreas = {"listWires":"news","getWireContent":"news","getArticleContent":"news","listCongressTrades":"ownership","listEarnings":"stocks","getFinancialStatements":"stocks","getFinancialMetrics":"stocks","listDividends":"stocks","listEtfHoldings":"etf","searchSecurities":"securities","listRatingsHistory":"ratings","getConsensus":"ratings","listTrades":"marketdata","listEconomicEvents":"calendar","getEarningsBacktest":"calendar","listArticles":"news","listInsiderTrades":"ownership","getStockProfile":"stocks","getEtfProfile":"etf","getCandles":"marketdata","listEarningsCalendar":"calendar","listDividendsCalendar":"calendar","listIpoCalendar":"calendar","listCorporateActions":"calendar"} as const satisfies { readonly [TId in keyof operations]: Area };

/** The operationIds of the spec, in spec order. */
export const operationIds = ["listWires","getWireContent","getArticleContent","listCongressTrades","listEarnings","getFinancialStatements","getFinancialMetrics","listDividends","listEtfHoldings","searchSecurities","listRatingsHistory","getConsensus","listTrades","listEconomicEvents","getEarningsBacktest","listArticles","listInsiderTrades","getStockProfile","getEtfProfile","getCandles","listEarningsCalendar","listDividendsCalendar","listIpoCalendar","listCorporateActions"] as const satisfies readonly (keyof operations)[];
