/**
 * Reduces a bundled OpenAPI 3.x document to the facts a user's code depends on: operations,
 * parameters, and every field of every schema, each keyed by a stable path.
 */

/** A JSON value as read from the bundled spec. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** What a user relies on at one place in a schema. */
export interface NodeFacts {
  /** JSON types accepted or returned here, sorted (`null` included for nullable values). */
  types: string[];
  /** Named component schemas this node points to (`$ref`, `allOf`, `oneOf`). */
  refs: string[];
  /** Allowed values, when the node is an enum or a const. */
  values: string[] | undefined;
  /** The `format` keyword (`date`, `int64`, ...). */
  format: string | undefined;
  /** Whether the parent object lists this property as required. */
  required: boolean;
}

/** One operation parameter. */
export interface ParameterFacts {
  /** Whether the caller must send it. */
  required: boolean;
  /** Its schema, flattened like a field ('' is the parameter itself). */
  schema: Map<string, NodeFacts>;
}

/** One operation: where it lives and what it takes. */
interface OperationFacts {
  /** Upper-case HTTP method. */
  method: string;
  /** The path template. */
  path: string;
}

/** Everything the compatibility check compares. */
export interface SpecFacts {
  /** Operations by operationId. */
  operations: Map<string, OperationFacts>;
  /** Parameters keyed `operationId in:name`. */
  parameters: Map<string, ParameterFacts>;
  /** Output fields keyed `Schema.path` or `operationId response(200).path`. */
  fields: Map<string, NodeFacts>;
  /** Input fields (request bodies) keyed `operationId body.path`. */
  inputs: Map<string, NodeFacts>;
  /** Named component schemas. */
  schemas: Set<string>;
}

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const schemaRef = '#/components/schemas/';

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolve(root: JsonObject, value: Json | undefined): JsonObject {
  let current = value;
  const seen = new Set<string>();
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!ref.startsWith('#/') || seen.has(ref)) throw new Error(`cannot resolve $ref ${ref}`);
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<Json | undefined>((node, key) => (isObject(node) ? node[key] : undefined), root);
  }
  if (!isObject(current)) throw new Error('expected an object in the spec');
  return current;
}

function typesOf(schema: JsonObject): string[] {
  const declared = schema.type;
  const types = new Set<string>(
    Array.isArray(declared) ? declared.map(String) : declared ? [String(declared)] : [],
  );
  if (schema.nullable === true) types.add('null');
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) types.add('null');
  return [...types].sort();
}

function valuesOf(schema: JsonObject): string[] | undefined {
  if ('const' in schema) return [JSON.stringify(schema.const)];
  if (!Array.isArray(schema.enum)) return undefined;
  return schema.enum.map((value) => JSON.stringify(value)).sort();
}

/** Flattens a schema into `out`, one entry per place a value can appear. */
function flattenSchema(
  root: JsonObject,
  schema: Json | undefined,
  prefix: string,
  required: boolean,
  out: Map<string, NodeFacts>,
): void {
  if (!isObject(schema)) return;
  const node: NodeFacts = out.get(prefix) ?? {
    types: [],
    refs: [],
    values: undefined,
    format: undefined,
    required,
  };
  out.set(prefix, node);
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith(schemaRef)) {
    node.refs = [...node.refs, schema.$ref.slice(schemaRef.length)].sort();
    return;
  }
  const target = typeof schema.$ref === 'string' ? resolve(root, schema) : schema;
  node.types = [...new Set([...node.types, ...typesOf(target)])].sort();
  node.values = valuesOf(target) ?? node.values;
  node.format = typeof target.format === 'string' ? target.format : node.format;
  const requiredKeys = Array.isArray(target.required) ? target.required.map(String) : [];
  if (isObject(target.properties)) {
    for (const [key, child] of Object.entries(target.properties)) {
      flattenSchema(root, child, `${prefix}.${key}`, requiredKeys.includes(key), out);
    }
  }
  if (isObject(target.items)) flattenSchema(root, target.items, `${prefix}[]`, true, out);
  if (isObject(target.additionalProperties)) {
    flattenSchema(root, target.additionalProperties, `${prefix}{}`, true, out);
  }
  if (Array.isArray(target.allOf)) {
    for (const part of target.allOf) flattenSchema(root, part, prefix, required, out);
  }
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const variants = target[keyword];
    if (!Array.isArray(variants)) continue;
    variants.forEach((variant, index) => {
      flattenSchema(root, variant, `${prefix}<${keyword} ${index}>`, true, out);
    });
  }
}

function collectOperation(root: JsonObject, path: string, method: string, facts: SpecFacts): void {
  const pathItem = resolve(root, (root.paths as JsonObject)[path]);
  const operation = resolve(root, pathItem[method]);
  const id =
    typeof operation.operationId === 'string' ? operation.operationId : `${method} ${path}`;
  facts.operations.set(id, { method: method.toUpperCase(), path });
  const parameters = [
    ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
    ...(Array.isArray(operation.parameters) ? operation.parameters : []),
  ];
  for (const raw of parameters) {
    const parameter = resolve(root, raw);
    const schema = new Map<string, NodeFacts>();
    flattenSchema(root, parameter.schema, '', true, schema);
    facts.parameters.set(`${id} ${String(parameter.in)}:${String(parameter.name)}`, {
      required: parameter.required === true,
      schema,
    });
  }
  if (isObject(operation.requestBody)) {
    const body = resolve(root, operation.requestBody);
    const content = isObject(body.content) ? body.content : {};
    for (const media of Object.values(content)) {
      if (isObject(media)) flattenSchema(root, media.schema, `${id} body`, true, facts.inputs);
    }
  }
  const responses = isObject(operation.responses) ? operation.responses : {};
  for (const [status, raw] of Object.entries(responses)) {
    const response = resolve(root, raw);
    const content = isObject(response.content) ? response.content : {};
    for (const media of Object.values(content)) {
      if (!isObject(media)) continue;
      flattenSchema(root, media.schema, `${id} response(${status})`, true, facts.fields);
    }
  }
}

/** Reads the facts of a bundled OpenAPI document. */
export function specFacts(document: unknown): SpecFacts {
  if (!isObject(document as Json) || !isObject((document as JsonObject).paths)) {
    throw new Error('not an OpenAPI document: it has no `paths` object');
  }
  const root = document as JsonObject;
  const facts: SpecFacts = {
    operations: new Map(),
    parameters: new Map(),
    fields: new Map(),
    inputs: new Map(),
    schemas: new Set(),
  };
  for (const path of Object.keys(root.paths as JsonObject)) {
    const pathItem = resolve(root, (root.paths as JsonObject)[path]);
    for (const method of methods) {
      if (isObject(pathItem[method])) collectOperation(root, path, method, facts);
    }
  }
  const components = isObject(root.components) ? root.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  for (const [name, schema] of Object.entries(schemas)) {
    facts.schemas.add(name);
    flattenSchema(root, schema, name, true, facts.fields);
  }
  return facts;
}
