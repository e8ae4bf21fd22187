// generated, do not edit — run `npx -y pnpm@12.21.0 generate` (source: the spec, via redocly.yaml)

import {
  listWiresInfiniteQueryOptions,
  listCongressTradesInfiniteQueryOptions,
  listArticlesInfiniteQueryOptions,
  listInsiderTradesInfiniteQueryOptions,
} from './infinite';

/** The `infiniteQueryOptions` factory of each paged operation, by operationId. */
export const infiniteFactories = {
  listWires: listWiresInfiniteQueryOptions,
  listCongressTrades: listCongressTradesInfiniteQueryOptions,
  listArticles: listArticlesInfiniteQueryOptions,
  listInsiderTrades: listInsiderTradesInfiniteQueryOptions,
} as const;
