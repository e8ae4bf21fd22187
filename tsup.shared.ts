/**
 * Shared tsup settings for the public packages: ESM and CommonJS with declarations for both,
 * built from `tsconfig.build.json` (src only) for ES2022.
 */
import type { Options } from 'tsup';

/** The build every public package shares; a package adds its entries and externals. */
export function packageBuild(options: Options): Options {
  return {
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { composite: false } },
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    clean: true,
    treeshake: true,
    target: 'es2022',
    outDir: 'dist',
    ...options,
  };
}
