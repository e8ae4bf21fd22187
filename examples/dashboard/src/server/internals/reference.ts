import type { BundledSpec } from './specFiles';

/** Removes links to external stylesheets (web fonts) so the page works with no network. */
function stripExternalLinks(html: string): string {
  return html.replace(/<link\b[^>]*\bhref="https?:\/\/[^"]*"[^>]*>/gi, '');
}

const referenceBar = `
<style>
  .mds-bar { position: fixed; right: 16px; bottom: 16px; z-index: 1000; display: flex; gap: 8px;
    font: 600 14px/1 system-ui, sans-serif; }
  .mds-bar a { padding: 10px 14px; border-radius: 8px; background: #0f172a; color: #fff;
    text-decoration: none; box-shadow: 0 4px 16px rgba(15, 23, 42, .25); }
  .mds-bar a.primary { background: #2563eb; }
  /* Redoc's dark search field greys its label below a readable contrast (2.2:1): lighten it. */
  :root.dark { --search-trigger-color: #a1a1aa !important; }
  @media (max-width: 760px) {
    /* On a phone the buttons would cover the text: they close the page instead. */
    .mds-bar { position: static; justify-content: center; padding: 16px; flex-wrap: wrap; }
  }
</style>
<nav class="mds-bar" aria-label="Main job">
  <a href="/">Dashboard</a>
  <a class="primary" href="/reference/try/">Try it against this server</a>
</nav>
<script>
  // Redoc's sidebar is not a landmark: name it as the page's navigation for screen readers.
  new MutationObserver(function () {
    var menu = document.querySelector('.menu-content:not([role])');
    if (menu) {
      menu.setAttribute('role', 'navigation');
      menu.setAttribute('aria-label', 'API sections');
    }
  }).observe(document.body, { childList: true, subtree: true });
</script>`;

/** Redoc's attribution logo, drawn locally instead of fetched from Redocly's CDN. */
const redoclyLogo = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="20" viewBox="0 0 96 20">' +
    '<text x="0" y="15" font-family="sans-serif" font-size="14" font-weight="700" ' +
    'fill="#334155">Redocly</text></svg>',
).toString('base64')}`;

/** Replaces the runtime image loads from `cdn.redoc.ly`, so the page needs no network. */
function localizeRedocAssets(html: string): string {
  return html.replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g, redoclyLogo);
}

/**
 * Redoc's own dark mode, like the app, unless the reader picked a mode in Redoc's switch (Redoc
 * keeps it in `localStorage`). Runs first in `<head>`, before Redoc reads the mode.
 */
const darkByDefault = `<script>try{if(!localStorage.getItem('redoc.colorMode'))localStorage.setItem('redoc.colorMode','dark')}catch(e){}</script>`;

/** The Redoc page built by the spec package, offline, with links to the console and the app. */
export function renderReferencePage(html: string): string {
  let page = localizeRedocAssets(stripExternalLinks(html)).replace(
    /<head>/i,
    `<head>${darkByDefault}`,
  );
  if (!/<link[^>]+rel="icon"/i.test(page)) {
    page = page.replace(/<\/head>/i, '<link rel="icon" href="data:,"></head>');
  }
  // The last `</body>`: the inlined scripts may contain the same text inside strings.
  const end = page.lastIndexOf('</body>');
  return end === -1
    ? `${page}${referenceBar}`
    : `${page.slice(0, end)}${referenceBar}${page.slice(end)}`;
}

/** The bundled spec whose only server is this origin, so the console calls this server. */
export function localSpec(spec: BundledSpec, origin: string, mode: 'sandbox' | 'live'): unknown {
  const description =
    mode === 'sandbox'
      ? 'This local server: the sandbox (the server adds the key)'
      : 'This local server: a proxy to the live service (the server adds the key)';
  return {
    ...spec.document,
    paths: withoutCursorExamples(spec.document.paths),
    servers: [{ url: origin, description }],
  };
}

/** The API's paging cursor: the id of the last item of a previous page. */
const cursorParam = 'start_id';

/**
 * The paths with no example for the paging cursor. The console fills each input with its
 * example, and a cursor is only valid as an id of a page the user has seen: with the example
 * in place, Execute would ask for the page after an article that this server does not have.
 */
function withoutCursorExamples(paths: BundledSpec['document']['paths']) {
  if (!paths) return paths;
  const strip = (param: unknown) => {
    if (!param || typeof param !== 'object') return param;
    const { name, example: _example, ...rest } = param as { name?: unknown; example?: unknown };
    return name === cursorParam ? { name, ...rest } : param;
  };
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item as Record<string, { parameters?: unknown[] }>).map(([method, op]) => [
          method,
          op && Array.isArray(op.parameters) ? { ...op, parameters: op.parameters.map(strip) } : op,
        ]),
      ),
    ]),
  );
}

/** The try-it console: swagger-ui-dist, served from this server (no CDN). */
export function renderConsolePage(): string {
  // Swagger UI's own dark theme (its `html.dark-mode` rules), like the app.
  return `<!doctype html>
