// Guides drawn from the READMEs: whole READMEs or some of their sections, rendered with marked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Marked } from 'marked';

/** The guides: a slug, a title, the README and, when given, the headings of the sections taken. */
export const guideList = [
  { slug: 'getting-started', title: 'Getting started', file: 'README.md' },
  { slug: 'client', title: 'The TypeScript client', file: 'packages/client/README.md' },
  {
    slug: 'errors',
    title: 'Errors',
    file: 'packages/client/README.md',
    sections: ['Errors', 'Retries', 'Timeouts and cancellation'],
    related: ['../statuses.html', 'Statuses and codes: the class each one produces'],
  },
  { slug: 'paging', title: 'Paging', file: 'packages/client/README.md', sections: ['Paging'] },
  {
    slug: 'live-feed',
    title: 'The live feed',
    file: 'packages/client/README.md',
    sections: ['Live feed'],
  },
  {
    slug: 'rate-limits',
    title: 'Rate limits and many processes',
    file: 'packages/client/README.md',
    sections: ['Rate limit', 'Many processes: a shared rate limit and a response cache'],
  },
  { slug: 'react-hooks', title: 'React hooks', file: 'packages/react-hooks/README.md' },
  { slug: 'sandbox', title: 'Testing with the sandbox', file: 'packages/fixtures/README.md' },
  { slug: 'cli', title: 'The CLI', file: 'packages/cli/README.md' },
  { slug: 'mcp', title: 'The MCP server', file: 'packages/mcp/README.md' },
  { slug: 'types', title: 'Types only', file: 'packages/types/README.md' },
];

/** The sections of a Markdown text whose heading (any level) is one of `headings`, in order. */
function pick(markdown, headings) {
  const lines = markdown.split('\n');
  const out = [];
  for (const heading of headings) {
    const start = lines.findIndex(
      (line) => /^#{2,4} /.test(line) && line.replace(/^#+ /, '') === heading,
    );
    if (start < 0) throw new Error(`guide section "${heading}" is not in the README any more`);
    const level = lines[start].match(/^#+/)[0].length;
    let end = lines.findIndex(
      (line, i) => i > start && /^#+ /.test(line) && line.match(/^#+/)[0].length <= level,
    );
    if (end < 0) end = lines.length;
    out.push(`## ${heading}`, ...lines.slice(start + 1, end));
  }
  return out.join('\n');
}

/** A README link that points at another README becomes a link to its guide; others stay text. */
function linkTarget(href, file) {
  if (/^(https?:|mailto:|#)/.test(href)) return href;
  const target = join(file, '..', href.split('#')[0]).replace(/\/$/, '');
  const guide = guideList.find(
    (g) => !g.sections && (g.file === target || g.file === `${target}/README.md`),
  );
  return guide ? `${guide.slug}.html` : null;
}

/** Renders every guide to `{ slug, title, html, text }`. */
export function renderGuides(repoRoot) {
  return guideList.map((guide) => {
    const source = readFileSync(join(repoRoot, guide.file), 'utf8');
    const markdown = guide.sections ? pick(source, guide.sections) : source.replace(/^# .*\n/, '');
    const marked = new Marked({
      renderer: {
        link({ href, tokens }) {
          const text = this.parser.parseInline(tokens);
          const target = linkTarget(href, guide.file);
          if (target === null) return text;
          // An external link is shown as its address: the site itself requests nothing off-origin.
          return `<a href="${target}">${text}</a>`;
        },
        image({ text }) {
          return text;
        },
        heading({ tokens, depth }) {
          const text = this.parser.parseInline(tokens);
          const id = text
            .toLowerCase()
            .replace(/<[^>]+>/g, '')
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '');
          // The page title is the h1; README headings start one level below it.
          const level = Math.min(depth + 1, 6);
          return `<h${level} id="${id}">${text}</h${level}>\n`;
        },
        code({ text, lang }) {
          const escaped = text
            .replaceAll('&', '&amp;')
            .replaceAll('<', '&lt;')
            .replaceAll('>', '&gt;');
          return `<pre tabindex="0" data-lang="${lang ?? ''}"><code>${escaped}</code></pre>\n`;
        },
      },
    });
    const html = marked.parse(markdown);
    const text = markdown.replace(/```[\s\S]*?```/g, ' ').replace(/[#*`|[\]()>-]/g, ' ');
    return { ...guide, html, text };
  });
}
