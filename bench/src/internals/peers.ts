/**
 * The clients compared by the client suites, each reduced to one call: "fetch the first page of
 * the wires list and return the envelope's `data`, throwing on an HTTP or envelope error".
 */
import type { paths } from '@marketdata-sdk/types';
import axios from 'axios';
import ky from 'ky';
import createClient from 'openapi-fetch';
import { sandboxKey } from './wires';

/** A `fetch`-compatible function. */
export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** One call of the wires list through some client. */
export type WiresCall = () => Promise<unknown>;

/** The names of the compared clients. */
export const peerNames = ['raw-fetch', 'openapi-fetch', 'ours', 'axios', 'ky'] as const;

/** One client name. */
export type PeerName = (typeof peerNames)[number];

const headers = { authorization: `Bearer ${sandboxKey}` };

interface Envelope {
  status_code: number;
  status_msg: string;
  data?: unknown;
}

function unwrap(body: Envelope): unknown {
  if (body.status_code !== 0) throw new Error(`envelope ${body.status_code}: ${body.status_msg}`);
  return body.data;
}

/** Plain `fetch` with the minimum handling every caller writes: status, JSON, envelope. */
export function rawFetchCall(baseUrl: string, fetchImpl: FetchLike = fetch): WiresCall {
  const url = `${baseUrl}/news/v1/wire/page/history?size=10`;
  return async () => {
    const response = await fetchImpl(url, { headers });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return unwrap((await response.json()) as Envelope);
  };
}

/** Bare openapi-fetch typed against the generated paths. */
export function openapiFetchCall(baseUrl: string, fetchImpl: FetchLike = fetch): WiresCall {
  const client = createClient<paths>({ baseUrl, headers, fetch: fetchImpl as typeof fetch });
  return async () => {
    const { data, error, response } = await client.GET('/news/v1/wire/page/history', {
      params: { query: { size: 10 } },
    });
    if (error !== undefined || !data) throw new Error(`HTTP ${response.status}`);
    return unwrap(data as Envelope);
  };
}

/** axios with its Node http adapter (keep-alive through Node's global agent). */
export function axiosCall(baseUrl: string): WiresCall {
  const client = axios.create({ baseURL: baseUrl, headers });
  return async () =>
    unwrap(
      (await client.get<Envelope>('/news/v1/wire/page/history', { params: { size: 10 } })).data,
    );
}

/** ky 1.x over `fetch`, retries off as the others make none on success. */
export function kyCall(baseUrl: string, fetchImpl: FetchLike = fetch): WiresCall {
  const client = ky.create({
    prefixUrl: baseUrl,
    headers,
    fetch: fetchImpl as typeof fetch,
    retry: 0,
  });
  return async () =>
    unwrap(
      await client
        .get('news/v1/wire/page/history', { searchParams: { size: 10 } })
        .json<Envelope>(),
    );
}

/** Our client's `news.listWires`. Loaded lazily so the harness runs before the client exists. */
export async function oursCall(baseUrl: string, fetchImpl?: FetchLike): Promise<WiresCall> {
  const { createMarketDataClient } = await import('@marketdata-sdk/client');
  const client = createMarketDataClient({
    apiKey: sandboxKey,
    baseUrl,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  return () => client.news.listWires({ size: 10 });
}

/** Builds the call of `name` against `baseUrl` over the network. */
export async function peerCall(name: PeerName, baseUrl: string): Promise<WiresCall> {
  switch (name) {
    case 'raw-fetch':
      return rawFetchCall(baseUrl);
    case 'openapi-fetch':
      return openapiFetchCall(baseUrl);
    case 'ours':
      return oursCall(baseUrl);
    case 'axios':
      return axiosCall(baseUrl);
    case 'ky':
      return kyCall(baseUrl);
  }
}
