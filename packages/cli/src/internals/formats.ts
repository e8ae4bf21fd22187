/** The output formats of every command. */
export const formats = ['json', 'ndjson', 'csv', 'table'] as const;
/** One output format. */
export type Format = (typeof formats)[number];
