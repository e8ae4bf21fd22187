// Builds the whole reference site into site/dist: one folder of plain files.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApiReference, withSnippets } from './internals/apiReference.mjs';
import { renderChangelog } from './internals/changelog.mjs';
import { errorStatuses, statusesBody } from './internals/errorStatuses.mjs';
import { renderGuides } from './internals/guides.mjs';
import { codeBlock, escapeHtml, inlineMarkdown, page } from './internals/layout.mjs';
import { loadOperations, loadSpec, referenceAnchor, specPath } from './internals/operations.mjs';
import { buildSdkReference, linkBack, linkErrorClasses } from './internals/sdkReference.mjs';
import { snippetsOf } from './internals/snippets.mjs';
import { cliCommands, clientMethod, hookName, mcpTools } from './internals/surfaces.mjs';

const require = createRequire(import.meta.url);
const siteDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(siteDir, '..');
const out = join(siteDir, 'dist');
const started = Date.now();

const write = (path, text) => {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, path), text);
};

rmSync(out, { recursive: true, force: true });
const spec = loadSpec();
const versions = {
  packages: JSON.parse(readFileSync(join(repoRoot, 'packages/client/package.json'), 'utf8'))
    .version,
  spec: spec.info.version,
};
const operations = loadOperations(spec);
const [commands, tools] = await Promise.all([cliCommands(operations), mcpTools(operations)]);
for (const operation of operations) {
  operation.surfaces = {
    method: clientMethod(operation),
    hook: hookName(operation),
    command: commands.get(operation.id),
    tool: tools.get(operation.id),
  };
  operation.snippets = snippetsOf(operation, operation.surfaces);
}

// The SDK reference first: the operation pages link to the pages it wrote.
const sdk = await buildSdkReference({ repoRoot, out: join(out, 'sdk'), operations });
const guides = renderGuides(repoRoot);

const render = (title, depth, body) => page({ title, depth, body, versions });

/** Where an operation lives on the site, as links from a page `up` below the root. */
const linksOf = (operation, up) => {
  const { surfaces } = operation;
  return [
    {
      kind: 'operation',
      href: `${up}operations/${operation.id}.html`,
      label: 'Operation',
      text: operation.id,
    },
    {
      kind: 'api',
      href: `${up}api/index.html${referenceAnchor(operation)}`,
      label: 'API reference',
      text: `${operation.row.method.toUpperCase()} ${operation.row.path}`,
    },
    {
      kind: 'method',
      href: `${up}${sdk.methodHref(operation)}`,
      label: 'Client method',
      text: `client.${surfaces.method.resource}.${surfaces.method.method}`,
    },
    {
      kind: 'hook',
      href: `${up}${sdk.hookHref(operation)}`,
      label: 'React hook',
      text: surfaces.hook,
    },
    {
      kind: 'command',
      href: `${up}cli.html#${operation.id}`,
      label: 'CLI command',
      text: ['marketdata', ...surfaces.command.words].join(' '),
    },
    {
      kind: 'tool',
      href: `${up}mcp.html#${operation.id}`,
      label: 'MCP tool',
      text: surfaces.tool.name,
    },
  ];
};

// The API reference: Redoc over the bundled spec, each operation with its snippets and links.
mkdirSync(join(out, 'api'), { recursive: true });
buildApiReference({
  repoRoot,
  spec: withSnippets(spec, operations, linksOf),
  snippets: operations[0].snippets,
  out: join(out, 'api/index.html'),
});
copyFileSync(specPath, join(out, 'api/openapi.json'));

for (const operation of operations) {
  const links = linksOf(operation, '../').filter((link) => link.kind !== 'operation');
  const params = operation.row.params
    .map(
      (p) =>
        `<tr><th scope="row"><code>${p.name}</code></th><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${inlineMarkdown(operation.paramDocs[p.name] ?? '')}</td></tr>`,
    )
    .join('');
  const body = `<h1>${escapeHtml(operation.summary)}</h1>
<p class="opid"><code>${operation.id}</code> · <code>${operation.row.method.toUpperCase()} ${escapeHtml(operation.row.path)}</code></p>
<p>${inlineMarkdown(operation.description)}</p>
<h2>Where it lives</h2>
<ul class="links">${links.map(({ href, label, text }) => `<li>${label}: <a href="${href}"><code>${escapeHtml(text)}</code></a></li>`).join('')}</ul>
${params ? `<h2>Parameters</h2><div class="table" tabindex="0"><table><thead><tr><th scope="col">name</th><th scope="col">in</th><th scope="col">required</th><th scope="col">description</th></tr></thead><tbody>${params}</tbody></table></div>` : ''}
<h2>Call it</h2>
${operation.snippets.map((s) => codeBlock({ id: `snippet-${s.kind}`, ...s })).join('\n')}`;
  write(`operations/${operation.id}.html`, render(operation.summary, 1, body));
}

const operationRows = operations
  .map(
    (o) =>
      `<tr><th scope="row"><a href="${o.id}.html">${escapeHtml(o.summary)}</a></th><td><code>${o.id}</code></td><td><code>${escapeHtml(o.row.path)}</code></td></tr>`,
  )
  .join('');
