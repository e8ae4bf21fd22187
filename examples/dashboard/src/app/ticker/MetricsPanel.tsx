import { useGetFinancialMetrics } from '@marketdata-sdk/react-hooks';
import type { FinancialMetrics } from '@marketdata-sdk/types';
import { Panel } from '../components/Panel';
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
  { key: 'assets_debt_ratio', label: 'Debt / assets', format: fmt.percent },
  { key: 'balanced_net_assets', label: 'Book value', format: fmt.usdCompact },
];

/** Key financial metrics; ratios are fractions shown as percentages. */
export function MetricsPanel({ ticker }: { ticker: string }) {
  const query = useGetFinancialMetrics({ ticker });
  return (
    <Panel title="Key metrics" query={query} testId="metrics">
      {(data) => (
        <dl className="metrics">
          {metrics.map((m) => {
            const value = data[m.key] as number | null | undefined;
            const tone =
              m.signed && typeof value === 'number' ? (value >= 0 ? 'positive' : 'negative') : '';
            return (
              <div key={m.key} className="metric">
                <dt>{m.label}</dt>
                <dd className={tone}>{typeof value === 'number' ? m.format(value) : '—'}</dd>
              </div>
            );
          })}
        </dl>
      )}
    </Panel>
  );
}
