import type { StatsBlock } from '@shared/schemas/stats';

export type SortKey = 'name' | 'views' | 'clicks' | 'ctr';
export interface BlockSort {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

const names = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** The same column again turns the order round; another starts A to Z for names, largest first for numbers. */
export function nextSort(sort: BlockSort, key: SortKey): BlockSort {
  if (sort.key === key) return { key, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: key === 'name' ? 'ascending' : 'descending' };
}

/** Rows in the chosen order; ties by clicks, then by name. */
export function sortBlocks<T extends StatsBlock & { title: string }>(rows: readonly T[], sort: BlockSort): T[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compare = (a: T, b: T) => (sort.key === 'name' ? names.compare(a.title, b.title) : a[sort.key] - b[sort.key]);
  return [...rows].sort((a, b) => sign * compare(a, b) || b.clicks - a.clicks || names.compare(a.title, b.title));
}
