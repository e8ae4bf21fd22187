import { describe, expect, it } from 'vitest';
import { diffSpecs, requiredBump } from '../src/diff';
import { specFacts } from '../src/spec-facts';
import { type SampleSpec, sampleSpec } from './sample-spec';

function changesAfter(edit: (spec: SampleSpec) => void) {
  const next = sampleSpec();
  edit(next);
  const changes = diffSpecs(specFacts(sampleSpec()), specFacts(next));
  return { changes, bump: requiredBump(changes) };
}

const earnings = (spec: SampleSpec) => spec.paths['/stocks/earnings'].get;
const report = (spec: SampleSpec) => spec.components.schemas.Report;

describe('diffSpecs', () => {
  it('finds nothing between a spec and itself', () => {
    expect(changesAfter(() => {})).toEqual({ changes: [], bump: 'none' });
  });

  it('ignores prose: descriptions, summaries and examples', () => {
    const { bump } = changesAfter((spec) => {
      Object.assign(earnings(spec), { summary: 'Earnings', description: 'Quarterly results' });
      Object.assign(report(spec).properties.eps_actual, { description: 'EPS', examples: [1.2] });
    });
    expect(bump).toBe('none');
  });

  it('requires a major bump for a renamed parameter and names both names', () => {
    const { changes, bump } = changesAfter((spec) => {
      spec.components.parameters.Ticker.name = 'symbol';
    });
    expect(bump).toBe('major');
    expect(changes).toContainEqual(
      expect.objectContaining({
        subject: 'parameter',
        where: 'listEarnings query:ticker',
        message: 'was removed (renamed to `listEarnings query:symbol`?)',
      }),
    );
  });

  it('requires a major bump for an optional parameter that became required', () => {
    const { changes, bump } = changesAfter((spec) => {
      const size = earnings(spec).parameters[1] as { required: boolean };
      size.required = true;
    });
    expect(bump).toBe('major');
    expect(changes).toEqual([
      expect.objectContaining({ where: 'listEarnings query:size', message: 'became required' }),
    ]);
  });

  it('requires a major bump for a removed or renamed operation', () => {
    const { changes, bump } = changesAfter((spec) => {
      earnings(spec).operationId = 'getEarnings';
    });
    expect(bump).toBe('major');
    expect(changes.map((change) => `${change.level} ${change.where}`)).toEqual([
      'major listEarnings',
      'minor getEarnings',
    ]);
    expect(changes[0]?.message).toContain('renamed to `getEarnings`');
  });

  it('requires a major bump for a removed field, a renamed field and a removed schema', () => {
    expect(
      changesAfter(
        (spec) => delete (report(spec).properties as Partial<Record<string, unknown>>).period,
      ).bump,
    ).toBe('major');
    const renamed = changesAfter((spec) => {
      const properties = report(spec).properties as Record<string, unknown>;
      properties.eps = properties.eps_actual;
      delete properties.eps_actual;
    });
    expect(renamed.bump).toBe('major');
    expect(renamed.changes.map((change) => change.where)).toEqual([
      'Report.eps_actual',
      'Report.eps',
    ]);
    const dropped = changesAfter(
      (spec) => delete (spec.components.schemas as Partial<Record<string, unknown>>).Envelope,
    );
    expect(dropped.changes).toContainEqual(
      expect.objectContaining({ subject: 'schema', where: 'Envelope', level: 'major' }),
    );
  });

  it('requires a major bump for a removed enum value and an output that may now be null', () => {
    expect(changesAfter((spec) => (report(spec).properties.period.enum = [0, 1])).bump).toBe(
      'major',
    );
    const nullable = changesAfter((spec) => {
      Object.assign(report(spec).properties.release_date, { type: ['string', 'null'] });
    });
    expect(nullable.changes).toEqual([
      expect.objectContaining({ level: 'major', message: 'now also accepts type null' }),
    ]);
  });

  it('requires a major bump for a response field that became optional', () => {
    const { changes } = changesAfter((spec) => {
      report(spec).required = ['release_date'];
    });
    expect(changes).toEqual([
      expect.objectContaining({ level: 'major', where: 'Report.eps_actual' }),
    ]);
  });

  it('requires at least a minor bump for additions', () => {
    const added = changesAfter((spec) => {
      earnings(spec).parameters.push({
        name: 'from',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 0, maximum: 0 },
      });
      Object.assign(report(spec).properties, { eps_forecast: { type: 'number' } });
      report(spec).properties.period.enum = [0, 1, 2, 3];
    });
    expect(added.bump).toBe('minor');
    expect(added.changes.map((change) => change.where).sort()).toEqual([
      'Report.eps_forecast',
      'Report.period',
      'listEarnings query:from',
    ]);
  });

  it('treats a new required parameter as breaking and a new operation as an addition', () => {
    const required = changesAfter((spec) => {
      earnings(spec).parameters.push({
        name: 'to',
        in: 'query',
        required: true,
        schema: { type: 'integer', minimum: 0, maximum: 0 },
      });
    });
    expect(required.bump).toBe('major');
    const operation = changesAfter((spec) => {
      Object.assign(spec.paths, {
        '/calendar/economic': { get: { operationId: 'listEconomicEvents', responses: {} } },
      });
    });
    expect(operation.changes).toEqual([
      expect.objectContaining({
        level: 'minor',
        subject: 'operation',
        where: 'listEconomicEvents',
      }),
    ]);
  });

  it('sees changes inside an operation’s own response envelope', () => {
    const { changes } = changesAfter((spec) => {
      const schema = earnings(spec).responses['200'].content['application/json'].schema;
      Object.assign(schema.allOf[1]!, { properties: { items: schema.allOf[1]!.properties!.data } });
    });
    expect(changes).toContainEqual(
      expect.objectContaining({ level: 'major', where: 'listEarnings response(200).data' }),
    );
  });

  it('rejects a document that is not OpenAPI', () => {
    expect(() => specFacts({ openapi: '3.1.0' })).toThrow(/no `paths` object/);
  });
});
