import { type OperationRow, operationRows as rowsById } from '@marketdata-sdk/types/internal';

/** Every generated operation row. */
export const operationRows: readonly OperationRow[] = Object.values(rowsById);
