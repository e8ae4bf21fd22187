import { fileURLToPath } from 'node:url';
import { createMarketDataClient } from '@marketdata-sdk/client';
import { createSandbox } from '@marketdata-sdk/fixtures';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The built bin, run as a desktop MCP client runs it. */
export const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

/** A client on an in-process sandbox: what `--sandbox` serves. */
export function sandboxClient() {
  const sandbox = createSandbox();
  return createMarketDataClient({
    apiKey: 'sandbox',
    baseUrl: 'http://127.0.0.1',
    fetch: (input, init) => sandbox.fetch(new Request(input, init)),
  });
}

/** A JSON Schema 2020-12 validator with formats, strict about the schemas themselves. */
export function schemaValidator() {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
  addFormats.default(ajv);
  return ajv;
}
