import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCommand, referencePage, staleReference } from './builtReference';
import { bundleSpec, operationsOf } from './bundle';

const page = referencePage;
const spec = bundleSpec();
const stale = staleReference(spec);

describe('the built API reference (dist/reference/index.html)', () => {
  if (stale) {
    it('is built from the spec as it is', () => {
      throw new Error(stale);
    });
    return;
  }
  const html = readFileSync(page, 'utf8');
  const embedded = html.match(/const __redoc_definition = (\{.*?\});\n/s)?.[1];

  it('embeds the definition that Redoc renders, with every operation of the spec', () => {
    expect(embedded).toBeDefined();
    const definition = JSON.parse(embedded ?? '{}');
    const ids = operationsOf(definition).map((o) => o.operation.operationId);
    expect(ids.sort()).toEqual(
      operationsOf(spec)
        .map((o) => o.operation.operationId)
        .sort(),
    );
    expect(ids.length).toBeGreaterThan(0);
  });

  it('holds every operation summary and every area in the prerendered navigation', () => {
    for (const { operation } of operationsOf(spec)) {
      expect(html, operation.operationId).toContain(operation.summary);
    }
    const prerendered = html.slice(
      html.indexOf('<div id="redoc">'),
      html.indexOf('<script type="module">'),
    );
    for (const area of [
      'News',
      'Ownership',
      'Stocks',
      'ETF',
      'Securities',
      'Ratings',
      'Market data',
      'Calendar',
    ]) {
      expect(prerendered).toContain(`>${area}<`);
    }
  });

  it('works offline: Redoc is inlined, no script or stylesheet from a CDN, no telemetry', () => {
    expect(html).not.toMatch(/<script[^>]+src=["']https?:/);
    expect(html).not.toMatch(/<link[^>]+href=["']https?:/);
    expect(html).not.toContain('import { hydrate } from "http');
    expect(html).toMatch(/"disableTelemetry":true/);
    // The one asset Redoc still points at a CDN (the attribution logo) is served inline.
    expect(html).toContain("value.indexOf('https://cdn.redoc.ly/') === 0 ? logo : value");
  });
});

describe('a reference built before the spec changed', () => {
  const pageOf = (definition: object) => {
    const file = join(mkdtempSync(join(tmpdir(), 'reference-')), 'index.html');
    writeFileSync(
      file,
      `<script>const __redoc_definition = ${JSON.stringify(definition)};\n</script>`,
    );
    return file;
  };

  it('is named with the operation it lacks and the command that builds it', () => {
    const [path] = Object.keys(spec.paths);
    const older = { ...spec, paths: { ...spec.paths } };
    delete older.paths[path!];
    const { operation } = operationsOf({ paths: { [path!]: spec.paths[path!] } })[0]!;
    const reason = staleReference(spec, pageOf(older));
    expect(reason).toContain(`it lacks ${operation.operationId}: ${operation.summary}`);
    expect(reason).toContain(buildCommand);
    expect(staleReference(spec, pageOf(spec))).toBe('');
    expect(staleReference(spec, join(tmpdir(), 'no-such-reference.html'))).toMatch(
      /is missing: run/,
    );
  });
});
