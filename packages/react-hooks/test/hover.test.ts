// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { operationIds } from '@marketdata-sdk/types/internal';
import { describe, expect, it } from 'vitest';
import { probeProgram } from './probeProgram';

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
    const program = probeProgram(probe, source, [index]);
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
