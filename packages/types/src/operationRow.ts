import type { Area } from './generated/operations';

/** One parameter of an operation with its constraints, as the spec states them. */
export interface ParamRule {
  /** The parameter's name in the spec. */
  readonly name: string;
  /** Where it travels. */
  readonly in: 'query' | 'path';
  /** Whether the spec requires it. */
  readonly required?: boolean;
  /** JSON Schema type. */
  readonly type?: 'string' | 'integer' | 'number' | 'boolean';
  /** Allowed values. */
  readonly enum?: readonly (string | number)[];
  /** Inclusive lower bound. */
  readonly minimum?: number;
  /** Inclusive upper bound. */
  readonly maximum?: number;
  /** Shortest allowed string. */
  readonly minLength?: number;
  /** Longest allowed string. */
  readonly maxLength?: number;
  /** Regular expression the string must match. */
  readonly pattern?: string;
  /** String format, e.g. `date` (YYYY-MM-DD). */
  readonly format?: string;
  /** The value the service assumes when the parameter is absent. */
  readonly default?: string | number | boolean;
  /** A Unix timestamp's unit (the spec's `x-timestamp-unit`); `ms` rejects values in seconds. */
  readonly timestampUnit?: 'ms';
  /**
   * A list in one string, items joined by this separator (the spec's `x-separator`): a client
   * joins an array of strings with it, and treats an empty string or array as absent.
   */
  readonly separator?: ',';
}

/** Cursor paging: pass the last item's id as `start_id` for the next page. */
export interface CursorPaging {
  /** The paging kind. */
  readonly kind: 'cursor';
  /** The cursor parameter. */
  readonly cursor: 'start_id';
  /** The page size parameter. */
  readonly size: 'size';
}

/** Page/size paging: pages count from 1; a short page is the last. */
export interface PagePaging {
  /** The paging kind. */
  readonly kind: 'page';
  /** The page number parameter. */
  readonly page: 'page';
  /** The page size parameter. */
  readonly size: 'size';
}

/** One row of the generated operation table. */
export interface OperationRow<TId extends string = string> {
  /** The spec's operationId. */
  readonly operationId: TId;
  /** The resource (spec tag) the operation belongs to. */
  readonly area: Area;
  /** HTTP method (every operation of this API is a GET). */
  readonly method: 'get';
  /** Path template from the spec, e.g. `/news/v1/wire/info/{content_id}`. */
  readonly path: string;
  /** The parameters with their constraints and defaults. */
  readonly params: readonly ParamRule[];
  /** True when the envelope's `data` is `{ data: [...] }` and the array is returned. */
  readonly unwrap: boolean;
  /** True when the spec allows the envelope's `data` to be `null`. */
  readonly nullable?: boolean;
  /** How the operation pages, or `null` when it returns everything at once. */
  readonly paging: CursorPaging | PagePaging | null;
  /** Seconds a response may be cached (`x-cache-ttl`); absent: never cached. */
  readonly cacheTtlSeconds?: number;
}
