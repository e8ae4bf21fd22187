import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the spec package's build writes the bundled spec. */
export const builtSpecPath = resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  '../../../spec/dist/openapi.json',
);

/**
 * The bundled spec the build writes (`spec/dist/openapi.json`), parsed. When it is missing (a
 * fresh clone that has not built yet), throws saying which command makes it.
 */
// biome-ignore lint/suspicious/noExplicitAny: the spec is read as plain JSON
export function readBuiltSpec(path: string = builtSpecPath): any {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new Error(
      `${path} is missing: build first with \`npx -y pnpm@12.21.0 build\` (a fresh clone builds once before running a package's tests)`,
    );
  }
  return JSON.parse(text);
}
