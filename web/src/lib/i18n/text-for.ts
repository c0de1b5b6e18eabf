/** A catalogue table's text for a key the server sent (a state, a zone, a method), or undefined when it has none. */
export function textFor(table: object, key: string | null | undefined): string | undefined {
  if (key === null || key === undefined || !Object.hasOwn(table, key)) return undefined;
  const text = (table as Record<string, unknown>)[key];
  return typeof text === 'string' ? text : undefined;
}
