/** Where the check finds the specs and the changesets inside this repository. */
import { fileURLToPath } from 'node:url';

const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The last released bundled spec, refreshed by the root `version` script. */
export const baselinePath = at('../baseline/openapi.json');

/** The current bundled spec, built by `@marketdata-sdk/spec build`. */
export const currentSpecPath = at('../../../spec/dist/openapi.json');

/** The pending changesets. */
export const changesetDir = at('../../../.changeset');