<html lang="en" class="dark-mode">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Try it — Market Data API</title>
  <link rel="stylesheet" href="/reference/try/swagger-ui.css">
  <link rel="icon" href="data:,">
  <style>
    body { margin: 0; background: #1c2022; }
    .mds-head { display: flex; gap: 16px; align-items: center; padding: 12px 24px;
      background: #0f172a; color: #e2e8f0; font: 14px/1.4 system-ui, sans-serif; }
    .mds-head strong { font-size: 16px; color: #fff; }
    .mds-head a { color: #93c5fd; }
    .mds-head span { margin-left: auto; color: #94a3b8; }
    /* The answer's JSON numbers: the highlighter's red has 3.7:1 on its dark grey; this one 6:1. */
    .swagger-ui .microlight span[style*="211, 99, 99"],
    .swagger-ui .microlight span[style*="d36363" i] { color: #f59e9e !important; }
    @media (max-width: 760px) {
      .mds-head { flex-wrap: wrap; gap: 4px 16px; padding: 10px 14px; }
      .mds-head strong { flex-basis: 100%; }
      .mds-head span { flex-basis: 100%; margin-left: 0; font-size: 13px; }
    }
  </style>
</head>
<body>
  <header class="mds-head">
    <strong>Market Data API — try it</strong>
    <a href="/reference/">Reference</a>
    <a href="/">Dashboard</a>
    <span>Requests go to this server, which adds the key: no authorization needed.</span>
  </header>
  <div id="swagger-ui"></div>
  <script src="/reference/try/swagger-ui-bundle.js"></script>
  <script src="/reference/try/console.js"></script>
</body>
</html>
`;
}

/** Starts Swagger UI on the local copy of the spec, with try-it on and no external validator. */
export const consoleScript = `window.ui = SwaggerUIBundle({
  url: '/reference/openapi.json',
  dom_id: '#swagger-ui',
  // Deep links put a link inside each operation's summary button (axe nested-interactive).
  deepLinking: false,
  tryItOutEnabled: true,
  displayRequestDuration: true,
  validatorUrl: null,
  defaultModelsExpandDepth: 0,
});
// Swagger UI renders its server and example choices without a label, its description and server choice
// outside any landmark (its own <main> holds only the operations), and skips heading levels:
// fix them for screen readers.
const regions = { '.information-container': 'About the API', '.schemes-server-container': 'Server' };
// Its title is an h1 and its sections h3 and h4: give the outline levels with no gap.
const levels = { 'h3.opblock-tag': '2', '.models h4': '2', '.opblock-section-header h4': '3' };
new MutationObserver(() => {
  const servers = document.querySelector('select#servers:not([aria-label])');
  if (servers) servers.setAttribute('aria-label', 'Server');
  for (const select of document.querySelectorAll('select.examples-select-element:not([aria-label])')) {
    select.setAttribute('aria-label', 'Example');
  }
  // An opened operation's enum parameters are selects with no label: name them after the parameter.
  for (const select of document.querySelectorAll('tr[data-param-name] select:not([aria-label])')) {
    select.setAttribute('aria-label', select.closest('tr[data-param-name]').dataset.paramName);
  }
  // Code blocks (the curl command, examples, answers) scroll sideways on a phone: keyboard
  // users reach them with Tab to scroll them.
  for (const pre of document.querySelectorAll('#swagger-ui pre:not([tabindex])')) {
    pre.setAttribute('tabindex', '0');
  }
  for (const [selector, level] of Object.entries(levels)) {
    for (const heading of document.querySelectorAll(selector + ':not([aria-level])')) {
      heading.setAttribute('aria-level', level);
    }
  }
  for (const [selector, label] of Object.entries(regions)) {
    const element = document.querySelector(selector + ':not([role])');
    if (element) {
      element.setAttribute('role', 'region');
      element.setAttribute('aria-label', label);
    }
  }
}).observe(document.getElementById('swagger-ui'), { childList: true, subtree: true });
`;
