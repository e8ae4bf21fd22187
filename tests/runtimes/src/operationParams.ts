/** Parameters for every operation, from the examples of the bundled spec. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type Json = Record<string, unknown>;

/**
 * Each operation's parameters: the spec's example of every required parameter (and of optional
 * ones that have one), with the values that must come from the sandbox itself filled in: a
 * wire or article id from an earlier answer (`$wire`, `$article`) and the trades' `to` as now.
 */
export function operationParams(now = Date.now()): Record<string, Json> {
  const path = createRequire(import.meta.url).resolve('@marketdata-sdk/spec/openapi.json');
  const spec = JSON.parse(readFileSync(path, 'utf8')) as Json;
  const resolve = (node: Json): Json =>
    typeof node.$ref === 'string'
      ? (node.$ref
          .slice(2)
          .split('/')
          .reduce<unknown>((o, k) => (o as Json)[k], spec) as Json)
      : node;
  const params: Record<string, Json> = {};
  for (const item of Object.values(spec.paths as Record<string, Json>)) {
    for (const operation of Object.values(item) as Json[]) {
      if (typeof operation?.operationId !== 'string') continue;
      const values: Json = {};
      for (const parameter of ((operation.parameters as Json[]) ?? []).map(resolve)) {
        const example = parameter.example ?? resolve((parameter.schema as Json) ?? {}).example;
        if (example !== undefined) values[parameter.name as string] = example;
      }
      params[operation.operationId] = values;
    }
  }
  params.getWireContent = { content_id: '$wire' };
  params.getArticleContent = { content_id: '$article' };
  params.listArticles = { ...params.listArticles, start_id: undefined };
  params.listTrades = { ...params.listTrades, to: now };
  return JSON.parse(JSON.stringify(params)) as Record<string, Json>;
}
