import { useGetEarningsBacktest } from '@marketdata-sdk/react-hooks';
import type { EarningsReport } from '@marketdata-sdk/types';
import { ErrorNotice } from '../components/ErrorNotice';
import { fmt } from '../format';

/**
 * The latest report's call summary and, when the report carries the `unique_id` of its earnings
 * event (the sandbox adds it; the live service lists it in its earnings calendar), how the stock
 * moved after past beats.
 */
export function EarningsBacktest({ report }: { report: EarningsReport }) {
  const uniqueId = (report as EarningsReport & { unique_id?: unknown }).unique_id;
  const id = typeof uniqueId === 'string' ? uniqueId : '';
  const backtest = useGetEarningsBacktest({ unique_id: id }, { enabled: id !== '' });
  return (
    <div className="earnings-notes" data-testid="earnings-notes">
      <h3 className="subhead">
        {report.period_name} · released {fmt.date(report.release_date)}
      </h3>
      {report.earnings_call_summary && <p>{report.earnings_call_summary}</p>}
      <p className="small links">
        {report.earnings_call_url && (
          <a href={report.earnings_call_url} target="_blank" rel="noreferrer">
            Earnings call
          </a>
        )}
        {report.sec_form_link && (
          <a href={report.sec_form_link} target="_blank" rel="noreferrer">
            SEC filing
          </a>
        )}
      </p>
      {id && backtest.isSuccess && (
        <div className="backtest" data-testid="backtest">
          <strong>{backtest.data.headline}</strong>
          <p className="muted">{backtest.data.summary}</p>
        </div>
      )}
      {id && backtest.isError && <ErrorNotice error={backtest.error} />}
    </div>
  );
}
