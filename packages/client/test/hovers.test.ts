import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// What an editor shows on hover over a call's result: TypeScript's language service, asked for
// the quick info of each `const` below, as VS Code asks it.
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const file = `${packageDir}test/__hover__.ts`;
const source = `import { createMarketDataClient } from '../src/index';
const client = createMarketDataClient({ apiKey: 'k' });
export async function calls() {
  const metrics = await client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
  const page = await client.news.listWires();
  const trades = await client.ownership.listCongressTrades({ ticker: 'AAPL' });
  const events = await client.calendar.listEconomicEvents({ date: '2025-06-06' });
  const consensus = await client.ratings.getConsensus({ ticker: 'AAPL' });
  const byId = await client.request('getFinancialStatements', { ticker: 'AAPL' });
  const withResponse = await client.stocks.getStockProfile.withResponse({ ticker: 'AAPL' });
  const [headline] = page.data;
  const [trade] = trades.data;
  return { metrics, events, consensus, byId, withResponse, headline, trade };
}
`;

function hovers(): Map<string, string> {
  const config = ts.getParsedCommandLineOfConfigFile(`${packageDir}tsconfig.json`, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!config) throw new Error('tsconfig.json could not be read');
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [file],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) =>
      name === file
        ? ts.ScriptSnapshot.fromString(source)
        : ts.sys.fileExists(name)
          ? ts.ScriptSnapshot.fromString(readFileSync(name, 'utf8'))
          : undefined,
    getCurrentDirectory: () => packageDir,
    getCompilationSettings: () => config.options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (name) => name === file || ts.sys.fileExists(name),
    readFile: (name) => (name === file ? source : ts.sys.readFile(name)),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host);
  const errors = service.getSemanticDiagnostics(file);
  if (errors.length) {
    throw new Error(
      errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'),
    );
  }
  const shown = new Map<string, string>();
  for (const match of source.matchAll(/const \[?(\w+)/g)) {
    const name = match[1]!;
    const info = service.getQuickInfoAtPosition(file, match.index + match[0].length - 1);
    shown.set(name, ts.displayPartsToString(info?.displayParts));
  }
  return shown;
}

describe('editor hovers over call results', () => {
  it('name the payload types instead of expanding their structure', () => {
    const shown = hovers();
    expect(Object.fromEntries(shown)).toMatchObject({
      metrics: 'const metrics: FinancialMetrics & HasRequestId',
      trades: 'const trades: Page<"listCongressTrades">',
      events: 'const events: EconomicEvent[] & HasRequestId',
      consensus: 'const consensus: (Consensus & HasRequestId) | null',
      page: 'const page: Page<"listWires">',
      byId: 'const byId: FinancialStatements & HasRequestId',
      withResponse: 'const withResponse: WithResponse<StockProfile & HasRequestId>',
      headline: 'const headline: Headline | undefined',
      trade: 'const trade: CongressTrade | undefined',
    });
  }, 60_000);
});
