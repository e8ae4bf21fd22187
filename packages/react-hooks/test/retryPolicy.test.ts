import {
  AbortError,
  AuthenticationError,
  HttpError,
  InvalidParamError,
  NetworkError,
  ParamValidationError,
  RateLimitError,
  ResponseParseError,
  TimeoutError,
} from '@marketdata-sdk/client';
import { describe, expect, test } from 'vitest';
import { createRetryPolicy, isRetryableByQuery, marketDataRetry } from '../src/retryPolicy';

describe('the query layer retry policy', () => {
  test.each([
    ['4011', new AuthenticationError('refused', { statusCode: 4011 })],
    ['4012', new InvalidParamError('Invalid param', { statusCode: 4012 })],
    [
      'validation',
      new ParamValidationError('size: maximum 50', { param: 'size', rule: 'maximum' }),
    ],
    ['an abort', new AbortError('aborted')],
  ])('never retries what cannot succeed: %s', (_name, error) => {
    expect(isRetryableByQuery(error)).toBe(false);
    expect(marketDataRetry(0, error)).toBe(false);
  });

  test.each([
    ['4014', new RateLimitError('slow down', { statusCode: 4014 })],
    ['HTTP 503', new HttpError('unavailable', { httpStatus: 503 })],
    ['a timeout', new TimeoutError('timed out')],
    ['a network error', new NetworkError('reset')],
  ])('leaves to the client what the client retries: %s', (_name, error) => {
    expect(marketDataRetry(0, error)).toBe(false);
  });

  test('retries a response that could not be parsed once, which the client does not retry', () => {
    const error = new ResponseParseError('truncated');
    expect(marketDataRetry(0, error)).toBe(true);
    expect(marketDataRetry(1, error)).toBe(false);
  });

  test('retries errors from outside the client up to maxRetries', () => {
    const retry = createRetryPolicy({ maxRetries: 3 });
    const error = new TypeError('boom');
    expect([0, 1, 2, 3].map((count) => retry(count, error))).toEqual([true, true, true, false]);
  });
});
