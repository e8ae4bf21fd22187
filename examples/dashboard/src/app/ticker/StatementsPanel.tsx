import { useGetFinancialStatements } from '@marketdata-sdk/react-hooks';
import { skipToken } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Panel } from '../components/Panel';
import { onTabListKeyDown } from '../components/tabKeys';
import { useNearScreen } from '../components/useNearScreen';
import { useRememberedChoice } from '../preferences';
import type { StatementPeriod } from './internals/statementColumns';

const kinds = [
  { key: 'income_statements', label: 'Income' },
  { key: 'cashflow_statements', label: 'Cash flow' },
  { key: 'balance_sheets', label: 'Balance sheet' },
] as const;
/** One of the three statements. */
export type StatementKind = (typeof kinds)[number]['key'];
type Kind = StatementKind;
const isKind = (value: unknown): value is Kind => kinds.some((k) => k.key === value);

/** Annual or quarterly columns. */
export type StatementView = 'annual' | 'quarterly';
const isView = (value: unknown): value is StatementView =>
  value === 'annual' || value === 'quarterly';

// The table's code (period arithmetic and the tree) loads when the card nears the screen, not on
// first load; the card asks for its data once the code is there, so "ready" means a drawn table.
type Table = typeof import('./StatementTable').StatementTable;

/** Income, cash flow and balance sheet as expandable trees, by year (with TTM) or by quarter. */
export function StatementsPanel({ ticker }: { ticker: string }) {
  const [view, setView] = useRememberedChoice('periods', isView, 'annual');
  const [kind, setKind] = useRememberedChoice('statement', isKind, 'income_statements');
  // Every year-to-date period in one answer (quarters and the TTM are derived from them): the
  // page's largest answer, asked for only when the card nears the screen, not on first load.
  const card = useRef<HTMLElement>(null);
  const near = useNearScreen(card);
  const [Table, setTable] = useState<Table>();
  useEffect(() => {
    if (!near) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // A failed load (the server down) is tried again every few seconds until it arrives.
    const load = () =>
      import('./StatementTable').then(
        (m) => live && setTable(() => m.StatementTable),
        () => {
          if (live) retry = setTimeout(load, 3_000);
        },
      );
    void load();
    return () => {
      live = false;
      clearTimeout(retry);
    };
  }, [near]);
  const query = useGetFinancialStatements(near && Table ? { ticker, period: 0 } : skipToken);
  const controls = (
    <>
      <div className="segmented" role="tablist" aria-label="Statement" onKeyDown={onTabListKeyDown}>
        {kinds.map((k) => (
          <button
            key={k.key}
            type="button"
            role="tab"
            aria-selected={kind === k.key}
            tabIndex={kind === k.key ? 0 : -1}
            onClick={() => setKind(k.key)}
          >
            {k.label}
          </button>
        ))}
      </div>
      <fieldset className="range-buttons">
        <legend className="visually-hidden">Periods</legend>
        {(['annual', 'quarterly'] as const).map((v) => (
          <button
            key={v}
            type="button"
            className="btn btn-ghost btn-small"
            aria-pressed={view === v}
            onClick={() => setView(v)}
          >
            {v === 'annual' ? 'Annual' : 'Quarterly'}
          </button>
        ))}
      </fieldset>
    </>
  );
  return (
    <Panel
      title="Financial statements"
      query={query}
      testId="statements"
      cardRef={card}
      className="span-2"
      actions={controls}
      isEmpty={(data) => (data[kind] as StatementPeriod[]).length === 0}
      empty="No statements for these periods."
    >
      {(data) =>
        Table && <Table periods={data[kind] as StatementPeriod[]} kind={kind} view={view} />
      }
    </Panel>
  );
}
