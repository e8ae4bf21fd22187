import { useGetEtfProfile } from '@marketdata-sdk/react-hooks';
import { Panel } from '../components/Panel';
import { fmt } from '../format';

const ratio = new Intl.NumberFormat('en-US', {
  style: 'unit',
  unit: 'percent',
  maximumSignificantDigits: 3,
});

/** A profile member as a number when the service sent one (the profile's members are undocumented). */
function numberOf(facts: Record<string, unknown>, name: string): number | undefined {
  const value = facts[name];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * A fund's facts from its ETF profile: assets under management and the expense ratio, each shown
 * only when the profile has it (the service documents no member of a profile).
 */
export function FundFacts({ ticker }: { ticker: string }) {
  const query = useGetEtfProfile({ ticker });
  return (
    <Panel
      title="Fund facts"
      query={query}
      testId="fund-facts"
      isEmpty={(profile) => profile === null || typeof profile !== 'object'}
      empty="The service has no profile for this fund."
    >
      {(profile) => {
        const facts = profile as Record<string, unknown>;
        const assets = numberOf(facts, 'assets_under_management');
        // A ratio may come as a fraction (0.000945) or in percent (0.0945): no fund charges
        // 1.5 % or more, and none charges under 0.015 %.
        const expense = numberOf(facts, 'expense_ratio');
        const exchange = typeof facts.exchange === 'string' ? facts.exchange : undefined;
        const rows: [string, string, string][] = [
          ['Assets under management', assets === undefined ? '—' : fmt.usdCompact(assets), 'aum'],
          [
            'Expense ratio',
            expense === undefined ? '—' : ratio.format(expense <= 0.015 ? expense * 100 : expense),
            'expense-ratio',
          ],
          ['Listed on', exchange ?? '—', 'exchange'],
        ];
        return (
          <dl className="metrics">
            {rows.map(([label, value, id]) => (
              <div className="metric" key={id}>
                <dt>{label}</dt>
                <dd data-testid={`fund-${id}`}>{value}</dd>
              </div>
            ))}
          </dl>
        );
      }}
    </Panel>
  );
}
