import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleSpec, operationsOf, specDir } from './bundle';

const page = join(specDir, 'dist', 'reference', 'index.html');

describe('the built API reference (dist/reference/index.html)', () => {
  if (!existsSync(page)) {
    it('exists', () => {
      throw new Error(
        `${page} is missing: run \`npx -y pnpm@12.21.0 --filter @marketdata-sdk/spec build\``,
      );
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
      operationsOf(bundleSpec())
        .map((o) => o.operation.operationId)
        .sort(),
    );
    expect(ids.length).toBeGreaterThan(0);
  });

  it('holds every operation summary and every area in the prerendered navigation', () => {
    for (const { operation } of operationsOf(bundleSpec())) {
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
