/** Resolves to `true` when `TLeft` and `TRight` have exactly the same members. */
export type SameMembers<TLeft, TRight> = [TLeft] extends [TRight]
  ? [TRight] extends [TLeft]
    ? true
    : false
  : false;

/** Compiles only when `TCondition` is `true`; used to pin value arrays to generated unions. */
export type AssertTrue<TCondition extends true> = TCondition;
