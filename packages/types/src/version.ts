/**
 * The `info.version` of the spec these types were generated from. A test keeps it equal to the
 * spec's.
 */
export const specVersion = '1.0.0';
