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
  ['a guide (errors)', 'guides/errors.html'],
  ['the changelog', 'changelog.html'],
  ['the API reference (Redoc)', 'api/index.html'],
  [
    'an SDK page (`NewsResource`)',
    relative(
      dist,
      files.find((f) => /interfaces\/[^/]*NewsResource\.html$/.test(f)),
    ),
  ],
];
for (const [label, page] of pages) {
  const html = readFileSync(join(dist, page), 'utf8');
  const refs = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="stylesheet"[^>]*\shref)="([^"]+)"/g),
  ].map((m) => join(dirname(join(dist, page)), m[1].split('?')[0]));
  const parts = [join(dist, page), ...new Set(refs)].map((path) => readFileSync(path));
  const raw = parts.reduce((sum, part) => sum + part.length, 0);
  const gz = parts.reduce((sum, part) => sum + gzipSync(part).length, 0);
  console.log(`| ${label} | ${parts.length} files | ${kb(raw)} | ${kb(gz)} |`);
}
