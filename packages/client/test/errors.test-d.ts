import { describe, expectTypeOf, it } from 'vitest';
import {
  ApiError,
  type InvalidParamError,
  MarketDataError,
  NetworkError,
  type RateLimitError,
  TimeoutError,
} from '../src/index';

declare const caught: unknown;

describe('error types', () => {
  it('narrow a MarketDataError by its literal name', () => {
    if (caught instanceof MarketDataError) {
      if (caught.name === 'RateLimitError') {
        expectTypeOf(caught).toEqualTypeOf<RateLimitError>();
        expectTypeOf(caught.retryAfterMs).toEqualTypeOf<number | undefined>();
        expectTypeOf(caught.httpStatus).toEqualTypeOf<number>();
      }
      if (caught.name === 'ParamValidationError') {
        expectTypeOf(caught.param).toEqualTypeOf<string>();
        expectTypeOf(caught.rule).toEqualTypeOf<string>();
      }
      if (caught.name === 'TimeoutError') expectTypeOf(caught.timeoutMs).toEqualTypeOf<number>();
      // @ts-expect-error: no class is named so
      if (caught.name === 'RateLimitErr') return;
    }
  });

  it('give each class its literal name and its required fields', () => {
    expectTypeOf<RateLimitError['name']>().toEqualTypeOf<'RateLimitError'>();
    expectTypeOf<InvalidParamError['statusCode']>().toEqualTypeOf<number>();
    expectTypeOf<ApiError['httpStatus']>().toEqualTypeOf<number>();
    expectTypeOf<ApiError['operationId']>().toEqualTypeOf<string>();
  });

  it('narrow by instanceof to the class, and a TimeoutError is a NetworkError', () => {
    if (caught instanceof TimeoutError) expectTypeOf(caught).toEqualTypeOf<TimeoutError>();
    if (caught instanceof NetworkError && caught.name === 'TimeoutError')
      expectTypeOf(caught.timeoutMs).toEqualTypeOf<number>();
    expectTypeOf<TimeoutError>().toExtend<NetworkError>();
    if (caught instanceof ApiError) {
      // @ts-expect-error: an ApiError is never a NetworkError
      if (caught.name === 'NetworkError') return;
    }
  });
});
