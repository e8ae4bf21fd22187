// The API reference page: Redoc over the bundled spec with each operation's five snippets as
// `x-codeSamples` and links to its method, hook, command and tool, both added here from the
// rows and the built packages (the spec itself holds no snippet). The spec package's template,
// with the fixes a static site needs (see `siteFixes`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
/** Prism's name of each snippet language. */
const highlight = { ts: 'typescript', tsx: 'tsx', sh: 'bash' };

/**
 * Redoc's configuration: the five snippets as its code sample languages, in the site's order.
 * Redoc keys a language by its label and a sample by its `lang`, so each sample's `lang` is the
 * snippet's title.
 */
const redocConfig = (snippets) =>
  JSON.stringify({
    telemetry: 'off',
    openapi: {
      codeSamples: {
        languages: snippets.map((s) => ({ label: s.title, lang: highlight[s.lang] ?? s.lang })),
      },
    },
  });

/**
 * What the spec package's Redoc page lacks on a static site, added to its template:
 * - Redoc's prerendered sidebar links its tag groups to `/news`, an address that exists only on
 *   Redocly's own hosting (hydration keeps the prerendered attribute): empty the prerendered
 *   markup so that Redoc renders on the client and its hash router writes `#/news`.
 * - Light-mode colours below 4.5:1 (the search field's label, links, the GET badge).
 * - The sidebar is named as the page's navigation.
 */
const siteFixes = {
  head: `<style>
  :root:not(.dark) { --search-trigger-color: #5b5d6b; --link-color-primary: #1a5fd6; }
  :root:not(.dark) .tag-get { --tag-color: #0b7a3e; }
  :root.dark { --search-trigger-color: #a1a1aa; }
</style>`,
  body: `<script>
  document.getElementById('redoc').replaceChildren();
  new MutationObserver(function () {
    var menu = document.querySelector('.menu-content:not([role])');
    if (menu) {
      menu.setAttribute('role', 'navigation');
      menu.setAttribute('aria-label', 'API sections');
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
</script>`,
};

/** The markdown appended to an operation's description: where it lives in each package. */
function whereItLives(links) {
  return `\n\n**Call it from the SDK** (each page links back here): ${links
    .map(({ href, label, text }) => `${label} [\`${text}\`](${href})`)
    .join(' · ')}.`;
}

/** The bundled spec with every operation's snippets and links, for the page in `api/`. */
export function withSnippets(spec, operations, linksOf) {
  const copy = structuredClone(spec);
  const byId = new Map(operations.map((o) => [o.id, o]));
  for (const item of Object.values(copy.paths)) {
    for (const operation of Object.values(item)) {
      const site = byId.get(operation?.operationId);
      if (!site) continue;
      operation['x-codeSamples'] = site.snippets.map((s) => ({
        lang: s.title,
        label: s.title,
        source: s.code,
      }));
      operation.description = `${operation.description ?? ''}${whereItLives(
        linksOf(site, '../').filter((link) => link.kind !== 'api'),
      )}`;
    }
  }
  return copy;
}

/** Builds `api/index.html` with Redoc from `spec` (already given its snippets). */
export function buildApiReference({ repoRoot, spec, snippets, out }) {
  const work = mkdtempSync(join(tmpdir(), 'site-api-'));
  try {
    const template = readFileSync(join(repoRoot, 'spec/reference/template.hbs'), 'utf8')
      .replace('</head>', `${siteFixes.head}\n</head>`)
      .replace(/<\/body>(?![\s\S]*<\/body>)/, `${siteFixes.body}\n</body>`);
    writeFileSync(join(work, 'template.hbs'), template);
    writeFileSync(join(work, 'openapi.json'), JSON.stringify(spec));
    // JSON is YAML: the config file needs no YAML writer.
    writeFileSync(join(work, 'redocly.yaml'), redocConfig(snippets));
    const redocly = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
    execFileSync(
      process.execPath,
      [
        redocly,
        'build-docs',
        join(work, 'openapi.json'),
        '--config',
        join(work, 'redocly.yaml'),
        '--lint-config',
        'error',
        '--inlineBundle',
        '--template',
        join(work, 'template.hbs'),
        '--title',
        'API reference · Market Data SDK',
        '-o',
        out,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
