import { createDataset } from '@marketdata-sdk/fixtures';
import { type SandboxServer, startSandboxServer } from '@marketdata-sdk/fixtures/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CodeBlock,
  commonJsLangs,
  fragmentHint,
  fragmentReason,
  isFragment,
  jsonLangs,
  readmeBlocks,
  shellLangs,
  typedLangs,
  where,
} from '../src/extract';
import { blockRateLimit, runBlock } from '../src/run';
import {
  checkJsonBlock,
  checkShellBlock,
  commandsOf,
  importedPackages,
  npmInstalled,
  runsSomething,
  workspacePackages,
} from '../src/shell';
import { typecheckBlocks } from '../src/typecheck';

const blocks = readmeBlocks();
const fragments = blocks.filter(isFragment);
const checked = blocks.filter((block) => !isFragment(block));
const typed = checked.filter((block) => typedLangs.has(block.lang));
const shell = checked.filter((block) => shellLangs.has(block.lang));
const json = checked.filter((block) => jsonLangs.has(block.lang));
// CommonJS blocks are plain JavaScript: they are checked by running them, so they must be `run`.
const commonJs = checked.filter(
  (block) => commonJsLangs.has(block.lang) && block.flags.includes('run'),
);
const unchecked = checked.filter(
  (block) =>
    !typedLangs.has(block.lang) &&
    !shellLangs.has(block.lang) &&
    !jsonLangs.has(block.lang) &&
    !commonJs.includes(block),
);
const runnable = [...typed, ...commonJs].filter((block) => block.flags.includes('run'));
const byReadme = (list: CodeBlock[]) => [...new Set(list.map((block) => block.readme))];

/** The public packages (every workspace package not marked private), whose READMEs must each carry an example that this test runs. */
const publicReadmes = [...workspacePackages().values()]
  .filter(({ manifest }) => !manifest.private)
  .map(({ dir }) => `${dir}/README.md`)
  .sort();

