/**
 * `pnpm --filter @marketdata-sdk/bench exec tsx src/cliMcp.ts`: the command line's and the MCP
 * server's measurements (table output time, start-up, tools/list and result sizes), written to
 * the `cli-mcp` kept section of RESULTS.md so that a bench run carries it over.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sampleArgs } from '@marketdata-sdk/test-tools';
import { operationRows } from '@marketdata-sdk/types/internal';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const cliBin = fileURLToPath(new URL('../../packages/cli/dist/bin.js', import.meta.url));
const mcpBin = fileURLToPath(new URL('../../packages/mcp/dist/bin.js', import.meta.url));
const results = fileURLToPath(new URL('../RESULTS.md', import.meta.url));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** Wall time of one run of `node args`, in ms. */
function timed(args: readonly string[], env: NodeJS.ProcessEnv = process.env): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')}: ${run.stderr}`);
  return performance.now() - started;
}

function tableTimes(): string[][] {
  const env = { ...process.env, COLUMNS: '80' };
  const rows = [8000, 25_000].map((n) => {
    const args = [cliBin, '--sandbox', '--format', 'table', 'news', 'wires', '--limit', String(n)];
    const ndjson = [
      cliBin,
      '--sandbox',
      '--format',
      'ndjson',
      'news',
      'wires',
      '--limit',
      String(n),
    ];
    const table: number[] = [];
    const plain: number[] = [];
    for (let i = 0; i < 3; i++) {
      table.push(timed(args, env));
      plain.push(timed(ndjson, env));
    }
    return { n, table: median(table), plain: median(plain) };
  });
  const [small, large] = rows as [(typeof rows)[0], (typeof rows)[0]];
  return [
    ...rows.map((r) => [
      `${r.n.toLocaleString('en-US')} rows`,
      `${(r.table / 1000).toFixed(2)} s`,
      `${(r.plain / 1000).toFixed(2)} s`,
    ]),
    [
      '25,000 ÷ 8,000 (target ≤ 3.5×)',
      `${(large.table / small.table).toFixed(2)}×`,
      `${(large.plain / small.plain).toFixed(2)}×`,
    ],
  ];
}

function startup(): string[][] {
  const cases: Record<string, string[]> = {
    'node -e 0': ['-e', '0'],
    'marketdata --help': [cliBin, '--help'],
    'marketdata-mcp --version': [mcpBin, '--version'],
  };
  const times: Record<string, number[]> = Object.fromEntries(
    Object.keys(cases).map((name) => [name, []]),
  );
  for (let i = 0; i < 15; i++)
    for (const [name, args] of Object.entries(cases)) times[name]!.push(timed(args));
  const base = median(times['node -e 0']!);
  return Object.keys(cases).map((name) => {
    const value = median(times[name]!);
    return [name, `${value.toFixed(0)} ms`, `${(value / base).toFixed(2)}×`];
  });
}

async function mcpSizes(): Promise<{ listChars: number; perTool: string[][] }> {
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [mcpBin, '--sandbox'] }),
  );
  try {
    const listed = await client.listTools();
    const listChars = JSON.stringify(listed.tools).length;
    const rows = Object.values(operationRows);
    const call = async (id: string, params: Record<string, unknown>) => {
      const result = await client.callTool({ name: id, arguments: params });
      return (result.structuredContent as { data?: unknown } | undefined)?.data;
    };
    const perTool: string[][] = [];
    for (const row of rows) {
      const base = await sampleArgs(row, { rows, call });
      const variants = row.params.some((p) => p.name === 'ticker')
        ? ['AAPL', 'NVDA', 'SPY', 'MSFT', 'JPM'].map((ticker) => ({ ...base, ticker }))
        : [base];
      let largest = 0;
      for (const args of variants) {
        const result = await client.callTool({ name: row.operationId, arguments: args });
        const text = result.content as { type: string; text?: string }[];
        const chars = text.reduce((sum, part) => sum + (part.text?.length ?? 0), 0);
        largest = Math.max(largest, chars);
      }
      perTool.push([`\`${row.operationId}\``, largest.toLocaleString('en-US')]);
    }
    return { listChars, perTool };
  } finally {
    await client.close();
  }
}

const table = (headers: string[], rows: string[][]) =>
  [
    `| ${headers.join(' | ')} |`,
    `|${headers.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

const tables = tableTimes();
const starts = startup();
const { listChars, perTool } = await mcpSizes();
const largest = Math.max(...perTool.map((r) => Number(r[1]!.replace(/,/g, ''))));
const load = execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' })
  .split(' ')
  .slice(0, 3)
  .join(' ');
const section = `<!-- kept: cli-mcp -->
## Command line and MCP server (${new Date().toISOString().slice(0, 10)} run, load ${load})

\`marketdata --sandbox --format table news wires --limit N\` at 80 columns, piped (the same rows as
NDJSON beside it), median of 3 runs:

${table(['rows', 'table', 'NDJSON'], tables)}

Start-up, median of 15 interleaved runs, against bare \`node -e 0\`:

${table(['command', 'median', 'vs node -e 0'], starts)}

MCP server (\`marketdata-mcp --sandbox\` over stdio, through the official client): \`tools/list\`
is **${listChars.toLocaleString('en-US')} characters** with every output schema (target ≤ 40,000).
The largest default result of each tool (its sample arguments, and AAPL, NVDA, SPY, MSFT, JPM
where it takes a ticker), in characters of the text content (target ≤ 40,000 each; largest
${largest.toLocaleString('en-US')}):

${table(['tool', 'largest result, characters'], perTool)}

Written by \`npx -y pnpm@12.21.0 --filter @marketdata-sdk/bench exec tsx --conditions=@marketdata-sdk/source src/cliMcp.ts\` from the built bins.
<!-- /kept: cli-mcp -->`;

const previous = readFileSync(results, 'utf8');
const kept = /<!-- kept: cli-mcp -->[\s\S]*?<!-- \/kept: cli-mcp -->/;
writeFileSync(
  results,
  kept.test(previous) ? previous.replace(kept, section) : `${previous.trimEnd()}\n\n${section}\n`,
);
console.log(section);
