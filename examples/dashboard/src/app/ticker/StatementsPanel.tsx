import { useGetFinancialStatements } from '@marketdata-sdk/react-hooks';
import { statementPeriods } from '@marketdata-sdk/types';
import { useState } from 'react';
import { Panel } from '../components/Panel';
import { onTabListKeyDown } from '../components/tabKeys';
import { fmt } from '../format';
import { StatementTree, type TreeColumn, type TreeLine } from './StatementTree';

const periodLabels: Record<string, string> = {
  '0': 'Every period',
  '1': 'First quarter',
  '2': 'Half year',
  '3': 'Third quarter',
  '4': 'Annual',
};

const kinds = [
  { key: 'income_statements', label: 'Income' },
  { key: 'cashflow_statements', label: 'Cash flow' },
  { key: 'balance_sheets', label: 'Balance sheet' },
] as const;

type Period = (typeof statementPeriods)[number];

interface PeriodLike {
  period: string;
  start_date: string;
  end_date: string;
  lines: TreeLine[];
}

function columnLabel(p: PeriodLike, period: Period): string {
  if (String(period) === '4') return `FY ${p.end_date.slice(0, 4)}`;
  return p.period || fmt.date(p.end_date);
}

/** Income, cash flow and balance sheet as expandable trees, with a period selector. */
export function StatementsPanel({ ticker }: { ticker: string }) {
  const [period, setPeriod] = useState<Period>(
    statementPeriods[statementPeriods.length - 1] as Period,
  );
  const [kind, setKind] = useState<(typeof kinds)[number]['key']>('income_statements');
  const query = useGetFinancialStatements({ ticker, period });
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
      <select
        aria-label="Periods"
        value={String(period)}
        onChange={(event) =>
          setPeriod(statementPeriods.find((p) => String(p) === event.target.value) as Period)
        }
      >
        {statementPeriods.map((p) => (
          <option key={String(p)} value={String(p)}>
            {periodLabels[String(p)] ?? String(p)}
          </option>
        ))}
      </select>
    </>
  );
  return (
    <Panel
      title="Financial statements"
      query={query}
      testId="statements"
      className="span-2"
      actions={controls}
      isEmpty={(data) => (data[kind] as PeriodLike[]).length === 0}
      empty="No statements for these periods."
    >
      {(data) => {
        const periods = [...(data[kind] as PeriodLike[])]
          .sort((a, b) => b.end_date.localeCompare(a.end_date))
          .slice(0, 6);
        const columns: TreeColumn[] = periods.map((p) => ({
          label: columnLabel(p, period),
          lines: p.lines,
        }));
        return <StatementTree key={kind} columns={columns} />;
      }}
    </Panel>
  );
}
