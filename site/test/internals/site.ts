import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The site package folder. */
export const siteDir = fileURLToPath(new URL('../..', import.meta.url));
/** The built site. */
export const distDir = join(siteDir, 'dist');

/** One snippet as the build wrote it on the operation's page. */
export interface BuiltSnippet {
  kind: 'client' | 'hook' | 'cli' | 'mcp' | 'curl';
  title: string;
  lang: string;
  code: string;
}

/** One operation of the built site with its snippets and the spec's parameter examples. */
export interface BuiltOperation {
  id: string;
  summary: string;
  examples: Record<string, unknown>;
  snippets: BuiltSnippet[];
}

/** The snippets the build generated (`dist/snippets.json`). */
export function readSnippets(): BuiltOperation[] {
  const path = join(distDir, 'snippets.json');
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: run \`npx -y pnpm@12.21.0 build\` first`);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as BuiltOperation[];
}

/** The escaping the build applies to code on a page. */
export const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
