/** The tickers of the sandbox's universe, split into stocks and ETFs. */
import { universe } from '@marketdata-sdk/fixtures';

/** Universe tickers by kind. */
export interface UniverseTickers {
  stocks: string[];
  etfs: string[];
}

/** Reads the universe of `@marketdata-sdk/fixtures`. */
export async function universeTickers(): Promise<UniverseTickers> {
  return {
    stocks: universe.filter((entry) => entry.kind === 'stock').map((entry) => entry.ticker),
    etfs: universe.filter((entry) => entry.kind === 'etf').map((entry) => entry.ticker),
  };
}
