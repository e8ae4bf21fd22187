import { describe, expect, inject, it } from 'vitest';
import { exec } from '../src/exec';
import { publicPackages } from '../src/workspace';

type Entry = string | Record<string, string | Record<string, string>>;

/** Every file a manifest points at: exports targets, main, module, types, bin. */
function referencedFiles(manifest: Record<string, unknown>): string[] {
  const files = new Set<string>();
  const visit = (entry: Entry | undefined, condition = ''): void => {
    if (typeof entry === 'string') {
      if (condition !== '@marketdata-sdk/source') files.add(entry.replace(/^\.\//, ''));
    } else if (entry) {
      for (const [key, value] of Object.entries(entry)) visit(value, key);
    }
  };
  visit(manifest.exports as Entry);
  for (const key of ['main', 'module', 'types']) visit(manifest[key] as string | undefined);
  visit(manifest.bin as Entry | undefined);
  return [...files].sort();
}

describe.each(publicPackages().map((pkg) => [pkg.name, pkg] as const))(
  '%s tarball',
  (name, pkg) => {
    it('holds every file its manifest points at, and no tests or build config', async () => {
      const tarball = inject('tarballs')[name]!;
      const { stdout } = await exec('tar', ['-tzf', tarball], { cwd: pkg.dir });
      const files = stdout
        .split('\n')
        .filter(Boolean)
        .map((file) => file.replace(/^package\//, ''));
      const wanted = [
        ...referencedFiles(pkg.manifest),
        'package.json',
        'README.md',
        'CHANGELOG.md',
      ];
      expect(wanted.filter((file) => !files.includes(file))).toEqual([]);
      const unwanted = files.filter((file) =>
        /(^test\/|\.test\.tsx?$|\.test-d\.tsx?$|^tsconfig|^tsup\.config|^vitest\.config|^reports\/)/.test(
          file,
        ),
      );
      expect(unwanted).toEqual([]);
    });

    it('has its workspace ranges rewritten to plain semver', async () => {
      const tarball = inject('tarballs')[name]!;
      const { stdout } = await exec('tar', ['-xzOf', tarball, 'package/package.json'], {
        cwd: pkg.dir,
      });
      const packed = JSON.parse(stdout) as Record<string, Record<string, string> | undefined>;
      for (const kind of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
        for (const range of Object.values(packed[kind] ?? {}))
          expect(range).not.toMatch(/^workspace:/);
      }
    });
  },
);
