// Node, Bun and Deno: `<runtime> cli.mjs <baseUrl> <params.json>`; prints the result as JSON.
import { smoke } from './smoke.mjs';

const args = globalThis.Deno ? globalThis.Deno.args : globalThis.process.argv.slice(2);
const [baseUrl, paramsJson] = args;
const result = await smoke({ baseUrl, params: JSON.parse(paramsJson) });
console.log(JSON.stringify(result));
