// The five ways to call an operation, generated from its row, its spec examples and the names
// the built packages give it (see surfaces.mjs). Nothing here is written per operation.

/** The production service root, as the spec's first server names it. */
export const productionUrl = 'https://openapi.ainvest.com/open';

/** A parameter whose example must be the current time in Unix ms (`timestampUnit: 'ms'`, required). */
const isNow = (param) => param.timestampUnit === 'ms' && param.required;

/** The example parameters of an operation, in the row's order. */
function exampleParams(operation) {
  // A paging cursor is left out: its example names an item of the provider's, not one of yours.
  const cursor = operation.row.paging?.cursor;
  return operation.row.params
    .filter((param) => param.name !== cursor && operation.examples[param.name] !== undefined)
    .map((param) => ({ param, value: operation.examples[param.name] }));
}

const tsLiteral = (value) =>
  typeof value === 'string' && !/['\\\n]/.test(value) ? `'${value}'` : JSON.stringify(value);
const tsValue = ({ param, value }, now = 'Date.now()') => (isNow(param) ? now : tsLiteral(value));
const tsObject = (entries, now) =>
  entries.length === 0
    ? ''
    : `{ ${entries.map((e) => `${/^[a-z_][a-z0-9_]*$/i.test(e.param.name) ? e.param.name : tsLiteral(e.param.name)}: ${tsValue(e, now)}`).join(', ')} }`;
const shellValue = ({ param, value }) =>
  isNow(param)
    ? '$(date +%s000)'
    : /^[\w.,:-]+$/.test(String(value))
      ? String(value)
      : `'${value}'`;

/** `client.<resource>.<method>(params)` with a client from the environment. */
export function clientSnippet(operation, { resource, method }) {
  return [
    "import { createMarketDataClient } from '@marketdata-sdk/client';",
    '',
    '// MARKETDATA_API_KEY (and MARKETDATA_BASE_URL, if not production) from the environment',
    'const client = createMarketDataClient();',
    '',
    `const result = await client.${resource}.${method}(${tsObject(exampleParams(operation))});`,
    'console.log(result);',
    '',
  ].join('\n');
}

/** A React component that renders the operation's named hook under a `MarketDataProvider`. */
export function hookSnippet(operation, hook) {
  const entries = exampleParams(operation);
  // "Now" is taken once, on mount: a new value at each render would be a new query each time.
  const needsNow = entries.some(({ param }) => isNow(param));
  const params = tsObject(entries, 'now') || '{}';
  const component = `${operation.id[0].toUpperCase()}${operation.id.slice(1)}`;
  return [
    ...(needsNow ? ["import { useState } from 'react';"] : []),
    `import { ${hook} } from '@marketdata-sdk/react-hooks';`,
    '',
    `// Inside a <MarketDataProvider client={client}> and a TanStack <QueryClientProvider>`,
    `export function ${component}() {`,
    ...(needsNow ? ['  const [now] = useState(() => Date.now());'] : []),
    `  const { data, error, isPending } = ${hook}(${params});`,
    '  if (isPending) return <p>Loading…</p>;',
    '  if (error) return <p role="alert">{error.message}</p>;',
    '  return <pre>{JSON.stringify(data, null, 2)}</pre>;',
    '}',
    '',
  ].join('\n');
}

/** `marketdata <area> <command>` (or `marketdata <command>`) with positional arguments and flags as the CLI's help names them. */
export function cliSnippet(operation, command) {
  const kebab = (name) => name.replaceAll('_', '-');
  const words = ['marketdata', ...command.words];
  for (const entry of exampleParams(operation)) {
    const { name } = entry.param;
    if (
      command.args.some(
        (arg) =>
          arg.replace(/[<>[\].]/g, '') === name || arg.replace(/[<>[\].]/g, '') === kebab(name),
      )
    ) {
      words.push(shellValue(entry));
    } else if (command.flags.includes(kebab(name)) || command.flags.includes(name)) {
      words.push(
        `--${command.flags.includes(kebab(name)) ? kebab(name) : name}`,
        shellValue(entry),
      );
    } else {
      throw new Error(
        `${operation.id}.${name}: the command \`${words.join(' ')}\` has no argument or flag for it`,
      );
    }
  }
  return `# MARKETDATA_API_KEY (and MARKETDATA_BASE_URL, if not production) from the environment\n${words.join(' ')}\n`;
}

/** A `tools/call` of the MCP server, from a TypeScript MCP client already connected to it. */
export function mcpSnippet(operation, tool) {
  const args =
    tsObject(exampleParams(operation).filter(({ param }) => tool.args.includes(param.name))) ||
    '{}';
  return [
    "import type { Client } from '@modelcontextprotocol/sdk/client/index.js';",
    '',
    '// `mcp` is connected to `marketdata-mcp` (stdio) or its HTTP endpoint',
    `export async function call${operation.id[0].toUpperCase()}${operation.id.slice(1)}(mcp: Client) {`,
    `  return mcp.callTool({ name: ${tsLiteral(tool.name)}, arguments: ${args} });`,
    '}',
    '',
  ].join('\n');
}

/** `curl` with the bearer key, against `MARKETDATA_BASE_URL` or production. */
export function curlSnippet(operation) {
  let path = operation.row.path;
  const query = [];
  for (const entry of exampleParams(operation)) {
    if (entry.param.in === 'path') {
      path = path.replace(`{${entry.param.name}}`, encodeURIComponent(String(entry.value)));
    } else {
      const value = isNow(entry.param) ? '$(date +%s000)' : encodeURIComponent(String(entry.value));
      query.push(`${entry.param.name}=${value}`);
    }
  }
  const url = `\${MARKETDATA_BASE_URL:-${productionUrl}}${path}${query.length ? `?${query.join('&')}` : ''}`;
  return `curl -sS -H "Authorization: Bearer $MARKETDATA_API_KEY" \\\n  "${url}"\n`;
}

/** All five snippets of an operation, keyed by kind, with the language each is written in. */
export function snippetsOf(operation, surfaces) {
  return [
    {
      kind: 'client',
      title: 'TypeScript client',
      lang: 'ts',
      code: clientSnippet(operation, surfaces.method),
    },
    { kind: 'hook', title: 'React hook', lang: 'tsx', code: hookSnippet(operation, surfaces.hook) },
    { kind: 'cli', title: 'CLI', lang: 'sh', code: cliSnippet(operation, surfaces.command) },
    { kind: 'mcp', title: 'MCP tool call', lang: 'ts', code: mcpSnippet(operation, surfaces.tool) },
    { kind: 'curl', title: 'curl', lang: 'sh', code: curlSnippet(operation) },
  ];
}
