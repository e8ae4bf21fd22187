// Prints the built site's size and the first-load weight of one page of each kind (the HTML and
// the style sheets and scripts it references), raw and gzip: `node scripts/weigh.mjs`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const files = readdirSync(dist, { recursive: true })
  .map((name) => join(dist, name))
  .filter((path) => statSync(path).isFile());
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = files.reduce((sum, path) => sum + statSync(path).size, 0);
const gzipTotal = files.reduce((sum, path) => sum + gzipSync(readFileSync(path)).length, 0);
console.log(`| the whole site | ${files.length} files | ${kb(total)} | ${kb(gzipTotal)} |`);

const pages = [
  ['home', 'index.html'],
  ['an operation (`listWires`)', 'operations/listWires.html'],
  ['the operations index', 'operations/index.html'],
  ['a guide (errors)', 'guides/errors.html'],
  ['the changelog', 'changelog.html'],
  ['the API reference (Redoc)', 'api/index.html'],
  [
    'a method page (`LiveNewsResource`, with `listWires`)',
    relative(
      dist,
      files.find((f) => /interfaces\/[^/]*NewsResource\.html$/.test(f)),
    ),
  ],
];
/** The first load of a page: its HTML and the style sheets and scripts it references. */
function firstLoad(page) {
  const html = readFileSync(join(dist, page), 'utf8');
  const refs = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="stylesheet"[^>]*\shref)="([^"]+)"/g),
  ].map((m) => join(dirname(join(dist, page)), m[1].split('?')[0]));
  const parts = [join(dist, page), ...new Set(refs)].map((path) => readFileSync(path));
  return {
    files: parts.length,
    raw: parts.reduce((sum, part) => sum + part.length, 0),
    gz: parts.reduce((sum, part) => sum + gzipSync(part).length, 0),
  };
}

for (const [label, page] of pages) {
  const { files: count, raw, gz } = firstLoad(page);
  console.log(`| ${label} | ${count} files | ${kb(raw)} | ${kb(gz)} |`);
}

// Every page: the spread of first-load weights, and the heaviest.
const all = files
  .filter((path) => path.endsWith('.html'))
  .map((path) => ({ page: relative(dist, path), ...firstLoad(relative(dist, path)) }))
  .sort((a, b) => a.gz - b.gz);
const at = (q) => all[Math.min(all.length - 1, Math.floor(q * all.length))];
console.log(
  `| every page (${all.length}): median / 90th percentile / heaviest without the API reference | | ${kb(at(0.5).raw)} / ${kb(at(0.9).raw)} / ${kb(all.at(-2).raw)} | ${kb(at(0.5).gz)} / ${kb(at(0.9).gz)} / ${kb(all.at(-2).gz)} (\`${all.at(-2).page}\`) |`,
);