describe('README code blocks', () => {
  it('are found in every README of the repository', () => {
    expect(byReadme(blocks)).toEqual(expect.arrayContaining(['README.md', ...publicReadmes]));
    expect(typed.length).toBeGreaterThan(10);
  });

  it.each(publicReadmes)(
    '%s has an example that the tests run (```ts run, or a command that runs)',
    (readme) => {
      const runs =
        runnable.some((block) => block.readme === readme) ||
        shell.some((block) => block.readme === readme && runsSomething(block));
      expect(runs, `${readme}: no block is run; add a \`\`\`ts run example`).toBe(true);
    },
  );

  it('check every block: a language the test cannot check must be a fragment with a reason', () => {
    expect(
      unchecked.map(
        (block) =>
          `${where(block)}: no check for "${block.lang || 'no language'}" blocks. ${fragmentHint}`,
      ),
    ).toEqual([]);
  });

  it('say why each fragment is not checked (```ts fragment: <reason>)', () => {
    console.info(
      `${fragments.length} README blocks are not checked on their own (listed as skipped tests):\n${fragments
        .map((block) => `  ${where(block)}: ${fragmentReason(block) ?? 'NO REASON GIVEN'}`)
        .join('\n')}`,
    );
    expect(
      fragments
        .filter((block) => !fragmentReason(block))
        .map((block) => `${where(block)}: a fragment without a reason. ${fragmentHint}`),
    ).toEqual([]);
  });

  describe('type-check as standalone modules against the published types', () => {
    // Two probes share the program: the check must catch a wrong parameter value, at its line.
    const probe = (line: number, code: string): CodeBlock => ({
      readme: 'probe/README.md',
      line,
      lang: 'ts',
      flags: [],
      code,
    });
    const wrong = probe(
      10,
      "import { createMarketDataClient } from '@marketdata-sdk/client';\n\nconst client = createMarketDataClient();\nclient.news.listWires({ tab: 'imporant' });\n",
    );
    const right = probe(
      20,
      "import { wireTabs } from '@marketdata-sdk/types';\nconsole.log(wireTabs[0]);\n",
    );
    let errors: Map<CodeBlock, string>;
    beforeAll(() => {
      errors = typecheckBlocks([...typed, wrong, right]);
    });
    it('(the check reports a wrong block at its README line, and passes a right one)', () => {
      expect(errors.get(wrong)).toMatch(/^probe\/README\.md:14: TS\d+ .*"imporant"/);
      expect(errors.get(right)).toBe('');
    });
    it.each(byReadme(typed))('%s', (readme) => {
      const found = typed
        .filter((block) => block.readme === readme)
        .map((block) => errors.get(block))
        .filter(Boolean);
      expect(found, `${found.join('\n\n')}\n\n${fragmentHint}`).toEqual([]);
    });
  });

  describe('run against the sandbox (blocks marked ```ts run)', () => {
    let server: SandboxServer;
    beforeAll(async () => {
      server = await startSandboxServer({ port: 0 });
    });
    afterAll(() => server?.close());
    it('(a block marked rate-limit=<n>/<ms> meets a sandbox that refuses the request past n)', async () => {
      const probe: CodeBlock = {
        readme: 'probe/README.md',
        line: 1,
        lang: 'ts',
        flags: ['run', 'rate-limit=1/60000'],
        code: "const at = `${process.env.MARKETDATA_BASE_URL}/securities/search?query=apple`;\nconst init = { headers: { authorization: 'Bearer sandbox' } };\nfor (let i = 0; i < 2; i++) console.log((await (await fetch(at, init)).json()).status_code);\n",
      };
      const rateLimit = blockRateLimit(probe)!;
      expect(rateLimit).toEqual({ requests: 1, windowMs: 60_000 });
      const limited = await startSandboxServer({ port: 0, rateLimit });
      try {
        expect((await runBlock(probe, limited.url)).trim().split('\n')).toEqual(['0', '4014']);
      } finally {
        await limited.close();
      }
      expect(() => blockRateLimit({ ...probe, flags: ['run', 'rate-limit=5'] })).toThrow(
        /rate-limit=<requests>\/<windowMs>/,
      );
    });
    it.each(runnable.map((block) => [where(block), block] as const))(
      '%s',
      async (_name, block) => {
        const rateLimit = blockRateLimit(block);
        if (!rateLimit) {
          await expect(runBlock(block, server.url)).resolves.toEqual(expect.any(String));
          return;
        }
        // A block about the rate limit meets a sandbox that enforces the same limit.
        const limited = await startSandboxServer({ port: 0, rateLimit });
        try {
          const timeoutMs = 30_000 + rateLimit.windowMs;
          await expect(runBlock(block, limited.url, timeoutMs)).resolves.toEqual(
            expect.any(String),
          );
        } finally {
          await limited.close();
        }
      },
      120_000,
    );
  });

  describe('shell commands name scripts, packages and binaries that exist, and run', () => {
    it.each(byReadme(shell))('%s', async (readme) => {
      const problems: string[] = [];
      for (const block of shell.filter((each) => each.readme === readme)) {
        for (const problem of await checkShellBlock(block))
          problems.push(`${where(block)}: ${problem}`);
      }
      expect(problems, `${problems.join('\n')}\n\n${fragmentHint}`).toEqual([]);
    });
  });

  describe('JSON blocks parse, and the MCP servers they configure start', () => {
    it.each(json.map((block) => [where(block), block] as const))('%s', async (_name, block) => {
      expect(await checkJsonBlock(block)).toEqual([]);
    });
  });

  it('install every package their examples import, where a README says what to install', () => {
    const problems: string[] = [];
    for (const readme of byReadme(shell)) {
      const installed = shell
        .filter((block) => block.readme === readme)
        .flatMap((block) =>
          commandsOf(block.code).flatMap((command) => npmInstalled(command) ?? []),
        );
      if (installed.length === 0) continue;
      for (const block of typed.filter((each) => each.readme === readme)) {
        for (const name of importedPackages(block.code)) {
          if (!installed.includes(name)) {
            problems.push(
              `${where(block)} imports ${name}, which the README's npm install lines leave out`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('name only article ids that the sandbox serves', () => {
    const dataset = createDataset();
    const ids = new Set(
      blocks.flatMap((block) => block.code.match(/US_ARTICLE[0-9a-f]{16}/g) ?? []),
    );
    const unknown = [...ids].filter((id) => {
      try {
        return !dataset.article(id);
      } catch {
        return true;
      }
    });
    expect(unknown).toEqual([]);
  });

  // Skipped blocks are listed in the run's output and its report as skipped tests, each with
  // its reason: they are never counted as passed.
  describe('fragments, not checked on their own', () => {
    it.skip.each(
      fragments.map((block) => [where(block), fragmentReason(block) ?? 'no reason given'] as const),
    )('%s: skipped, %s', () => {});
  });
});
