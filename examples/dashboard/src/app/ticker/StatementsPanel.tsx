import { useGetFinancialStatements } from '@marketdata-sdk/react-hooks';
import { skipToken } from '@tanstack/react-query';
import { useRef } from 'react';
import { Panel } from '../components/Panel';
import { onTabListKeyDown } from '../components/tabKeys';
import { useNearScreen } from '../components/useNearScreen';
import { useRememberedChoice } from '../preferences';
import {
  annualColumns,
  balanceQuarterColumns,
  quarterColumns,
  type StatementColumn,
  type StatementPeriod,
  tableUnit,
  ttmColumn,
} from './internals/statementColumns';
import { StatementTree } from './StatementTree';

const kinds = [
  { key: 'income_statements', label: 'Income' },
  { key: 'cashflow_statements', label: 'Cash flow' },
  { key: 'balance_sheets', label: 'Balance sheet' },
] as const;
type Kind = (typeof kinds)[number]['key'];
const isKind = (value: unknown): value is Kind => kinds.some((k) => k.key === value);

/** Annual or quarterly columns. */
export type StatementView = 'annual' | 'quarterly';
const isView = (value: unknown): value is StatementView =>
  value === 'annual' || value === 'quarterly';

/**
 * The columns of one statement. Flows (income, cash flow) as full years with the trailing twelve
 * months first, or as quarters derived from the year-to-date periods the service reports; the
 * balance sheet as of each year's or quarter's end.
 */
export function statementColumns(
  periods: readonly StatementPeriod[],
  kind: Kind,
  view: StatementView,
): StatementColumn[] {
  const flow = kind !== 'balance_sheets';
  if (view === 'quarterly') {
    return (flow ? quarterColumns(periods) : balanceQuarterColumns(periods)).slice(0, 8);
  }
  const years = annualColumns(periods).slice(0, 5);
  const ttm = flow ? ttmColumn(periods) : undefined;
  return ttm ? [ttm, ...years] : years;
}

/** Income, cash flow and balance sheet as expandable trees, by year (with TTM) or by quarter. */
export function StatementsPanel({ ticker }: { ticker: string }) {
  const [view, setView] = useRememberedChoice('periods', isView, 'annual');
  const [kind, setKind] = useRememberedChoice('statement', isKind, 'income_statements');
  // Every year-to-date period in one answer (quarters and the TTM are derived from them): the
  // page's largest answer, asked for only when the card nears the screen, not on first load.
  const card = useRef<HTMLElement>(null);
  const near = useNearScreen(card);
  const query = useGetFinancialStatements(near ? { ticker, period: 0 } : skipToken);
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
      {(data) => {
        const columns = statementColumns(data[kind] as StatementPeriod[], kind, view);
        const unit = tableUnit(columns);
        return (
          <>
            <p className="muted small" data-testid="statement-unit">
              {`US dollars in ${unit.name}; per-share figures in dollars.`}
              {view === 'quarterly' && kind !== 'balance_sheets'
                ? ' Quarters after the first are the differences of year-to-date totals; per-share figures are not derived.'
                : ''}
              {view === 'annual' && kind !== 'balance_sheets'
                ? ' TTM: the last four quarters.'
                : ''}
            </p>
            <StatementTree key={`${kind}-${view}`} columns={columns} divisor={unit.divisor} />
          </>
        );
      }}
    </Panel>
  );
}
