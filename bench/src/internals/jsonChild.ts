/** Runs a `src/children/` entry to completion and parses the JSON line it prints last. */
import { execFile } from 'node:child_process';
import { childExecArgv } from './children';
import { compiledChild } from './compileChildren';
import { benchDir } from './paths';

/** Runs `src/children/<name>` with a JSON config and resolves with its last stdout line, parsed. */
export async function runJsonChild<TResult>(
  name: string,
  config: unknown,
  timeoutMs: number,
): Promise<TResult> {
  const script = await compiledChild(name);
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [...childExecArgv, script, JSON.stringify(config)],
      { cwd: benchDir, timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error)
          return reject(new Error(`${name} failed: ${error.message}\n${stderr.slice(-2000)}`));
        const line = stdout.trim().split('\n').pop() ?? '';
        try {
          resolve(JSON.parse(line) as TResult);
        } catch {
          reject(
            new Error(
              `${name} printed no JSON result: ${stdout.slice(-500)}\n${stderr.slice(-2000)}`,
            ),
          );
        }
      },
    );
  });
}
