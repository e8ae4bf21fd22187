// Generates src/generated/openapi.ts from the spec with openapi-typescript, driven by the
// `apis.main` entry of the root redocly.yaml (root spec and `x-openapi-ts.output`).
// `--check` regenerates in memory and fails when the committed file differs.

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadConfig } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';

const REGENERATE = 'npx -y pnpm@12.21.0 generate';
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const configPath = resolve(repoRoot, 'redocly.yaml');
const check = process.argv.includes('--check');

const redocly = await loadConfig({ configPath });
const api = redocly.apis?.main;
if (!api?.root || !api['x-openapi-ts']?.output) {
  throw new Error(`${configPath}: apis.main needs "root" and "x-openapi-ts.output"`);
}
const specPath = resolve(repoRoot, api.root);
const outPath = resolve(repoRoot, api['x-openapi-ts'].output);

const header = `/**
 * Generated from spec/openapi.yaml by openapi-typescript. Do not edit: edit the spec and run
 * \`${REGENERATE}\`.
 */

`;
const ast = await openapiTS(pathToFileURL(specPath), { redocly, silent: true });
const output = header + astToString(ast);

/** The working-copy text of the output, or '' when it does not exist yet. */
function readCurrent() {
  try {
    return readFileSync(outPath, 'utf8');
  } catch {
    return '';
  }
}

/** The committed text of the output, or undefined outside a git checkout. */
function committed() {
  try {
    const rel = relative(repoRoot, outPath).split(sep).join('/');
    return execFileSync('git', ['show', `HEAD:${rel}`], { cwd: repoRoot, encoding: 'utf8' });
  } catch {
    return undefined;
  }
}

if (check) {
  const current = readCurrent();
  // In CI the task graph may already have regenerated the working copy, so compare with the
  // committed file as well.
  const inGit = process.env.CI ? committed() : undefined;
  const stale = current !== output || (inGit !== undefined && inGit !== output);
  if (stale) {
    console.error(
      `${relative(repoRoot, outPath)} is out of date with the spec.\n` +
        `Regenerate it with \`${REGENERATE}\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(`${relative(repoRoot, outPath)} matches the spec.`);
} else {
  if (readCurrent() === output) {
    console.log(`${relative(repoRoot, outPath)} is up to date.`);
  } else {
    mkdirSync(dirname(outPath), { recursive: true });
    writeFileSync(outPath, output);
    console.log(`Generated ${relative(repoRoot, outPath)}.`);
  }
}
