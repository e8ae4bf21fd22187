// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { operationIds } from '@marketdata-sdk/types/internal';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// What an editor shows on hover over a hook's `data` is the checker's `typeToString` of it: it
// must name the schema (`Consensus | null`, `{ data: CongressTrade[]; }`), not an internal helper
// such as `OperationResult<"getConsensus">` or `QueryData<…>`, or an expanded schema.
const index = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const probe = fileURLToPath(new URL('./__hover_probe__.ts', import.meta.url));
const hookOf = (id: string) => `use${id[0]!.toUpperCase()}${id.slice(1)}`;
const source = [
  "import * as hooks from '../src/index';",
  'declare const params: any;',
  ...operationIds.map((id) => `export const ${id} = hooks.${hookOf(id)}(params).data;`),
].join('\n');

describe('editor hovers over the data of each hook', () => {
  let shown: Record<string, string>;
  it('are computed for every operation', () => {
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      customConditions: ['@marketdata-sdk/source'],
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      skipLibCheck: true,
    };
    const host = ts.createCompilerHost(options);
    const read = host.readFile.bind(host);
    host.readFile = (f) => (f === probe ? source : read(f));
    const exists = host.fileExists.bind(host);
    host.fileExists = (f) => f === probe || exists(f);
    const program = ts.createProgram([probe, index], options, host);
    const checker = program.getTypeChecker();
    const file = program.getSourceFile(probe)!;
    shown = Object.fromEntries(
      checker
        .getExportsOfModule(checker.getSymbolAtLocation(file)!)
        .map((s) => [s.name, checker.typeToString(checker.getTypeOfSymbol(s))]),
    );
    expect(Object.keys(shown).sort()).toEqual([...operationIds].sort());
  }, 60_000);

  it.each(operationIds)('%s: a named type, a list or null of one, or a page of a list', (id) => {
    expect(shown[id]).toMatch(
      /^([A-Z]\w*(\[\])?( \| null)?|\{ data: [A-Z]\w*\[\]; \}) \| undefined$/,
    );
    expect(shown[id]).not.toMatch(/OperationResult|QueryData/);
  });

  it('getConsensus shows Consensus | null, and the paged trades lists the page of the array', () => {
    expect(shown.getConsensus).toBe('Consensus | null | undefined');
    expect(shown.listCongressTrades).toBe('{ data: CongressTrade[]; } | undefined');
    expect(shown.listInsiderTrades).toBe('{ data: InsiderTrade[]; } | undefined');
  });
});
