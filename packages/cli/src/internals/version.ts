declare const __PACKAGE_VERSION__: string | undefined;

/** This package's version, written in at build time (`source` when run from the sources). */
export const packageVersion: string =
  typeof __PACKAGE_VERSION__ === 'string' ? __PACKAGE_VERSION__ : 'source';
