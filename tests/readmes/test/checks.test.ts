import { describe, expect, it } from 'vitest';
import { type CodeBlock, extractBlocks, fragmentReason, isFragment } from '../src/extract';
import {
  checkJsonBlock,
  checkShellBlock,
  commandsOf,
  importedPackages,
  runsSomething,
} from '../src/shell';

const block = (code: string, lang = 'ts', flags: string[] = []): CodeBlock => ({
  readme: 'packages/example/README.md',
  line: 10,
  lang,
  flags,
  code,
});

describe('the README checks themselves', () => {
  it('extract fenced blocks with their language, flags and line', () => {
    const markdown = '# Title\n\n```ts fragment\nuseThing();\n```\n\n~~~sh\nnpm install x\n~~~\n';
    const [first, second] = extractBlocks(markdown, 'README.md');
    expect(first).toMatchObject({
      line: 3,
      lang: 'ts',
      flags: ['fragment'],
      code: 'useThing();\n',
    });
    expect(first && isFragment(first)).toBe(true);
    expect(second).toMatchObject({ line: 7, lang: 'sh', flags: [], code: 'npm install x\n' });
  });

  it('reject a bare npx marketdata-sandbox, a missing script and an unknown command', async () => {
    const problems = await checkShellBlock(
      block(
        'npx marketdata-sandbox --port 4010\nnpx -y pnpm@12.21.0 --filter @marketdata-sdk/client nope\nmake all\n',
        'sh',
      ),
    );
    expect(problems).toEqual([
      expect.stringContaining('write `npx -p @marketdata-sdk/fixtures marketdata-sandbox'),
      expect.stringContaining('@marketdata-sdk/client has no script "nope"'),
      expect.stringContaining('`make all` is not a command this test knows how to check'),
    ]);
  });

  it('reject an npm install of a package name that is not ours and not used here', async () => {
    const problems = await checkShellBlock(block('npm install @marketdata-sdk/clent\n', 'sh'));
    expect(problems).toEqual([expect.stringContaining('@marketdata-sdk/clent is neither')]);
  });

  it('split shell blocks into commands and find value imports', () => {
    expect(
      commandsOf('# comment\nFOO=1 npx -y pnpm@1 install && npx -y pnpm@1 test # all\n'),
    ).toEqual(['npx -y pnpm@1 install', 'npx -y pnpm@1 test']);
    expect(
      importedPackages(
        "import type { A } from '@marketdata-sdk/types';\nimport { setupServer } from 'msw/node';\nimport { x } from './local';\nimport 'node:fs';\n",
      ),
    ).toEqual(['msw']);
  });

  it('read the reason of a fragment from its info string, and find none when it gives none', () => {
    const [withReason, without] = extractBlocks(
      '```tsx fragment: a hook call inside a component\nuseThing();\n```\n\n```ts fragment\nx;\n```\n',
      'README.md',
    );
    expect(withReason && fragmentReason(withReason)).toBe('a hook call inside a component');
    expect(without && isFragment(without)).toBe(true);
    expect(without && fragmentReason(without)).toBeUndefined();
  });

  it('tell a shell block that runs a command from one that is only looked at', () => {
    expect(runsSomething(block('marketdata --sandbox stocks earnings --ticker AAPL\n', 'sh'))).toBe(
      true,
    );
    expect(runsSomething(block('npm install @marketdata-sdk/cli\n', 'sh'))).toBe(false);
  });

  it('reject a JSON block that does not parse, and an MCP server command that is not ours', async () => {
    expect(await checkJsonBlock(block('{ "a": 1, }\n', 'json'))).toEqual([
      expect.stringContaining('not valid JSON'),
    ]);
    const config = JSON.stringify({
      mcpServers: { marketdata: { command: 'npx', args: ['-y', 'marketdata-mcp'] } },
    });
    expect(await checkJsonBlock(block(config, 'json'))).toEqual([
      expect.stringContaining('mcpServers.marketdata: `npx -y marketdata-mcp` is not a command'),
    ]);
  });
});
