/** Runs a README block as a Node script against a sandbox server. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { type CodeBlock, repoRoot } from './extract';
import { rewriteRelativeImports } from './typecheck';

/** The sandbox limit a block asks for with ` ```ts run rate-limit=<requests>/<windowMs> `. */
export interface BlockRateLimit {
  requests: number;
  windowMs: number;
}

/**
 * The rate limit a run block's info string asks its sandbox to enforce, e.g. ` ```ts run
 * rate-limit=5/30000 `: the block then runs against a sandbox limited the same way, with the
 * window added to its time limit. `undefined` when it asks for none; throws on a malformed one.
 */
export function blockRateLimit(block: CodeBlock): BlockRateLimit | undefined {
  const flag = block.flags.find((f) => f.startsWith('rate-limit='));
  if (!flag) return undefined;
  const match = /^rate-limit=([1-9]\d{0,5})\/([1-9]\d{0,6})$/.exec(flag);
  if (!match) {
    throw new Error(
      `${block.readme}:${block.line}: ${flag} must be rate-limit=<requests>/<windowMs>, whole numbers from 1, e.g. rate-limit=5/30000`,
    );
  }
  return { requests: Number(match[1]), windowMs: Number(match[2]) };
}

/** Addresses in README blocks that a run points at the test's sandbox instead. */
const addressesOfTheService = [
  /http:\/\/127\.0\.0\.1:4010/g,
  /https:\/\/openapi\.ainvest\.com\/open/g,
];

const loaders = { ts: 'ts', tsx: 'tsx', js: 'js', jsx: 'jsx', mjs: 'js', cjs: 'js' } as const;

/**
 * Bundles the block (the published builds of our packages, as a user gets them) and runs it
 * with Node, `MARKETDATA_API_KEY=sandbox` and `MARKETDATA_BASE_URL=<sandboxUrl>`; resolves with
 * its output, rejects with its stderr when it fails or takes longer than `timeoutMs`.
 */
export async function runBlock(
  block: CodeBlock,
  sandboxUrl: string,
  timeoutMs = 30_000,
): Promise<string> {
  let code = rewriteRelativeImports(block);
  for (const address of addressesOfTheService) code = code.replace(address, sandboxUrl);
  // A CommonJS block is bundled as CommonJS, so `require` picks each package's `require` build.
  const commonJs = block.lang === 'cjs';
  const bundle = await build({
    stdin: {
      contents: code,
      loader: loaders[block.lang as keyof typeof loaders] ?? 'ts',
      resolveDir: join(repoRoot, 'tests', 'readmes'),
      sourcefile: `${block.readme}:${block.line}`,
    },
    bundle: true,
    platform: 'node',
    format: commonJs ? 'cjs' : 'esm',
    ...(commonJs ? { conditions: ['require'] } : {}),
    target: 'node20',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
    ...(commonJs
      ? {}
      : {
          banner: {
            js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
          },
        }),
  });
  const dir = mkdtempSync(join(tmpdir(), 'readme-block-'));
  const file = join(dir, commonJs ? 'block.cjs' : 'block.mjs');
  writeFileSync(file, bundle.outputFiles[0]?.text ?? '');
  try {
    return await new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        [file],
        {
          timeout: timeoutMs,
          env: { ...process.env, MARKETDATA_API_KEY: 'sandbox', MARKETDATA_BASE_URL: sandboxUrl },
        },
        (error, stdout, stderr) => {
          if (error) {
            const why = error.killed
              ? `did not finish within ${timeoutMs} ms`
              : `exited with ${error.code}`;
            reject(new Error(`${why}:\n${stderr || stdout}`));
          } else {
            resolve(stdout);
          }
        },
      );
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
