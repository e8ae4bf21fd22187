// The frame of every page the site writes itself (TypeDoc and Redoc pages bring their own).
import { Marked } from 'marked';

const inline = new Marked({
  renderer: {
    // The spec's text is the site's own: raw HTML in it is shown as text, never as markup.
    html: ({ text }) => escapeHtml(text),
  },
});

export const escapeHtml = (text) =>
  String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** A line of the spec's Markdown (`code`, *emphasis*) as HTML: no backtick is left raw. */
export const inlineMarkdown = (text) => inline.parseInline(String(text));

/**
 * A whole page. `depth` is how many folders below the site root it sits, so that every link is
 * relative and the folder works from any base path and from `file://`.
 */
export function page({ title, depth, body, versions }) {
  const root = depth === 0 ? './' : '../'.repeat(depth);
  const nav = [
    ['index.html', 'Home'],
    ['operations/index.html', 'Operations'],
    ['api/index.html', 'API reference'],
    ['sdk/index.html', 'SDK reference'],
    ['guides/index.html', 'Guides'],
    ['changelog.html', 'Changelog'],
  ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Market Data SDK</title>
<link rel="stylesheet" href="${root}assets/site.css">
<script defer src="${root}assets/minisearch.js"></script>
<script defer src="${root}assets/search.js" data-root="${root}"></script>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top">
<a class="brand" href="${root}index.html">Market Data SDK</a>
<nav aria-label="Site"><ul>${nav.map(([href, label]) => `<li><a href="${root}${href}">${label}</a></li>`).join('')}</ul></nav>
<form class="search" role="search" action="${root}search.html">
<label for="q">Search</label>
<input id="q" name="q" type="search" placeholder="Operations, methods, hooks, guides" autocomplete="off">
<ul id="search-results" aria-live="polite"></ul>
</form>
</header>
<main id="main">
${body}
</main>
<footer class="foot"><p>SDK ${escapeHtml(versions.packages)} · spec ${escapeHtml(versions.spec)} · every snippet on this site is generated and tested.</p></footer>
</body>
</html>
`;
}

/** A code block with a heading and a label naming its language. */
export function codeBlock({ id, title, lang, code }) {
  return `<section class="snippet" id="${id}" aria-labelledby="${id}-title">
<h3 id="${id}-title">${escapeHtml(title)}</h3>
<pre tabindex="0" data-lang="${lang}"><code>${escapeHtml(code)}</code></pre>
</section>`;
}
