/** Stable ids for a list whose entries may repeat: the entry's text plus its occurrence. */
export function entryIds<T>(entries: readonly T[], keyOf: (entry: T) => string): string[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const key = keyOf(entry);
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return `${key}#${count}`;
  });
}
