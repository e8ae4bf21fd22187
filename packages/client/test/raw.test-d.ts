import type { ErrorEnvelope, ListWiresResponse } from '@marketdata-sdk/types';
import { describe, expectTypeOf, it } from 'vitest';
import type { MarketDataClient } from '../src/index';
import { createRawClient, type RawErrorBody } from '../src/raw';

declare const client: MarketDataClient;

describe('the raw client is typed with what arrives', () => {
  it('error holds a gateway body; data the success or the error envelope', async () => {
    const { data, error } = await createRawClient(client).GET('/news/v1/wire/page/history', {});
    expectTypeOf(error).toEqualTypeOf<RawErrorBody>();
    if (error !== undefined) {
      expectTypeOf(error).toEqualTypeOf<string | { [key: string]: unknown }>();
      expectTypeOf(error).not.toBeNever();
    }
    expectTypeOf(data).toEqualTypeOf<ListWiresResponse | ErrorEnvelope | undefined>();
  });
});
