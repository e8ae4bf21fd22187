// The SDK reference: TypeDoc over the six public packages' entry points, from their TSDoc.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Application } from 'typedoc';

/** The public packages whose main entry the reference documents. */
const packages = ['types', 'client', 'react-hooks', 'fixtures', 'cli', 'mcp'];

const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

/**
 * Runs TypeDoc into `out` and returns where each operation's method and hook are documented
 * (paths relative to the site root).
 */
export async function buildSdkReference({ repoRoot, out }) {
  const app = await Application.bootstrapWithPlugins({
    name: 'Market Data SDK',
    entryPoints: packages.map((name) => join(repoRoot, 'packages', name, 'src/index.ts')),
    entryPointStrategy: 'resolve',
    tsconfig: join(repoRoot, 'site/tsconfig.typedoc.json'),
    readme: 'none',
    excludePrivate: true,
    excludeInternal: true,
    githubPages: false,
    hideGenerator: true,
    disableSources: true,
    logLevel: 'Error',
    skipErrorChecking: true,
  });
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc could not convert the packages (see the errors above)');
  await app.generateDocs(project, out);
  const files = filesUnder(out);
  const find = (pattern, what) => {
    const file = files.find((f) => pattern.test(f));
    if (!file) throw new Error(`the SDK reference has no page for ${what}`);
    return `sdk/${file}`;
  };
  const capital = (word) => word[0].toUpperCase() + word.slice(1);
  return {
    files,
    methodHref: (operation) => {
      const { resource, method } = operation.surfaces.method;
      return `${find(new RegExp(`interfaces/[^/]*${capital(resource)}Resource\\.html$`), `${capital(resource)}Resource`)}#${method.toLowerCase()}`;
    },
    hookHref: (operation) =>
      find(
        new RegExp(`functions/[^/]*\\b${operation.surfaces.hook}\\.html$`),
        operation.surfaces.hook,
      ),
  };
}

/** Adds, to each method's and hook's TypeDoc page, links back to the operations they call. */
export function linkBack({ out, operations, sdk }) {
  const byPage = new Map();
  for (const operation of operations) {
    for (const href of [sdk.methodHref(operation).split('#')[0], sdk.hookHref(operation)]) {
      byPage.set(href, [...(byPage.get(href) ?? []), operation]);
    }
  }
  for (const [href, list] of byPage) {
    const path = join(out, href);
    const up = '../'.repeat(href.split('/').length - 1);
    const html = readFileSync(path, 'utf8');
    const note = `<aside class="tsd-panel" aria-label="Operations"><p>Calls the operation${list.length > 1 ? 's' : ''}: ${list
      .map((o) => `<a href="${up}operations/${o.id}.html">${o.summary}</a> (<code>${o.id}</code>)`)
      .join(', ')}.</p></aside>`;
    const at = html.indexOf('</h1>');
    if (at < 0) throw new Error(`${href}: no <h1> to put the operation links after`);
    writeFileSync(path, `${html.slice(0, at + 5)}${note}${html.slice(at + 5)}`);
  }
}
