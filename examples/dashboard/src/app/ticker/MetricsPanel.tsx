import { useGetFinancialMetrics, useGetFinancialStatements } from '@marketdata-sdk/react-hooks';
import { type FinancialMetrics, statementPeriods } from '@marketdata-sdk/types';
import { skipToken } from '@tanstack/react-query';
import { useRef } from 'react';
import { Panel } from '../components/Panel';
import { useNearScreen } from '../components/useNearScreen';
import { fmt } from '../format';

type Key = keyof FinancialMetrics & string;

const metrics: { key: Key; label: string; format: (v: number) => string; signed?: boolean }[] = [
  { key: 'pe_ttm', label: 'P/E (TTM)', format: fmt.decimal },
  { key: 'pb', label: 'P/B', format: fmt.decimal },
  { key: 'eps_ttm', label: 'EPS (TTM)', format: fmt.decimal },
  { key: 'roe_ttm', label: 'ROE (TTM)', format: fmt.percent },
  { key: 'operating_income_total_ttm', label: 'Revenue (TTM)', format: fmt.usdCompact },
  {
    key: 'operating_income_total_yoy',
    label: 'Revenue YoY',
    format: fmt.signedPercent,
    signed: true,
  },
  { key: 'net_profit_ttm', label: 'Net profit (TTM)', format: fmt.usdCompact },
  { key: 'net_profit_yoy', label: 'Net profit YoY', format: fmt.signedPercent, signed: true },
  { key: 'gross_profit_ratio_ttm', label: 'Gross margin', format: fmt.percent },
  { key: 'net_profit_ratio_ttm', label: 'Net margin', format: fmt.percent },
  { key: 'dividend_yield_ratio_ttm', label: 'Dividend yield', format: fmt.percent },
  { key: 'pay_out_ratio', label: 'Payout ratio', format: fmt.percent },
  { key: 'assets_debt_ratio', label: 'Assets / debt', format: fmt.decimal },
  { key: 'balanced_net_assets', label: 'Book value', format: fmt.usdCompact },
];

type Line = { name: string; value: number | null; lines?: Line[] | null };

function findLine(lines: Line[] | null | undefined, name: string): Line | undefined {
  for (const line of lines ?? []) {
    if (line.name === name) return line;
    const inner = findLine(line.lines, name);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * True when no income statement reports a cost of revenue (banks, insurers): a gross margin
 * does not apply to such a company, whatever ratio the metrics carry.
 */
export function grossMarginNotApplicable(
  incomeStatements: { lines: Line[] }[] | undefined,
): boolean {
  if (!incomeStatements || incomeStatements.length === 0) return false;
  return incomeStatements.every((p) => {
    const cost = findLine(p.lines, 'Cost of Revenue');
    return cost === undefined || cost.value === null;
  });
}

/** Key financial metrics; ratios are fractions shown as percentages. */
export function MetricsPanel({ ticker }: { ticker: string }) {
  const query = useGetFinancialMetrics({ ticker });
  // Whether a gross margin applies needs the annual statements (9 kB): asked for when the card
  // comes on screen, not with the page's first load.
  const card = useRef<HTMLElement>(null);
  const near = useNearScreen(card, 0);
  const statements = useGetFinancialStatements(
    near
      ? {
          ticker,
          period: statementPeriods[
            statementPeriods.length - 1
          ] as (typeof statementPeriods)[number],
        }
      : skipToken,
  );
  const noGrossMargin = grossMarginNotApplicable(
    statements.data?.income_statements as { lines: Line[] }[] | undefined,
  );
  return (
    <Panel title="Key metrics" query={query} testId="metrics" cardRef={card}>
      {(data) => (
        <dl className="metrics">
          {metrics.map((m) => {
            const notApplicable = m.key === 'gross_profit_ratio_ttm' && noGrossMargin;
            const value = notApplicable ? undefined : (data[m.key] as number | null | undefined);
            const tone =
              m.signed && typeof value === 'number' ? (value >= 0 ? 'positive' : 'negative') : '';
            return (
              <div key={m.key} className="metric">
                <dt>{m.label}</dt>
                <dd
                  className={tone}
                  title={notApplicable ? 'Not applicable: no cost of revenue reported' : undefined}
                >
                  {typeof value === 'number' ? m.format(value) : '—'}
                  {notApplicable && <span className="visually-hidden"> not applicable</span>}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </Panel>
  );
}
