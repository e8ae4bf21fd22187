import {
  AuthenticationError,
  InternalServerError,
  InvalidParamError,
  MarketDataError,
  ParamValidationError,
} from '@marketdata-sdk/client';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { useListEarnings, useListWires } from '../src/generated/hooks';
import { MarketDataProvider } from '../src/MarketDataProvider';
import { createTestQueryClient, installSandbox } from './sandbox';

function wrapperFor(client: Parameters<typeof MarketDataProvider>[0]['client']) {
  const queryClient = createTestQueryClient();
  return ({ children }: { children?: ReactNode }) => (
    <MarketDataProvider client={client} queryClient={queryClient}>
      {children}
    </MarketDataProvider>
  );
}

describe('errors arrive typed, and are not retried on top of the client', () => {
  test('a 4012 is requested once and arrives as InvalidParamError', async () => {
    const { client, requestsTo } = installSandbox({ maxRetries: 2 });
    const { result } = renderHook(() => useListEarnings({ ticker: 'ZZZZQ' }), {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    const error = result.current.error;
    expect(error).toBeInstanceOf(InvalidParamError);
    expect(error).toBeInstanceOf(MarketDataError);
    expect(error?.statusCode).toBe(4012);
    expect(error?.operationId).toBe('listEarnings');
    expect(error?.httpStatus).toBe(200);
    expect(error?.requestId).toMatch(/\S/);
    expect(result.current.failureCount).toBe(1);
    expect(requestsTo('/securities/stock/financials/earnings')).toHaveLength(1);
  });

  test('a refused key (4011) is requested once and arrives as AuthenticationError', async () => {
    const { client, requests } = installSandbox({ apiKey: 'not-the-key', maxRetries: 2 });
    const { result } = renderHook(() => useListWires({ size: 3 }), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(AuthenticationError);
    expect(result.current.error?.statusCode).toBe(4011);
    expect(requests).toHaveLength(1);
  });

  test('a parameter the spec forbids fails before any request, naming the parameter', async () => {
    const { client, requests } = installSandbox();
    const { result } = renderHook(() => useListWires({ size: 500 }), {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    const error = result.current.error;
    expect(error).toBeInstanceOf(ParamValidationError);
    expect(error?.param).toBe('size');
    expect(result.current.failureCount).toBe(1);
    expect(requests).toHaveLength(0);
  });

  test('a server error is retried by the client only: 1 + maxRetries requests', async () => {
    const { client, sandbox, requests } = installSandbox({ maxRetries: 1 });
    sandbox.faults.failNext(10, 'http-503');
    const { result } = renderHook(() => useListWires({ size: 3 }), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 10_000 });
    expect(result.current.error).toBeInstanceOf(InternalServerError);
    expect(result.current.error?.httpStatus).toBe(503);
    expect(result.current.failureCount).toBe(1);
    expect(requests).toHaveLength(2);
  });
});

describe('what the client does not retry', () => {
  test('a truncated body is retried once by the query layer, then succeeds', async () => {
    const { client, sandbox, requests } = installSandbox();
    sandbox.faults.failNext(1, 'truncate');
    const { result } = renderHook(() => useListWires({ size: 3 }, { retryDelay: 0 }), {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.data).toHaveLength(3);
    expect(requests).toHaveLength(2);
  });
});
