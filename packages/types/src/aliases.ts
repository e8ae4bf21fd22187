import type { EconomicEvent, Headline } from './generated/openapi';

/**
 * A headline's `news_important`: 1 for an important headline, 0 otherwise. Inferred by
 * observation (the provider does not document it), and it may be absent.
 */
export type HeadlineImportance = NonNullable<Headline['news_important']>;
/** Importance of an economic event: 1, 2 or 3, low to high (documented by the provider). */
export type EconomicEventImportance = EconomicEvent['importance'];
