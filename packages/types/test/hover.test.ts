import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// What an editor shows on hover is the checker's `typeToString` of the symbol's type.
const index = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const probe = fileURLToPath(new URL('./__hover_probe__.ts', import.meta.url));
const source = `import type { components, operations, paths } from '../src/index';
export declare const headline: components['schemas']['Headline'];
export declare const body: operations['listWires']['responses'][200]['content']['application/json'];
export declare const page: paths['/news/v1/wire/page/history']['get']['responses'][200]['content']['application/json'];
export declare const tab: components['schemas']['WireTab'];
`;

describe('editor hovers', () => {
  it('name the schema instead of expanding it', () => {
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
    };
    const host = ts.createCompilerHost(options);
    const read = host.readFile.bind(host);
    host.readFile = (f) => (f === probe ? source : read(f));
    const exists = host.fileExists.bind(host);
    host.fileExists = (f) => f === probe || exists(f);
    const program = ts.createProgram([probe, index], options, host);
    const checker = program.getTypeChecker();
    const file = program.getSourceFile(probe)!;
    const shown = Object.fromEntries(
      checker
        .getExportsOfModule(checker.getSymbolAtLocation(file)!)
        .map((s) => [s.name, checker.typeToString(checker.getTypeOfSymbol(s))]),
    );
    expect(shown).toEqual({
      headline: 'Headline',
      body: 'ListWiresResponse | ErrorEnvelope',
      page: 'ListWiresResponse | ErrorEnvelope',
      tab: 'WireTab',
    });
  }, 60_000);
});
