import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSpecCompat, formatReport } from '../src/check';
import { baselinePath, changesetDir, currentSpecPath } from '../src/paths';
import { specFacts } from '../src/spec-facts';

describe('this repository', () => {
  it('keeps a released spec baseline with the 15 operations', () => {
    const facts = specFacts(JSON.parse(readFileSync(baselinePath, 'utf8')));
    expect([...facts.operations.keys()].sort()).toEqual([
      'getArticleContent',
      'getConsensus',
      'getEarningsBacktest',
      'getFinancialMetrics',
      'getFinancialStatements',
      'getWireContent',
      'listCongressTrades',
      'listDividends',
      'listEarnings',
      'listEconomicEvents',
      'listEtfHoldings',
      'listRatingsHistory',
      'listTrades',
      'listWires',
      'searchSecurities',
    ]);
  });

  it('has pending changesets that cover every spec change since the last release', () => {
    const report = checkSpecCompat({ baselinePath, currentPath: currentSpecPath, changesetDir });
    // The message lists every change and the command to add the missing changeset.
    expect(report.ok, formatReport(report)).toBe(true);
  });
});
