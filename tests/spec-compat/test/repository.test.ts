import { describe, expect, it } from 'vitest';
import { checkSpecCompat, formatReport } from '../src/check';
import { baselinePath, changesetDir, currentSpecPath } from '../src/paths';

describe('this repository', () => {
  it('has pending changesets that cover every spec change since the last release', () => {
    const report = checkSpecCompat({ baselinePath, currentPath: currentSpecPath, changesetDir });
    // The message lists every change and the command to add the missing changeset.
    expect(report.ok, formatReport(report)).toBe(true);
  });
});
