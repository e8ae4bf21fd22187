import {
  annualColumns,
  balanceQuarterColumns,
  quarterColumns,
  type StatementColumn,
  type StatementPeriod,
  tableUnit,
  ttmColumn,
} from './internals/statementColumns';
import type { StatementKind, StatementView } from './StatementsPanel';
import { StatementTree } from './StatementTree';

/**
 * The columns of one statement. Flows (income, cash flow) as full years with the trailing twelve
 * months first, or as quarters derived from the year-to-date periods the service reports; the
 * balance sheet as of each year's or quarter's end.
 */
export function statementColumns(
  periods: readonly StatementPeriod[],
  kind: StatementKind,
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

/** One statement's table: its unit, how its columns are derived, and the tree of its lines. */
export function StatementTable({
  periods,
  kind,
  view,
}: {
  periods: readonly StatementPeriod[];
  kind: StatementKind;
  view: StatementView;
}) {
  const columns = statementColumns(periods, kind, view);
  const unit = tableUnit(columns);
  return (
    <>
      <p className="muted small" data-testid="statement-unit">
        {`US dollars in ${unit.name}; per-share figures in dollars.`}
        {view === 'quarterly' && kind !== 'balance_sheets'
          ? ' Quarters after the first are the differences of year-to-date totals; per-share figures are not derived.'
          : ''}
        {view === 'annual' && kind !== 'balance_sheets' ? ' TTM: the last four quarters.' : ''}
      </p>
      <StatementTree key={`${kind}-${view}`} columns={columns} divisor={unit.divisor} />
    </>
  );
}
