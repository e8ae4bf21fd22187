// Type-checks every client, hook and MCP snippet of dist/snippets.json against the packages, so
// that a snippet that stops compiling fails `pnpm build`. Run by the site's build after
// build.mjs; the snippet test runs this script again and then runs the client snippets.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const siteDir = new URL('..', import.meta.url).pathname;
const work = join(siteDir, '.snippets-build');
const operations = JSON.parse(readFileSync(join(siteDir, 'dist/snippets.json'), 'utf8'));

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
let count = 0;
for (const operation of operations) {
  for (const kind of ['client', 'hook', 'mcp']) {
    const found = operation.snippets.find((s) => s.kind === kind);
    if (!found) throw new Error(`site: ${operation.id} has no ${kind} snippet`);
    writeFileSync(join(work, `${operation.id}.${kind}.${found.lang}`), found.code);
    count++;
  }
}
writeFileSync(
  join(work, 'tsconfig.json'),
  JSON.stringify({
    extends: '../../tsconfig.base.json',
    compilerOptions: { jsx: 'react-jsx', types: ['node'], moduleDetection: 'force' },
    include: ['*.ts', '*.tsx'],
  }),
);
const started = performance.now();
const result = spawnSync(join(siteDir, 'node_modules/.bin/tsc'), ['-p', work], {
  encoding: 'utf8',
});
if (result.status !== 0) {
  process.stderr.write(result.stdout + result.stderr);
  process.stderr.write(`site: ${count} snippets checked; the errors above are in ${work}\n`);
  process.exit(1);
}
rmSync(work, { recursive: true, force: true });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`site: ${count} client, hook and MCP snippets compile (${seconds} s)`);
