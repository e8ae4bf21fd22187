import type { MarketDataClient } from '@marketdata-sdk/client';
import { type OperationRow, operationRows as rowsById } from '@marketdata-sdk/types/internal';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import { toolArguments } from './internals/arguments';
import { boundResult, DEFAULT_MAX_RESULT_CHARS, narrowingHint } from './internals/bound';
import { instructionsFor } from './internals/instructions';
import { narrow } from './internals/shape';
import { toolError } from './internals/toolErrors';
import { toolList } from './internals/toolList';
import { packageVersion } from './internals/version';

/** Options of {@link createMarketDataMcpServer}. */
export interface MarketDataMcpServerOptions {
  /** The client every tool calls (live or sandbox). */
  client: MarketDataClient;
  /** The name the server reports (default `marketdata`). */
  name?: string;
  /** The version the server reports (default this package's). */
  version?: string;
  /**
   * The most characters of JSON one tool result carries (default 40 000, about 10 000 tokens).
   * A larger result keeps the items of its lists that fit, from the newest end of a time
   * series, and says so, with the parameters that narrow the call; one that cannot be cut is a
   * tool error.
   */
  maxResultChars?: number;
}

/** Every operation row of the spec, one tool each. */
export const operationRows: readonly OperationRow[] = Object.values(rowsById);

/**
 * Creates an MCP server with one read-only tool per operation of the spec. Connect it to a
 * transport (`StdioServerTransport`, `StreamableHTTPServerTransport`) to serve it.
 *
 * @example
 * const server = createMarketDataMcpServer({ client: createMarketDataClient() });
 * await server.connect(new StdioServerTransport());
 */
export function createMarketDataMcpServer(options: MarketDataMcpServerOptions): Server {
  const maxChars = options.maxResultChars ?? DEFAULT_MAX_RESULT_CHARS;
  if (!(Number.isInteger(maxChars) && maxChars >= 1000))
    throw new RangeError(
      `createMarketDataMcpServer: maxResultChars must be an integer of 1000 or more (got ${maxChars})`,
    );
  const { tools, plans, sharedText } = toolList(operationRows);
  const server = new Server(
    { name: options.name ?? 'marketdata', version: options.version ?? packageVersion },
    {
      capabilities: { tools: {} },
      instructions: instructionsFor(maxChars, sharedText),
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools as never }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const plan = plans.get(request.params.name);
    if (!plan) throw new McpError(ErrorCode.InvalidParams, `Unknown tool "${request.params.name}"`);
    const { row, shape } = plan;
    try {
      const now = Date.now();
      const args = toolArguments(row, shape, request.params.arguments ?? {}, now);
      const payload = await options.client.request(row.operationId as never, args.params as never, {
        signal: extra.signal,
      });
      const narrowed = narrow(payload, args.narrowing, shape);
      const bounded = boundResult(narrowed.data, maxChars);
      if (!bounded)
        return {
          isError: true,
          content: [
            {
              type: 'text',
              text: `The result of ${row.operationId} is larger than ${maxChars} characters and has no list to cut.${narrowingHint(row)}`,
            },
          ],
        };
      const content = [{ type: 'text', text: bounded.text }];
      const notes = [...narrowed.notes];
      if (bounded.cut)
        notes.push(
          `Truncated: showing the ${bounded.cut.kept} ${bounded.cut.shown} of ${bounded.cut.total} items, to stay within ${maxChars} characters.${narrowingHint(row)}`,
        );
      if (args.timed) notes.push(`Server time: ${new Date(now).toISOString()} (${now} ms).`);
      for (const text of notes) content.push({ type: 'text', text });
      return { content, structuredContent: { data: bounded.data } };
    } catch (error) {
      return toolError(error);
    }
  });
  return server;
}