write(
  'operations/index.html',
  render(
    'Operations',
    1,
    `<h1>Operations</h1>
<p>The ${operations.length} operations of the API, each with the client call, the React hook, the CLI command, the MCP tool call and curl.</p>
<div class="table" tabindex="0"><table><thead><tr><th scope="col">operation</th><th scope="col">id</th><th scope="col">path</th></tr></thead><tbody>${operationRows}</tbody></table></div>`,
  ),
);

const surfacePage = (title, heading, item) =>
  render(
    title,
    0,
    `<h1>${heading}</h1><div class="table" tabindex="0"><table><thead><tr><th scope="col">${title}</th><th scope="col">operation</th><th scope="col">API reference</th></tr></thead><tbody>${operations
      .map(
        (o) =>
          `<tr id="${o.id}"><td><code>${escapeHtml(item(o))}</code></td><td><a href="operations/${o.id}.html">${escapeHtml(o.summary)}</a></td><td><a href="api/index.html${referenceAnchor(o)}"><code>${o.row.method.toUpperCase()} ${escapeHtml(o.row.path)}</code></a></td></tr>`,
      )
      .join('')}</tbody></table></div>`,
  );
write(
  'cli.html',
  surfacePage('CLI command', 'CLI commands', (o) =>
    ['marketdata', ...o.surfaces.command.words].join(' '),
  ),
);
write(
  'mcp.html',
  surfacePage('MCP tool', 'MCP tools', (o) => o.surfaces.tool.name),
);

for (const guide of guides) {
  write(
    `guides/${guide.slug}.html`,
    render(
      guide.title,
      1,
      `<h1>${escapeHtml(guide.title)}</h1>\n${guide.related ? `<p>See also <a href="${guide.related[0]}">${escapeHtml(guide.related[1])}</a>.</p>\n` : ''}${guide.html}`,
    ),
  );
}
write(
  'guides/index.html',
  render(
    'Guides',
    1,
    `<h1>Guides</h1><ul>${guides.map((g) => `<li><a href="${g.slug}.html">${escapeHtml(g.title)}</a></li>`).join('')}</ul>`,
  ),
);
write('changelog.html', render('Changelog', 0, renderChangelog(repoRoot)));
write(
  'search.html',
  render('Search', 0, '<h1>Search</h1><ul id="search-page-results" aria-live="polite"></ul>'),
);
write(
  'index.html',
  render(
    'Home',
    0,
    `<h1>Market Data SDK reference</h1>
<p>This site documents SDK version <strong>${escapeHtml(versions.packages)}</strong> of the six packages and version <strong>${escapeHtml(versions.spec)}</strong> of the API spec.</p>
<ul>
<li><a href="operations/index.html">Operations</a>: each of the ${operations.length} operations with its five generated snippets.</li>
<li><a href="api/index.html">API reference</a>: the OpenAPI description, rendered by Redoc.</li>
<li><a href="sdk/index.html">SDK reference</a>: every export of the six packages, from their TSDoc.</li>
<li><a href="guides/index.html">Guides</a>: getting started, errors, paging, the live feed, rate limits, the sandbox, the CLI and the MCP server.</li>
<li><a href="cli.html">CLI commands</a> and <a href="mcp.html">MCP tools</a>, each linked to its operation.</li>
<li><a href="statuses.html">Statuses and codes</a>: the error class each one produces, and whether it is retried.</li>
<li><a href="changelog.html">Changelog</a>, from the changesets.</li>
</ul>`,
  ),
);

// The search index: operations, methods, hooks and guides, each with the words it is found by.
const index = [
  ...operations.map((o) => ({
    id: `operations/${o.id}.html`,
    title: o.summary,
    kind: 'operation',
    text: `${o.id} ${o.description}`,
  })),
  ...operations.map((o) => ({
    id: sdk.methodHref(o),
    title: `client.${o.surfaces.method.resource}.${o.surfaces.method.method}`,
    kind: 'method',
    text: o.summary,
  })),
  ...operations.map((o) => ({
    id: sdk.hookHref(o),
    title: o.surfaces.hook,
    kind: 'hook',
    text: o.summary,
  })),
  ...guides.map((g) => ({
    id: `guides/${g.slug}.html`,
    title: g.title,
    kind: 'guide',
    text: g.text,
  })),
].filter(
  (entry, i, all) => all.findIndex((e) => e.id === entry.id && e.title === entry.title) === i,
);
write('assets/search-index.json', JSON.stringify(index.map((entry, i) => ({ ...entry, n: i }))));
copyFileSync(
  join(dirname(require.resolve('minisearch')), '../umd/index.js'),
  join(out, 'assets/minisearch.js'),
);
copyFileSync(join(siteDir, 'scripts/assets/search.js'), join(out, 'assets/search.js'));
copyFileSync(join(siteDir, 'scripts/assets/site.css'), join(out, 'assets/site.css'));
linkBack({ out, operations, sdk, linksOf });

// Each error status and code, the class it produces, and links both ways.
const statuses = await errorStatuses(spec);
write(
  'statuses.html',
  render('Statuses and codes', 0, statusesBody(statuses, sdk.classHref, escapeHtml)),
);
linkErrorClasses({ out, statuses, sdk });

// What the tests read: every snippet as written on its page.
write(
  'snippets.json',
  JSON.stringify(
    operations.map((o) => ({
      id: o.id,
      summary: o.summary,
      examples: o.examples,
      snippets: o.snippets,
    })),
    null,
    1,
  ),
);
console.log(
  `site: ${operations.length} operations, ${guides.length} guides → ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
