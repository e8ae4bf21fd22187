import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/runCli';

/** What `marketdata …args` prints, run in process. */
async function run(args: string[]): Promise<{ status: number; text: string }> {
  const stdout = Object.assign(new PassThrough(), { isTTY: false });
  let text = '';
  stdout.on('data', (chunk: Buffer) => {
    text += chunk;
  });
  const status = await runCli(args, { stdout, stderr: new PassThrough(), env: {} });
  return { status, text };
}

/** The command names a help text lists under `Commands:`. */
function commandsOf(help: string): string[] {
  const section = help.split(/^Commands:$/m)[1]?.split(/^\S/m)[0] ?? '';
  return [...section.matchAll(/^ {2}([a-z][\w-]*)/gm)].map((m) => m[1] as string);
}

describe('the help of every area', () => {
  it('never lists the hidden old spelling `marketdata marketdata …`, which still runs', async () => {
    const seen: string[] = [];
    const walk = async (words: string[]) => {
      const { status, text } = await run([...words, '--help']);
      expect(status, words.join(' ')).toBe(0);
      const commands = commandsOf(text).filter((name) => name !== 'help');
      seen.push(words.join(' '));
      expect(commands, `${words.join(' ')} --help`).not.toContain('marketdata');
      // Areas list commands; operations (leaves) list none.
      for (const name of commands) await walk([...words, name]);
    };
    await walk([]);
    expect(seen).toContain('completion');
    expect(seen).toContain('export stocks');
    expect(seen).toContain('trades');
    // The same trades as `marketdata trades`, up to the time of the latest one it printed.
    const ask = (...words: string[]) =>
      run(['--sandbox', '--format', 'json', ...words, 'AAPL', '--count', '3', ...to]);
    let to: string[] = [];
    const latest = JSON.parse((await ask('trades')).text) as { t: number }[];
    expect(latest).toHaveLength(3);
    to = ['--to', new Date(Math.max(...latest.map((trade) => trade.t))).toISOString()];
    const current = await ask('trades');
    const old = await ask('marketdata', 'trades');
    expect(old.status).toBe(0);
    expect(JSON.parse(old.text)).toHaveLength(3);
    expect(old.text).toEqual(current.text);
  }, 120_000);

  it('speaks to the user: the help of no operation carries the notes of the spec for its maintainers', async () => {
    const noted: string[] = [];
    const walk = async (words: string[]) => {
      const { text } = await run([...words, '--help']);
      const commands = commandsOf(text).filter((name) => name !== 'help' && name !== 'marketdata');
      if (
        !commands.length &&
        /provider|inferred|not shown|not documented|public clients/i.test(text)
      )
        noted.push(words.join(' '));
      for (const name of commands) await walk([...words, name]);
    };
    await walk([]);
    expect(noted).toEqual([]);
    const { text } = await run(['stocks', 'financial-statements', '--help']);
    expect(text).toContain('US stock ticker symbol');
  }, 120_000);
});
