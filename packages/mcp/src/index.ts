/**
 * `@marketdata-sdk/mcp`: an MCP server for the Market Data, News and Research API, one tool
 * per operation of the spec, generated from its operation rows.
 */
export {
  createMarketDataMcpServer,
  type MarketDataMcpServerOptions,
  operationRows,
} from './createMarketDataMcpServer';
export { type ServeHttpOptions, serveHttp } from './serveHttp';
