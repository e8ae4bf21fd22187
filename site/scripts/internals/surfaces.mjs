// Where each operation lives in each package, read from the built packages themselves (never a
// table kept here): the client method, the React hook, the CLI command and its flags, the MCP tool.
import { Writable } from 'node:stream';
import { runCli } from '@marketdata-sdk/cli';
import { createMarketDataClient } from '@marketdata-sdk/client';
import { createMarketDataMcpServer } from '@marketdata-sdk/mcp';
import * as hooks from '@marketdata-sdk/react-hooks';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';

const capital = (word) => word[0].toUpperCase() + word.slice(1);

/** `client.<resource>.<method>`: the resource method that sends the operation. */
export function clientMethod(operation) {
  const client = createMarketDataClient({ apiKey: 'site-build', baseUrl: 'http://127.0.0.1:9' });
  for (const [resource, methods] of Object.entries(client)) {
    if (methods && typeof methods === 'object' && typeof methods[operation.id] === 'function') {
      return { resource, method: operation.id };
    }
  }
  throw new Error(`${operation.id}: no client resource has a method of that name`);
}

/** The named hook of the operation, as `@marketdata-sdk/react-hooks` exports it. */
export function hookName(operation) {
  const name = `use${capital(operation.id)}`;
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: a build script, not a bundle: it checks the export by name.
  if (typeof hooks[name] !== 'function') {
    throw new Error(`${operation.id}: @marketdata-sdk/react-hooks exports no ${name}`);
  }
  return name;
}

async function cliHelp(argv) {
  let text = '';
  const stdout = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  await runCli([...argv, '--help'], { stdout, stderr: stdout, env: {} });
  return text;
}

/** The lines of one section (`Commands:`, `Options:`, `Arguments:`) of a commander help text. */
function section(text, title) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === title);
  if (start < 0) return [];
  const rows = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(' ')) break;
    if (/^ {2}\S/.test(line)) rows.push(line.trim());
    else if (rows.length) rows[rows.length - 1] += ` ${line.trim()}`;
  }
  return rows;
}

/**
 * The CLI command of every operation: found in each area's command list by the operation's
 * summary, then its own help read for positional arguments and flags. An area named like the
 * program itself (`marketdata`) has its commands at the top (`marketdata trades`), as the CLI's
 * help lists them. `words` are the command's words after `marketdata`.
 */
export async function cliCommands(operations) {
  const commands = new Map();
  for (const area of new Set(operations.map((o) => o.row.area))) {
    const group = area === 'marketdata' ? [] : [area];
    const listed = section(await cliHelp(group), 'Commands:').map((row) => {
      const [name = ''] = row.split(/\s+/);
      return { name, text: row.replace(/\s+/g, ' ') };
    });
    for (const operation of operations.filter((o) => o.row.area === area)) {
      const entry = listed.find((c) => c.text.includes(operation.summary));
      if (!entry)
        throw new Error(
          `${operation.id}: no \`marketdata ${area}\` command says "${operation.summary}"`,
        );
      const words = [...group, entry.name];
      const help = await cliHelp(words);
      const args = section(help, 'Arguments:').map((row) => row.split(/\s+/)[0]);
      const flags = section(help, 'Options:').map((row) => row.match(/--([a-z0-9_-]+)/)?.[1]);
      commands.set(operation.id, { words, args, flags });
    }
  }
  return commands;
}

/** The MCP tool of every operation, from the server's own tool list. */
export async function mcpTools(operations) {
  const server = createMarketDataMcpServer({
    client: createMarketDataClient({ apiKey: 'site-build', baseUrl: 'http://127.0.0.1:9' }),
  });
  const client = new Client({ name: 'site-build', version: '0.0.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  try {
    const { tools } = await client.listTools();
    const snake = (id) => id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const kebab = (id) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    return new Map(
      operations.map((operation) => {
        const tool = tools.find((t) =>
          [operation.id, snake(operation.id), kebab(operation.id)].includes(t.name),
        );
        if (!tool) throw new Error(`${operation.id}: the MCP server lists no tool for it`);
        return [
          operation.id,
          { name: tool.name, args: Object.keys(tool.inputSchema?.properties ?? {}) },
        ];
      }),
    );
  } finally {
    await client.close();
    await server.close();
  }
}
