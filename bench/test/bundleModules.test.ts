/**
 * The bundle suite says where the bytes of one operation are: the modules of the entry, with
 * their minified bytes and what each costs after gzip.
 */

import { describe, expect, it } from 'vitest';
import { bundle, bundleModules, bundleWithout } from '../src/internals/bundleModules';
import {
  behaviours,
  bundleEntries,
  entryNames,
  sizesWithoutBehaviours,
} from '../src/suites/bundleSize';

describe('the modules of a one-operation bundle', () => {
  it('name the transport and the row of a standalone function, with their costs', async () => {
    const modules = await bundleModules(bundleEntries[entryNames.oneFunction]!);
    const names = modules.map((entry) => entry.module);
    expect(names).toEqual(
      expect.arrayContaining([
        'client/src/createTransport.ts',
        'client/src/internals/send.ts',
        'client/src/generated/functions.ts',
        'types/src/generated/operations.ts',
      ]),
    );
    expect(names.some((name) => name.startsWith('react-hooks/'))).toBe(false);
    const bytes = modules.map((entry) => entry.bytes);
    expect(bytes).toEqual([...bytes].sort((a, b) => b - a));
    const send = modules.find((entry) => entry.module === 'client/src/internals/send.ts')!;
    // Without send.ts the bundle loses at least part of its minified bytes after gzip.
    expect(send.gzip).toBeGreaterThan(send.bytes / 10);
    expect(send.gzip).toBeLessThan(send.bytes);
  }, 120_000);

  it('leave React and TanStack Query out of a hook, and skip costs when asked', async () => {
    const modules = await bundleModules(bundleEntries[entryNames.reactHook]!, false);
    const names = modules.map((entry) => entry.module);
    expect(names).toContain('react-hooks/src/generated/hooks.ts');
    expect(names).toContain('the app entry');
    expect(names.filter((name) => /^(react|react-dom|scheduler|@tanstack)\//.test(name))).toEqual(
      [],
    );
    expect(modules.every((entry) => Number.isNaN(entry.gzip))).toBe(true);
  }, 120_000);
});

describe('one operation without a behaviour', () => {
  it('takes nothing out when asked for nothing, and refuses a module that does not exist', async () => {
    const entry = bundleEntries[entryNames.oneFunction]!;
    const whole = await bundleWithout(entry, []);
    expect(whole.minified).toBe((await bundle(entry)).outputFiles?.[0]?.contents.length);
    await expect(bundleWithout(entry, ['client/src/internals/gone.ts'])).rejects.toThrow();
  }, 120_000);

  it('makes the bundle smaller with each behaviour taken out', async () => {
    const sizes = await sizesWithoutBehaviours();
    expect(sizes).toHaveLength(behaviours.length + 1);
    for (const [i, [, module]] of behaviours.entries()) {
      const [before, after] = [sizes[i]!, sizes[i + 1]!];
      // Each module brings code of its own: at least 100 B minified, and less after gzip.
      expect(before.minified - after.minified, module).toBeGreaterThan(100);
      expect(after.gzip, module).toBeLessThan(before.gzip);
    }
  }, 120_000);
});
