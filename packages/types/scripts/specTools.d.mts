/** A loosely typed OpenAPI document or node. */
// biome-ignore lint/suspicious/noExplicitAny: OpenAPI JSON is walked untyped.
type Node = Record<string, any>;

/** The node a local `$ref` (`#/components/…`) points at, itself (not a copy). */
export function refTarget(doc: Node, $ref: string): Node;
/** Follows internal `$ref`s of a bundled document; sibling keywords of a `$ref` win. */
export function deref<TNode extends Node | undefined>(doc: Node, node: TNode): TNode & Node;
/** The success envelope schema of a GET operation (the 200 variant with a `data` member). */
export function successSchema(doc: Node, operation: Node): Node;
/** True when the success envelope's `data` is an object whose only member is `data`. */
export function isNested(doc: Node, operation: Node): boolean;
/** True when the success envelope's `data` may be `null`. */
export function isNullable(doc: Node, operation: Node): boolean;
