/** Absolute path of the bundled spec the constraints come from. */
export const specPath: string;
/** Absolute path of the generated constraint table. */
export const outputPath: string;
/** The command that regenerates the table. */
export const regenerateCommand: string;
/** Every operation of a bundled spec with its parameter rules. */
export function collectOperations(spec: unknown): {
  operationId: string;
  method: string;
  path: string;
  params: Record<string, unknown>[];
}[];
/** The text of src/generated/params.ts for a bundled spec. */
export function renderParams(spec: unknown): string;
