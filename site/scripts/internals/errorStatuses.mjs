// Which error class each response status and envelope code produces, and whether the client
// retries it: asked of the built client itself (a `fetch` that answers with that response),
// never listed here, so that a change to the client's error classes shows at the next build.
import { createMarketDataClient } from '@marketdata-sdk/client';

/** HTTP statuses a gateway or proxy in front of the service may answer with. */
const httpStatuses = [400, 401, 403, 404, 408, 429, 500, 502, 503, 504];

/** The envelope's error codes, as the spec's description lists them (`4012` invalid parameter). */
export function envelopeCodes(spec) {
  const text = String(spec.info?.description ?? '').replace(/\s+/g, ' ');
  const codes = [...text.matchAll(/`(\d{4})` ([a-z][a-z ]*?)(?=[,.])/g)].map((m) => ({
    code: Number(m[1]),
    meaning: m[2],
  }));
  if (codes.length === 0) throw new Error('the spec describes no envelope error code (`4012` …)');
  return codes;
}

/** The class the client throws for `response`, and whether it tried a second time. */
async function judge(response) {
  let calls = 0;
  const client = createMarketDataClient({
    apiKey: 'site-build',
    baseUrl: 'http://127.0.0.1:9',
    maxRetries: 1,
    fetch: async () => {
      calls += 1;
      return response();
    },
  });
  try {
    await client.news.listWires({ size: 1 });
  } catch (error) {
    return { errorClass: error.name, retried: calls > 1 };
  }
  throw new Error('the client resolved a response that should have failed');
}

/** Every status and code with the class it produces: `{ id, label, meaning, errorClass, retried }`. */
export async function errorStatuses(spec) {
  // `Retry-After: 0` so that a retried status is retried at once, not after a backoff.
  const headers = { 'content-type': 'application/json', 'retry-after': '0' };
  const rows = [];
  for (const { code, meaning } of [
    ...envelopeCodes(spec),
    { code: 4999, meaning: 'any other non-zero code' },
  ]) {
    const body = JSON.stringify({ status_code: code, status_msg: meaning });
    rows.push({
      id: `code-${code}`,
      label: code === 4999 ? 'another status_code' : `status_code ${code}`,
      meaning: `${meaning} (HTTP 200)`,
      ...(await judge(() => new Response(body, { status: 200, headers }))),
    });
  }
  for (const status of httpStatuses) {
    rows.push({
      id: `http-${status}`,
      label: `HTTP ${status}`,
      meaning: 'without an envelope (a gateway, a proxy)',
      ...(await judge(() => new Response('<html>error</html>', { status, headers }))),
    });
  }
  return rows;
}

/** The body of `statuses.html`: each status and code, the class it produces, retried or not. */
export function statusesBody(rows, classHref, escapeHtml) {
  const body = rows
    .map(
      (row) =>
        `<tr id="${row.id}"><th scope="row"><code>${escapeHtml(row.label)}</code></th><td>${escapeHtml(row.meaning)}</td><td><a href="${classHref(row.errorClass)}"><code>${escapeHtml(row.errorClass)}</code></a></td><td>${row.retried ? 'yes' : 'no'}</td></tr>`,
    )
    .join('');
  return `<h1>Statuses and codes</h1>
<p>What the client throws for each error the service or a gateway answers with, and whether it retries the call (up to <code>maxRetries</code>). Found by answering the built client with each response, so the table follows the client. The <a href="guides/errors.html">errors guide</a> says what every class carries.</p>
<div class="table" tabindex="0"><table><thead><tr><th scope="col">response</th><th scope="col">meaning</th><th scope="col">error class</th><th scope="col">retried</th></tr></thead><tbody>${body}</tbody></table></div>`;
}
