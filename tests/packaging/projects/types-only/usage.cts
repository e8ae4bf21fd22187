// Type-checked under node16 and nodenext as a CommonJS module (the `require` condition's .d.cts).
import { type Consensus, type components, specVersion } from '@marketdata-sdk/types';

export const version: string = specVersion;

export function average(consensus: Consensus): string {
  return consensus.analysts_ratings.average_rating;
}

// @ts-expect-error a tag is not a number.
export const tag: components['schemas']['Tag'] = 42;
