// The changelog page: the pending changesets (the next release) and each package's released
// CHANGELOG.md, which `changeset version` writes from them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { marked } from 'marked';
import { escapeHtml } from './layout.mjs';

const packages = ['types', 'client', 'react-hooks', 'fixtures', 'cli', 'mcp'];

/** A changeset file: its bumps (front matter) and its text. */
function readChangeset(path) {
  const source = readFileSync(path, 'utf8');
  const match = source.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
  if (!match) return undefined;
  // Front matter lines `'@scope/name': minor`, with either quote (or none).
  const bumps = [
    ...match[1].matchAll(/^\s*(["']?)([^"':\s]+)\1\s*:\s*(major|minor|patch)\s*$/gm),
  ].map((m) => [m[2], m[3]]);
  if (bumps.length === 0) throw new Error(`${path}: no package bump in its front matter`);
  return { bumps, text: match[2].trim() };
}

/** The body of the changelog page. */
export function renderChangelog(repoRoot) {
  const dir = join(repoRoot, '.changeset');
  const pending = readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort()
    .map((name) => readChangeset(join(dir, name)))
    .filter(Boolean);
  const order = { major: 0, minor: 1, patch: 2 };
  const level = (c) => Math.min(...c.bumps.map(([, bump]) => order[bump]));
  const sections = ['major', 'minor', 'patch'].map((bump, i) => {
    const items = pending.filter((c) => level(c) === i);
    if (items.length === 0) return '';
    return `<h3>${bump === 'major' ? 'Breaking changes' : bump === 'minor' ? 'Features' : 'Fixes'}</h3>
<ul>${items.map((c) => `<li><p class="bumps">${c.bumps.map(([name, b]) => `<code>${escapeHtml(name)}</code> ${b}`).join(', ')}</p>${marked.parse(c.text)}</li>`).join('')}</ul>`;
  });
  const released = packages
    .map((name) => join(repoRoot, 'packages', name, 'CHANGELOG.md'))
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path, 'utf8'))
    .filter((text) => /^## /m.test(text))
    .map((text) =>
      marked.parse(text.replace(/^# (.*)$/m, '## $1').replace(/^## (?=\d)/gm, '### ')),
    );
  return `<h1>Changelog</h1>
<p>The six packages release together with one version. The next release holds ${pending.length} changes, from the pending changesets.</p>
<h2>Next release</h2>
${sections.join('\n')}
<h2>Package changelogs</h2>
${released.length ? released.join('\n') : '<p>No package changelog yet.</p>'}`;
}
