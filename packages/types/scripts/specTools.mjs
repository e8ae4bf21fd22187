// The spec readers the generator, its operation docs and the spec's own tests share: one
// `deref`, one idea of an operation's success envelope, of nesting and of nullability.

/** The node a local `$ref` (`#/components/…`) points at, itself (not a copy). */
export function refTarget(doc, $ref) {
  if (!$ref.startsWith('#/')) throw new Error(`cannot resolve $ref ${$ref}`);
  const target = $ref
    .slice(2)
    .split('/')
    .reduce((o, k) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  if (!target) throw new Error(`unresolved $ref ${$ref}`);
  return target;
}

/** Follows internal `$ref`s of a bundled document; sibling keywords of a `$ref` win. */
export function deref(doc, node) {
  if (!node || typeof node !== 'object') return node;
  let out = { ...node };
  const seen = new Set();
  while (typeof out.$ref === 'string') {
    const { $ref, ...siblings } = out;
    if (seen.has($ref)) throw new Error(`cannot resolve $ref ${$ref}: it refers to itself`);
    seen.add($ref);
    out = { ...refTarget(doc, $ref), ...siblings };
  }
  return out;
}

/**
 * The success envelope schema of a GET operation: the variant of its 200 JSON answer that has
 * a `data` member (the other variant is the error envelope). Throws naming the operation.
 */
export function successSchema(doc, operation) {
  const body = deref(doc, operation.responses?.['200'] ?? {});
  const schema = deref(doc, body.content?.['application/json']?.schema ?? {});
  const variants = (schema.oneOf ?? schema.anyOf ?? [schema]).map((v) => deref(doc, v));
  const success = variants.find((v) => v.properties?.data);
  if (!success) {
    throw new Error(
      `${operation.operationId}: the 200 answer has no success envelope (an object with "data")`,
    );
  }
  return success;
}

/** The envelope's `data` schema, dereferenced. */
function dataSchema(doc, operation) {
  return deref(doc, successSchema(doc, operation).properties.data);
}

/** True when the success envelope's `data` is an object whose only member is `data`. */
export function isNested(doc, operation) {
  const keys = Object.keys(dataSchema(doc, operation).properties ?? {});
  return keys.length === 1 && keys[0] === 'data';
}

/** True when the success envelope's `data` may be `null`. */
export function isNullable(doc, operation) {
  const data = dataSchema(doc, operation);
  const types = [data.type, ...(data.anyOf ?? data.oneOf ?? []).map((v) => deref(doc, v).type)];
  return types.flat().includes('null');
}
