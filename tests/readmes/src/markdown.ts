/**
 * Checks of the prose of the repository's markdown, beside its code blocks: links and file
 * names that must exist, tables that must render, and counts that must match the workspace.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { repoRoot } from './extract';

/** Every markdown file git tracks (READMEs, docs, decisions, changesets), relative paths. */
export function trackedMarkdown(root = repoRoot): string[] {
  return execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .filter((file) => existsSync(join(root, file)))
    .sort();
}

/** The text with fenced code blocks blanked out (line numbers kept), so code is not read as prose. */
export function proseOf(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const open = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (open && line.trim().startsWith(fence)) fence = undefined;
        return '';
      }
      if (open) {
        fence = open;
        return '';
      }
      return line;
    })
    .join('\n');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * Relative links (`[text](path#anchor)`, `[text]: path`) that point at no file, or at a heading
 * a markdown file does not have. Web addresses are not fetched.
 */
export function brokenLinks(file: string, markdown: string, root = repoRoot): string[] {
  const prose = proseOf(markdown);
  const problems: string[] = [];
  const links = [
    ...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g),
    ...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm),
  ];
  for (const match of links) {
    const href = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
    const [path = '', anchor] = href.split('#');
    const target = path ? join(root, dirname(file), decodeURI(path)) : join(root, file);
    const at = `${file}:${lineOf(prose, match.index ?? 0)}`;
    if (!existsSync(target)) {
      problems.push(
        `${at}: the link ${href} points at ${relative(root, target)}, which does not exist`,
      );
      continue;
    }
    if (anchor && target.endsWith('.md') && statSync(target).isFile()) {
      const headings = proseOf(readFileSync(target, 'utf8'))
        .split('\n')
        .filter((line) => /^#{1,6}\s/.test(line))
        .map((line) => anchorOf(line.replace(/^#+\s+/, '')));
      if (!headings.includes(anchor)) {
        problems.push(
          `${at}: the link ${href}: ${relative(root, target)} has no heading #${anchor}`,
        );
      }
    }
  }
  return problems;
}

/** Folders of generated output that a README may name before they exist. */
const generatedDirs = /(^|\/)(artifacts|reports|dist|node_modules|\.cache)\//;

/**
 * Repository files named in backticks (`decisions/0003-….md`, `test/names.test.ts`) that exist
 * neither next to the markdown file nor from the repository root. Package specifiers
 * (`@scope/pkg/file.json`) and generated output folders are left alone.
 */
export function missingFiles(file: string, markdown: string, root = repoRoot): string[] {
  const prose = proseOf(markdown);
  const problems: string[] = [];
  for (const match of prose.matchAll(
    /`([\w.-][\w.@/-]*\/[\w.@-]+\.(?:md|ts|tsx|mts|cts|mjs|cjs|js|json|yaml|yml|hbs|html|css))`/g,
  )) {
    const path = match[1] ?? '';
    if (generatedDirs.test(path) || path.startsWith('~')) continue;
    if (existsSync(join(root, dirname(file), path)) || existsSync(join(root, path))) continue;
    problems.push(
      `${file}:${lineOf(prose, match.index ?? 0)}: \`${path}\` names a file that exists neither next to it nor from the repository root`,
    );
  }
  return problems;
}

/**
 * Table rows that do not render as a table: a `|` line right after a line of prose (GitHub then
 * shows the row as text), or a table whose second line is not its `|---|` delimiter.
 */
export function brokenTables(file: string, markdown: string): string[] {
  const lines = proseOf(markdown).split('\n');
  const isRow = (line: string | undefined) => /^\s*\|/.test(line ?? '');
  const isDelimiter = (line: string | undefined) =>
    /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line ?? '');
  const problems: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!isRow(lines[i]) || isRow(lines[i - 1])) continue;
    const previous = (lines[i - 1] ?? '').trim();
    // A whole-line HTML comment ends its own block, so a table may follow it directly.
    if (previous !== '' && !/^<!--.*-->$/.test(previous)) {
      problems.push(
        `${file}:${i + 1}: a table row right after a line of prose renders as text; leave a blank line before the table, or move the prose out of it`,
      );
    } else if (!isDelimiter(lines[i + 1])) {
      problems.push(
        `${file}:${i + 1}: a table must have a |---| delimiter line under its header row`,
      );
    }
  }
  return problems;
}

const numberWords = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** `six` → 6, `24` → 24. */
export const countOf = (word: string) =>
  /^\d+$/.test(word) ? Number(word) : numberWords.indexOf(word.toLowerCase());

/**
 * Counts the prose states that must match the workspace: "the four public packages", "the
 * six packages", "all 24 operations". Returns a problem for each count that differs.
 */
export function wrongCounts(
  file: string,
  markdown: string,
  actual: { publicPackages: number; operations: number },
): string[] {
  const prose = proseOf(markdown);
  const problems: string[] = [];
  const words = `(\\d+|${numberWords.join('|')})`;
  const packages = new RegExp(`\\b(other\\s+)?${words}\\s+(?:public\\s+)?packages\\b`, 'gi');
  for (const match of prose.matchAll(packages)) {
    // "the other five packages" counts all but the one the sentence is about.
    const expected = actual.publicPackages - (match[1] ? 1 : 0);
    if (countOf(match[2] ?? '') !== expected) {
      problems.push(
        `${file}:${lineOf(prose, match.index ?? 0)}: "${match[0]}", but that is ${expected} (${actual.publicPackages} public packages)`,
      );
    }
  }
  for (const match of prose.matchAll(new RegExp(`\\b${words}\\s+operations\\b`, 'gi'))) {
    if (countOf(match[1] ?? '') !== actual.operations) {
      problems.push(
        `${file}:${lineOf(prose, match.index ?? 0)}: "${match[0]}", but the spec has ${actual.operations} operations`,
      );
    }
  }
  return problems;
}
