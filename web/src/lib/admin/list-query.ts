/** The query of a server-paged table: page (1-based), pageSize, sort ("name" or "-name") and search text. */
export interface ListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
}

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_LIST_QUERY: ListQuery = { page: 1, pageSize: 20, sort: '-createdAt' };

export type SortDirection = 'ascending' | 'descending';

/** How `column` is sorted by `sort`, or null when the table is sorted by another column. */
export function sortDirection(sort: string | undefined, column: string): SortDirection | null {
  if (sort === column) return 'ascending';
  if (sort === `-${column}`) return 'descending';
  return null;
}

/** A click on a column header: first ascending, then descending, then ascending again. */
export function nextSort(sort: string | undefined, column: string): string {
  return sort === column ? `-${column}` : column;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "21–40" of a total: the rows shown, 1-based; 0–0 for an empty list. */
export function shownRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total) };
}
