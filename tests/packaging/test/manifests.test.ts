import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  expectedPublicFolders,
  type Manifest,
  publicPackages,
  readJson,
  repoRoot,
} from '../src/workspace';

const packages = publicPackages();
const byFolder = Object.fromEntries(packages.map((pkg) => [pkg.folder, pkg.manifest]));
const sourceCondition = '@marketdata-sdk/source';

type ExportEntry = Record<string, string | Record<string, string>>;

function field(manifest: Manifest, key: string): unknown {
  return manifest[key];
}

function sameAcrossPackages(key: string): void {
  const values = packages.map((pkg) => JSON.stringify(field(pkg.manifest, key)));
  expect(new Set(values), `${key}: ${values.join(' / ')}`).toHaveProperty('size', 1);
}

describe('the public packages', () => {
  it('are exactly the six, named after their folders', () => {
    expect(packages.map((pkg) => pkg.folder)).toEqual(expectedPublicFolders);
    for (const pkg of packages) expect(pkg.name).toBe(`@marketdata-sdk/${pkg.folder}`);
  });

  it('form the changesets fixed group, and share one version', () => {
    const config = readJson<{ fixed: string[][] }>(join(repoRoot, '.changeset/config.json'));
    expect(config.fixed).toHaveLength(1);
    expect([...config.fixed[0]!].sort()).toEqual(packages.map((pkg) => pkg.name).sort());
    sameAcrossPackages('version');
  });

  it.each(['license', 'engines', 'type', 'sideEffects', 'files', 'publishConfig'])(
    'agree on %s',
    (key) => {
      sameAcrossPackages(key);
    },
  );

  it('have the expected values of the shared fields', () => {
    const [first] = packages;
    expect(first!.manifest).toMatchObject({
      license: 'MIT',
      type: 'module',
      sideEffects: false,
      engines: { node: '>=20.19' },
      publishConfig: { access: 'public' },
    });
    expect(first!.manifest.files).toEqual(
      expect.arrayContaining(['dist', 'README.md', 'CHANGELOG.md']),
    );
  });

  it.each(packages.map((pkg) => [pkg.folder, pkg] as const))(
    '%s points repository at its own folder and describes itself',
    (folder, pkg) => {
      const repository = pkg.manifest.repository as Record<string, string>;
      expect(repository).toEqual({
        type: 'git',
        url: (byFolder.types!.repository as Record<string, string>).url,
        directory: `packages/${folder}`,
      });
      expect(String(pkg.manifest.description).length).toBeGreaterThan(20);
      expect(pkg.manifest.keywords).toEqual(expect.arrayContaining(['market-data', 'sdk']));
    },
  );

  it.each(packages.map((pkg) => [pkg.folder, pkg] as const))(
    '%s has an exports map: types first, import and require builds, no wildcard',
    (_folder, pkg) => {
      const exportsMap = pkg.manifest.exports as Record<string, string | ExportEntry>;
      expect(exportsMap['./package.json']).toBe('./package.json');
      for (const [subpath, entry] of Object.entries(exportsMap)) {
        expect(subpath).not.toContain('*');
        if (subpath === './package.json') continue;
        // A data file (the types package's bundled spec) is one built file, no conditions.
        if (subpath.endsWith('.json')) {
          expect(entry).toBe(`./dist/${subpath.slice(2)}`);
          continue;
        }
        expect(typeof entry).toBe('object');
        const conditions = entry as ExportEntry;
        expect(Object.keys(conditions)).toEqual([sourceCondition, 'import', 'require']);
        const source = conditions[sourceCondition] as string;
        expect(source).toMatch(/^\.\/src\/[\w-]+\.tsx?$/);
        expect(existsSync(join(pkg.dir, source)), `${pkg.name} ${subpath} → ${source}`).toBe(true);
        const base = source.replace(/^\.\/src\//, './dist/').replace(/\.tsx?$/, '');
        expect(conditions.import).toEqual({ types: `${base}.d.ts`, default: `${base}.js` });
        expect(conditions.require).toEqual({ types: `${base}.d.cts`, default: `${base}.cjs` });
      }
    },
  );

  it.each(packages.map((pkg) => [pkg.folder, pkg] as const))(
    '%s keeps main, module and types in step with exports["."]',
    (_folder, pkg) => {
      const root = (pkg.manifest.exports as Record<string, ExportEntry>)['.']!;
      const esm = root.import as Record<string, string>;
      const cjs = root.require as Record<string, string>;
      expect(pkg.manifest).toMatchObject({
        main: cjs.default,
        module: esm.default,
        types: esm.types,
      });
    },
  );

  it.each(packages.map((pkg) => [pkg.folder, pkg] as const))(
    '%s runs publint --strict and attw --pack in its check script',
    (_folder, pkg) => {
      const check = (pkg.manifest.scripts as Record<string, string>).check ?? '';
      expect(check).toContain('publint --strict');
      expect(check).toMatch(/attw --pack/);
    },
  );

  it.each(packages.map((pkg) => [pkg.folder, pkg] as const))(
    '%s has a README with install and an example, and a CHANGELOG',
    (_folder, pkg) => {
      const readme = readFileSync(join(pkg.dir, 'README.md'), 'utf8');
      const install = new RegExp(
        `npm (install|i)( --?[\\w-]+)* ${pkg.name.replace('/', '\\/')}\\b`,
      );
      expect(readme).toMatch(install);
      expect(readme).toMatch(/```(ts|tsx|js|sh)/);
      expect(existsSync(join(pkg.dir, 'CHANGELOG.md'))).toBe(true);
    },
  );
});

describe('dependencies between the packages', () => {
  const privateNames = new Set([
    '@marketdata-sdk/spec',
    '@marketdata-sdk/dashboard',
    '@marketdata-sdk/bench',
  ]);

  function ranges(manifest: Manifest, kind: string): Record<string, string> {
    return (manifest[kind] as Record<string, string> | undefined) ?? {};
  }

  it('follow the layering: types has none; the others only what they must', () => {
    expect(ranges(byFolder.types!, 'dependencies')).toEqual({});
    expect(ranges(byFolder.types!, 'peerDependencies')).toEqual({});
    expect(Object.keys(ranges(byFolder.client!, 'dependencies')).sort()).toEqual([
      '@marketdata-sdk/types',
      'openapi-fetch',
    ]);
    expect(Object.keys(ranges(byFolder.fixtures!, 'dependencies'))).toEqual([
      '@marketdata-sdk/types',
    ]);
    expect(Object.keys(ranges(byFolder.fixtures!, 'peerDependencies'))).toEqual(['msw']);
    expect(byFolder.fixtures!.peerDependenciesMeta).toEqual({ msw: { optional: true } });
    // The hooks' declarations name types from @marketdata-sdk/types, so they may depend on it.
    expect(
      Object.keys(ranges(byFolder['react-hooks']!, 'dependencies')).filter(
        (name) => name !== '@marketdata-sdk/types',
      ),
    ).toEqual([]);
    expect(Object.keys(ranges(byFolder['react-hooks']!, 'peerDependencies')).sort()).toEqual([
      '@marketdata-sdk/client',
      '@tanstack/react-query',
      'react',
    ]);
    // The command line and the MCP server are applications: they run the sandbox for `--sandbox`.
    const siblings = (folder: string) =>
      Object.keys(ranges(byFolder[folder]!, 'dependencies')).filter((name) =>
        name.startsWith('@marketdata-sdk/'),
      );
    for (const folder of ['cli', 'mcp'])
      expect(siblings(folder)).toEqual([
        '@marketdata-sdk/client',
        '@marketdata-sdk/fixtures',
        '@marketdata-sdk/types',
      ]);
  });

  it('reach sibling packages only through the workspace protocol, and never a private one', () => {
    for (const pkg of packages) {
      for (const kind of ['dependencies', 'peerDependencies', 'devDependencies']) {
        for (const [name, range] of Object.entries(ranges(pkg.manifest, kind))) {
          if (!name.startsWith('@marketdata-sdk/')) continue;
          expect(range, `${pkg.name} ${kind} ${name}`).toMatch(/^workspace:/);
          if (kind !== 'devDependencies') expect(privateNames.has(name)).toBe(false);
        }
      }
    }
  });

  it('ship their bins', () => {
    for (const pkg of packages) {
      const bin = (pkg.manifest.bin as Record<string, string> | undefined) ?? {};
      for (const target of Object.values(bin)) expect(target).toMatch(/^\.\/dist\//);
    }
    expect(Object.keys((byFolder.fixtures!.bin as object) ?? {})).toEqual(['marketdata-sandbox']);
    expect(Object.keys((byFolder.cli!.bin as object) ?? {})).toEqual(['marketdata']);
    expect(Object.keys((byFolder.mcp!.bin as object) ?? {})).toEqual(['marketdata-mcp']);
  });
});
