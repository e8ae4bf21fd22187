/** The request every server benchmark sends: the first page of the wires list. */

/** Path and query of the wires list request. */
export const wiresPath = '/news/v1/wire/page/history?size=10';

/** The sandbox's default API key. */
export const sandboxKey = 'sandbox';

/** Headers of an authorised request. */
export const authHeaders: Record<string, string> = { authorization: `Bearer ${sandboxKey}` };

/**
 * Fetches the wires list once and checks it is a success envelope with ten headlines,
 * so that a load run never measures error answers (the service answers errors with HTTP 200).
 * Returns the body text.
 */
export async function fetchWiresBody(origin: string): Promise<string> {
  const response = await fetch(`${origin}${wiresPath}`, { headers: authHeaders });
  const body = await response.text();
  const envelope = JSON.parse(body) as { status_code?: number; data?: { data?: unknown[] } };
  if (response.status !== 200 || envelope.status_code !== 0 || envelope.data?.data?.length !== 10) {
    throw new Error(
      `${origin}${wiresPath} did not answer a page of 10 headlines: HTTP ${response.status} ${body.slice(0, 200)}`,
    );
  }
  return body;
}

/** A wires page body as the in-process sandbox answers it, with where it came from. */
export async function sampleWiresBody(): Promise<{ body: string; source: string }> {
  try {
    const { createSandbox } = await import('@marketdata-sdk/fixtures');
    const sandbox = createSandbox();
    const response = await sandbox.fetch(
      new Request(`http://127.0.0.1${wiresPath}`, { headers: authHeaders }),
    );
    return { body: await response.text(), source: "the in-process sandbox's wires page" };
  } catch (error) {
    return {
      body: JSON.stringify(syntheticPage()),
      source: `a synthetic wires page (the sandbox could not be loaded: ${(error as Error).message})`,
    };
  }
}

function syntheticPage() {
  const data = Array.from({ length: 10 }, (_, i) => ({
    news_id: 1_000_000 - i,
    content_id: `US_WIRE${String(i).padStart(16, '0')}`,
    title: `Synthetic headline number ${i} about a listed company and its quarter`,
    summary: 'A synthetic summary of roughly the size that the service sends for one headline.',
    publish_time: 1_700_000_000_000 - i * 60_000,
    important: i % 3 === 0,
    tags: [{ code: 'AAPL', name: 'Apple Inc.', type: 'stock' }],
  }));
  return { data: { start_id: 1_000_000, size: 10, data }, status_code: 0, status_msg: 'success' };
}
