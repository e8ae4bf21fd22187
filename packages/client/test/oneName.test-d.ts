import type { ArticleSummary, Headline as GeneratedHeadline } from '@marketdata-sdk/types';
import { describe, expectTypeOf, it } from 'vitest';
import type * as client from '../src/index';
import type {
  CallSettings,
  ClientOptions,
  Headline,
  MarketDataClient,
  MethodArgs,
  OperationParams,
  ParamsArg,
  RequestOptions,
} from '../src/index';

type Yielded<T> = T extends AsyncIterable<infer TItem> ? TItem : never;

describe('one name per concept', () => {
  it('a headline is the generated Headline, wherever the client hands one out', () => {
    expectTypeOf<Headline>().toEqualTypeOf<GeneratedHeadline>();
    expectTypeOf<
      Yielded<ReturnType<MarketDataClient['news']['listWires']>>
    >().toEqualTypeOf<Headline>();
    expectTypeOf<
      Yielded<ReturnType<MarketDataClient['news']['watchWires']>>
    >().toEqualTypeOf<Headline>();
    expectTypeOf<
      Yielded<ReturnType<MarketDataClient['news']['listArticles']>>
    >().toEqualTypeOf<ArticleSummary>();
    // @ts-expect-error the second name of the same type is gone
    type _Gone = client.WireHeadline;
  });

  it('client and call options extend one declaration of timeout, retries and headers', () => {
    expectTypeOf<ClientOptions>().toExtend<CallSettings>();
    expectTypeOf<RequestOptions>().toExtend<CallSettings>();
    expectTypeOf<ClientOptions['timeoutMs']>().toEqualTypeOf<CallSettings['timeoutMs']>();
    expectTypeOf<RequestOptions['maxRetries']>().toEqualTypeOf<CallSettings['maxRetries']>();
  });

  it('the parameters argument is optional exactly when every parameter is', () => {
    expectTypeOf<ParamsArg<'listWires'>>().toEqualTypeOf<[params?: OperationParams<'listWires'>]>();
    expectTypeOf<ParamsArg<'getWireContent'>>().toEqualTypeOf<
      [params: OperationParams<'getWireContent'>]
    >();
    expectTypeOf<MethodArgs<'getWireContent'>[0]>().toEqualTypeOf<ParamsArg<'getWireContent'>[0]>();
  });
});
