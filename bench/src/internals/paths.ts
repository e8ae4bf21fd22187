/** Absolute paths the harness needs, independent of the working directory. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bench package folder. */
export const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The repository root. */
export const repoDir = resolve(benchDir, '..');

/** The bundled OpenAPI document that Prism mocks. */
export const bundledSpecPath = resolve(repoDir, 'spec/dist/openapi.json');

/** The default report file. */
export const defaultResultsPath = resolve(benchDir, 'RESULTS.md');
