/** The members of an object whose value is not `undefined`, so that spreading keeps defaults. */
export function definedOnly<TObject extends object>(value: TObject | undefined): Partial<TObject> {
  const copy: Partial<TObject> = {};
  for (const [name, member] of Object.entries(value ?? {})) {
    if (member !== undefined) copy[name as keyof TObject] = member as TObject[keyof TObject];
  }
  return copy;
}
