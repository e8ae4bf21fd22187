import { useGetConsensus } from '@marketdata-sdk/react-hooks';
import { Panel } from '../components/Panel';
import { fmt } from '../format';

/** The analysts' consensus: rating counts and the price target range, against the last price. */
export function ConsensusPanel({ ticker, lastPrice }: { ticker: string; lastPrice?: number }) {
  const query = useGetConsensus({ ticker });
  return (
    <Panel
      title="Analyst consensus"
      query={query}
      testId="consensus"
      isEmpty={(data) => data == null}
      empty={`No analyst rates ${ticker}.`}
    >
      {(data) => {
        if (!data) return null;
        const { analysts_ratings: r, target_price: t } = data;
        const total = Math.max(1, r.buy + r.hold + r.sell);
        const lo = Math.min(t.low, lastPrice ?? t.low);
        const hi = Math.max(t.high, lastPrice ?? t.high);
        const pos = (v: number) => `${hi === lo ? 50 : ((v - lo) / (hi - lo)) * 100}%`;
        const upside = lastPrice ? t.average / lastPrice - 1 : undefined;
        return (
          <div className="consensus">
            <div className="consensus-head">
              <span
                className={`rating rating-${r.average_rating.toLowerCase().replace(/\s+/g, '-')}`}
              >
                {r.average_rating}
              </span>
              <span className="muted">{fmt.integer(r.count)} analysts</span>
            </div>
            <div className="stack-bar" role="img" aria-label="Buy, hold and sell ratings">
              <span className="buy" style={{ flexGrow: r.buy }} title={`Buy ${r.buy}`} />
              <span className="hold" style={{ flexGrow: r.hold }} title={`Hold ${r.hold}`} />
              <span className="sell" style={{ flexGrow: r.sell }} title={`Sell ${r.sell}`} />
            </div>
            <div className="stack-legend">
              <span className="positive">
                Buy {r.buy} ({fmt.percent0(r.buy / total)})
              </span>
              <span className="warning">Hold {r.hold}</span>
              <span className="negative">Sell {r.sell}</span>
            </div>
            <h3 className="subhead">Price target · {fmt.integer(t.count)} targets</h3>
            <div className="range" data-testid="target-range">
              <div className="range-track">
                <span
                  className="range-fill"
                  style={{ left: pos(t.low), right: `calc(100% - ${pos(t.high)})` }}
                />
                <span
                  className="range-mark avg"
                  style={{ left: pos(t.average) }}
                  title="Average target"
                />
                {lastPrice !== undefined && (
                  <span
                    className="range-mark last"
                    style={{ left: pos(lastPrice) }}
                    title="Last price"
                  />
                )}
              </div>
              <div className="range-legend small muted">
                <span>
                  <span className="key key-avg" /> Average target
                </span>
                {lastPrice !== undefined && (
                  <span>
                    <span className="key key-last" /> Last price
                  </span>
                )}
              </div>
              <div className="range-labels">
                <span>
                  Low <strong>{fmt.usd(t.low)}</strong>
                </span>
                <span>
                  Average <strong>{fmt.usd(t.average)}</strong>
                </span>
                <span>
                  High <strong>{fmt.usd(t.high)}</strong>
                </span>
              </div>
              {upside !== undefined && (
                <p className="small">
                  Average target vs last price {fmt.usd(lastPrice)}:{' '}
                  <strong className={upside >= 0 ? 'positive' : 'negative'}>
                    {fmt.signedPercent(upside)}
                  </strong>
                </p>
              )}
            </div>
          </div>
        );
      }}
    </Panel>
  );
}
