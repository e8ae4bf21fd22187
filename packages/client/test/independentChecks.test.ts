import { describe, expect, it, vi } from 'vitest';
import { type ParamValidator, paramValidators } from '../../fixtures/src/generated/paramChecks';
import { InvalidParamError, ParamValidationError } from '../src/errors';
import type * as ParamRules from '../src/internals/paramRules';
import { rejectionOf, sandboxClient } from './sandbox';

// The client judges parameters with its one rule checker; the sandbox with validators compiled
// from the spec's schemas. Switch either off, as a bug in it would: the other still refuses.
const off = vi.hoisted(() => ({ client: false, sandbox: false }));

vi.mock('../src/internals/paramRules', async (importOriginal) => {
  const original = await importOriginal<typeof ParamRules>();
  return {
    ...original,
    brokenRule: (...args: Parameters<typeof original.brokenRule>) =>
      off.client ? undefined : original.brokenRule(...args),
  };
});

// The sandbox's validators, swapped in place for ones that follow the switch.
const validators = paramValidators as ParamValidator[];
for (const [index, validate] of validators.entries()) {
  const wrapped: ParamValidator = (value: unknown) => {
    const ok = off.sandbox || validate(value);
    wrapped.errors = off.sandbox ? null : validate.errors;
    return ok;
  };
  validators[index] = wrapped;
}

type Call = (client: ReturnType<typeof sandboxClient>['client']) => Promise<unknown>;

/** One bad value per kind of rule. */
const cases: readonly [what: string, call: Call][] = [
  ['size above its maximum', (c) => c.news.listWires({ size: 51 })],
  ['tab outside its enum', (c) => c.news.listWires({ tab: 'everything' as never })],
  [
    'period outside its enum',
    (c) => c.stocks.getFinancialStatements({ ticker: 'AAPL', period: 7 as never }),
  ],
  ['a date that does not exist', (c) => c.calendar.listEconomicEvents({ date: '2025-02-29' })],
  ['a negative time', (c) => c.marketdata.listTrades({ ticker: 'AAPL', count: 5, to: -1 })],
  ['an empty start_id', (c) => c.news.listWires({ start_id: '' })],
];

describe('two independent parameter checkers: break one, the other still refuses', () => {
  it.each(cases)('%s: the client refuses it before any request', async (_what, call) => {
    const { client, requests } = sandboxClient();
    expect(await rejectionOf(call(client))).toBeInstanceOf(ParamValidationError);
    expect(requests).toHaveLength(0);
  });

  it.each(cases)(
    '%s: with the client’s checker off, the sandbox answers 4012',
    async (_what, call) => {
      off.client = true;
      try {
        const { client, requests } = sandboxClient({ maxRetries: 0 });
        expect(await rejectionOf(call(client))).toBeInstanceOf(InvalidParamError);
        expect(requests).toHaveLength(1);
      } finally {
        off.client = false;
      }
    },
  );

  it.each(cases)(
    '%s: with the sandbox’s checker off, the client still refuses',
    async (_what, call) => {
      off.sandbox = true;
      try {
        // The sandbox's validators now pass any value at all.
        expect(validators.every((validate) => validate(Symbol('anything')))).toBe(true);
        const { client, requests } = sandboxClient();
        expect(await rejectionOf(call(client))).toBeInstanceOf(ParamValidationError);
        expect(requests).toHaveLength(0);
      } finally {
        off.sandbox = false;
      }
    },
  );
});
