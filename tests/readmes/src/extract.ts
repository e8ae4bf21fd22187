/** Finds every README.md of the repository and the fenced code blocks in it. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const skippedDirs = new Set(['node_modules', '.git', '.turbo', 'dist', 'reports', 'artifacts']);

/** Languages whose blocks are type-checked. */
export const typedLangs = new Set(['ts', 'tsx', 'js', 'jsx', 'mjs']);
/** Languages whose blocks are CommonJS scripts: not type-checked (they are plain JS), run when marked `run`. */
export const commonJsLangs = new Set(['cjs']);
/** Languages whose blocks are shell commands. */
export const shellLangs = new Set(['sh', 'bash', 'shell']);

/** One fenced code block. */
export interface CodeBlock {
  /** README path relative to the repository root. */
  readme: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  /** Words after the language in the info string, e.g. `fragment`, `run`. */
  flags: string[];
  /** Everything after the language in the info string, as written. */
  info?: string;
  code: string;
}

/** Every README.md under `root`, relative paths, sorted. */
export function findReadmes(root = repoRoot): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!skippedDirs.has(entry.name)) walk(join(dir, entry.name));
      } else if (entry.name === 'README.md') {
        found.push(relative(root, join(dir, entry.name)));
      }
    }
  };
  walk(root);
  return found.sort();
}

/** The fenced blocks of a markdown text (``` or ~~~ fences, any language). */
export function extractBlocks(markdown: string, readme: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', lang = '', rest = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !(lines[j] ?? '').trimStart().startsWith(fence)) {
      body.push((lines[j] ?? '').slice(indent.length));
      j++;
    }
    blocks.push({
      readme,
      line: i + 1,
      lang: lang.toLowerCase(),
      flags: rest.split(/[\s,]+/).filter(Boolean),
      info: rest.trim(),
      code: `${body.join('\n')}\n`,
    });
    i = j;
  }
  return blocks;
}

/** Every block of every README. */
export function readmeBlocks(root = repoRoot): CodeBlock[] {
  return findReadmes(root).flatMap((readme) =>
    extractBlocks(readFileSync(join(root, readme), 'utf8'), readme),
  );
}

/** Languages whose blocks are parsed as JSON (an MCP client configuration, say). */
export const jsonLangs = new Set(['json']);

/** True when the block is marked as a fragment (` ```ts fragment `): not checked on its own. */
export const isFragment = (block: CodeBlock) => /^fragment\b/.test(block.info ?? '');

/**
 * Why a fragment is not checked, as its info string says after `fragment`
 * (` ```tsx fragment: inside a component `), or undefined when it gives no reason.
 */
export function fragmentReason(block: CodeBlock): string | undefined {
  const reason = /^fragment\b[\s:—-]*(.*)$/.exec(block.info ?? '')?.[1]?.trim();
  return reason || undefined;
}

/** How a block is named in messages: `packages/client/README.md:42 (ts)`. */
export const where = (block: CodeBlock) => `${block.readme}:${block.line} (${block.lang})`;

/** The sentence every failure ends with, so authors know the opt-out. */
export const fragmentHint =
  'If the block is deliberately incomplete (a snippet inside a component, a shape), mark it as a fragment with the reason by writing its fence as ```ts fragment: <why it cannot be checked> (or ```tsx fragment: …, ```sh fragment: …); fragments are neither type-checked nor run, and the test output lists each one as skipped with its reason.';
