// The SDK reference: TypeDoc over the six public packages' entry points, from their TSDoc.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Application, Comment } from 'typedoc';

/** The public packages whose main entry the reference documents. */
const packages = ['types', 'client', 'react-hooks', 'fixtures', 'cli', 'mcp'];

/** Each package folder's manifest, by folder (`client` → `@marketdata-sdk/client`, its description). */
const manifests = (repoRoot) =>
  new Map(
    packages.map((dir) => [
      dir,
      JSON.parse(readFileSync(join(repoRoot, 'packages', dir, 'package.json'), 'utf8')),
    ]),
  );

/** Markdown's inline code (`x`) as TypeDoc comment parts, so that no backtick shows raw. */
const commentParts = (text) =>
  text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('`') ? { kind: 'code', text: part } : { kind: 'text', text: part },
    );

const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

/**
 * Runs TypeDoc into `out` and returns where each operation's method and hook are documented
 * (paths relative to the site root).
 */
export async function buildSdkReference({ repoRoot, out }) {
  const packageOf = manifests(repoRoot);
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
    // A module with its members under it in the sidebar puts its link inside the toggle's
    // <summary> (axe: nested-interactive); each package's own page lists its members.
    navigationLeaves: [...packageOf.values()].map((manifest) => manifest.name),
    // `@marketdata-sdk/client` is a package, not a folder `@marketdata-sdk` holding `client`.
    navigation: { includeFolders: false },
  });
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc could not convert the packages (see the errors above)');
  // TypeDoc names a module by its path (`client/src`); readers know it by its package name,
  // and by the description npm shows for it.
  for (const module of project.children ?? []) {
    const manifest = packageOf.get(module.name.split('/')[0]);
    if (!manifest) throw new Error(`the SDK reference has a module "${module.name}" of no package`);
    module.name = manifest.name;
    module.comment ??= new Comment(commentParts(manifest.description));
  }
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
    classHref: (name) =>
      find(new RegExp(`classes/[^/]*\\.${name}\\.html$`), `the error class ${name}`),
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

/** The line that links a method or hook back to its operation and its API reference entry. */
function backLinks(operation, up, linksOf) {
  const [page, api] = ['operation', 'api'].map((kind) =>
    linksOf(operation, up).find((link) => link.kind === kind),
  );
  return `<p class="site-operation">Calls the operation <a href="${page.href}">${operation.summary}</a> (<code>${operation.id}</code>) · <a href="${api.href}"><code>${api.text}</code></a> in the API reference</p>`;
}

/**
 * Adds, to each method's and hook's TypeDoc entry, links back to the operation it calls: the
 * operation's page and its entry in the API reference. A method's line goes under its own
 * heading on its resource's page; a hook's under its page's title.
 */
export function linkBack({ out, operations, sdk, linksOf }) {
  const edits = new Map();
  for (const operation of operations) {
    for (const href of [sdk.methodHref(operation), sdk.hookHref(operation)]) {
      const [file, anchor] = href.split('#');
      edits.set(file, [...(edits.get(file) ?? []), { operation, anchor }]);
    }
  }
  for (const [file, list] of edits) {
    const path = join(out, file);
    const up = '../'.repeat(file.split('/').length - 1);
    let html = readFileSync(path, 'utf8');
    for (const { operation, anchor } of list) {
      const heading = anchor ? html.indexOf(`id="${anchor}"`) : html.indexOf('<h1');
      const at = heading < 0 ? -1 : html.indexOf(anchor ? '</h3>' : '</h1>', heading);
      if (at < 0)
        throw new Error(`${file}: no heading for ${anchor ?? 'the page'} to link back from`);
      const end = at + 5;
      html = `${html.slice(0, end)}${backLinks(operation, up, linksOf)}${html.slice(end)}`;
    }
    writeFileSync(path, html);
  }
}

/** Adds, under each error class's title, links to the statuses and codes that produce it. */
export function linkErrorClasses({ out, statuses, sdk }) {
  const byClass = new Map();
  for (const row of statuses)
    byClass.set(row.errorClass, [...(byClass.get(row.errorClass) ?? []), row]);
  for (const [name, rows] of byClass) {
    const href = sdk.classHref(name);
    const path = join(out, href);
    const up = '../'.repeat(href.split('/').length - 1);
    const html = readFileSync(path, 'utf8');
    const at = html.indexOf('</h1>');
    if (at < 0) throw new Error(`${href}: no <h1> to put the status links after`);
    const links = rows
      .map((row) => `<a href="${up}statuses.html#${row.id}"><code>${row.label}</code></a>`)
      .join(', ');
    const line = `<p class="site-statuses">Thrown for ${links}.</p>`;
    writeFileSync(path, `${html.slice(0, at + 5)}${line}${html.slice(at + 5)}`);
  }
}
