import { describe, expect, it } from 'vitest';
import { startCommand } from './helpers';

describe('the spawn helper the CLI tests read output with', () => {
  it('keeps a character whose bytes arrive in two reads whole', async () => {
    // "…" is three bytes in UTF-8: the child writes the first byte, waits, then the other two.
    const script = `process.stdout.write(Buffer.from([0xe2]));
setTimeout(() => process.stdout.write(Buffer.from([0x80, 0xa6, 0x0a])), 200);`;
    const run = await startCommand(process.execPath, ['-e', script], { ...process.env }, {}).done;
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('…\n');
  });
});
