/** The areas that group operations into resources. */
export type Area =
  | 'news'
  | 'ownership'
  | 'stocks'
  | 'etf'
  | 'securities'
  | 'ratings'
  | 'marketdata'
  | 'calendar';

/** One parameter's constraints, as the spec states them. */
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
}

/** One row of the operation table. */
export interface OperationDefinition<TId extends string = string> {
  /** The spec's operationId. */
  readonly operationId: TId;
  /** The resource the operation belongs to. */
  readonly area: Area;
  /** HTTP method (every operation of this API is a GET). */
  readonly method: 'get';
  /** Path template from the spec, e.g. `/news/v1/wire/info/{content_id}`. */
  readonly path: string;
  /** Parameter constraints derived from the spec. */
  readonly params: readonly ParamRule[];
  /** True when the envelope's `data` is `{ data: [...] }` and the array is returned. */
  readonly unwrap: boolean;
}
