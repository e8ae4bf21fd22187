import { describe, expectTypeOf, it } from 'vitest';
import type { ErrorEnvelope, Headline, paths } from '../src/index';
import { wireTabs } from '../src/index';

// The README's plain-fetch example, kept compiling.
type ListWires = paths['/news/v1/wire/page/history']['get'];
type WiresQuery = NonNullable<ListWires['parameters']['query']>;
type WiresBody = ListWires['responses'][200]['content']['application/json'];

async function listWires(apiKey: string, query: WiresQuery): Promise<Headline[]> {
  const url = new URL('https://openapi.ainvest.com/open/news/v1/wire/page/history');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const response = await fetch(url, { headers: { Authorization: `Bearer ${apiKey}` } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as WiresBody;
  if (!('data' in body)) throw new Error(`API error ${(body as ErrorEnvelope).status_code}`);
  return body.data.data;
}

describe('README example', () => {
  it('compiles and narrows the body to the success envelope', () => {
    expectTypeOf(listWires).parameter(1).toEqualTypeOf<WiresQuery>();
    expectTypeOf(wireTabs[2]).toEqualTypeOf<'important'>();
    // @ts-expect-error 'breaking' is not a tab
    const bad: WiresQuery = { tab: 'breaking' };
    void bad;
  });
});
