import ts from 'typescript';

/**
 * A TypeScript program over `probe`, a module that exists only in memory as `source`, compiled
 * as a user's strict bundler-resolved app against the packages' source (as the editor sees it).
 */
export function probeProgram(probe: string, source: string, roots: readonly string[] = []) {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['@marketdata-sdk/source'],
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (f) => (f === probe ? source : read(f));
  const exists = host.fileExists.bind(host);
  host.fileExists = (f) => f === probe || exists(f);
  return ts.createProgram([probe, ...roots], options, host);
}
