import { type ReactNode, useEffect, useId, useState } from 'react';
import { adminTable as t, common } from '../../config/messages.ts';
import { type ListQuery, nextSort, PAGE_SIZES, pageCount, shownRange, sortDirection } from '../../lib/admin/list-query.ts';
import { Button } from '../ui/Button.tsx';
import { SelectField } from '../ui/Field.tsx';
import { EmptyState, Skeleton } from '../ui/Misc.tsx';
import styles from './admin.module.css';

/** A column header that sorts the table on the server; aria-sort tells which way. */
export function SortHeader({
  label,
  column,
  query,
  onChange,
  numeric,
}: {
  label: string;
  column: string;
  query: ListQuery;
  onChange: (next: ListQuery) => void;
  numeric?: boolean;
}) {
  const direction = sortDirection(query.sort, column);
  return (
    <th scope="col" aria-sort={direction ?? 'none'} className={numeric ? styles.numeric : undefined}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onChange({ ...query, page: 1, sort: nextSort(query.sort, column) })}
        title={t.sortBy({ column: label })}
      >
        {label}
        <span className={styles.sortMark} aria-hidden="true">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/** Previous / next, "21–40, jami 312" and the page size. */
export function Pager({ query, total, onChange }: { query: ListQuery; total: number; onChange: (next: ListQuery) => void }) {
  const pages = pageCount(total, query.pageSize);
  const { from, to } = shownRange(query.page, query.pageSize, total);
  const sizeId = useId();
  return (
    <nav className={styles.pager} aria-label={t.pagination}>
      <p className="muted" aria-live="polite">
        {t.range({ from, to, total })}
      </p>
      <div className={styles.pageSize}>
        <label htmlFor={sizeId} className="muted">
          {t.pageSize}
        </label>
        <select
          id={sizeId}
          className="input select"
          value={query.pageSize}
          onChange={(e) => onChange({ ...query, page: 1, pageSize: Number(e.target.value) })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.pagerButtons}>
        <Button variant="secondary" size="sm" disabled={query.page <= 1} onClick={() => onChange({ ...query, page: query.page - 1 })}>
          {t.previous}
        </Button>
        <span>{t.pageOf({ page: Math.min(query.page, pages), pages })}</span>
        <Button variant="secondary" size="sm" disabled={query.page >= pages} onClick={() => onChange({ ...query, page: query.page + 1 })}>
          {t.next}
        </Button>
      </div>
    </nav>
  );
}

/** A search box that asks the server once typing pauses (300 ms), from page 1. */
export function SearchBox({
  value,
  onSearch,
  label = t.search,
  placeholder = t.searchPlaceholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  label?: string;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const id = useId();
  // A search set from outside (a "clear filters" button) replaces what was typed.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} type="search" className="input" value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} />
    </div>
  );
}

/** The sort order as a list to choose from: the only way to sort on a phone, where headers are hidden. */
export function SortSelect({
  query,
  onChange,
  options,
}: {
  query: ListQuery;
  onChange: (next: ListQuery) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <SelectField label={t.sort} value={query.sort ?? ''} options={options} onChange={(sort) => onChange({ ...query, page: 1, sort })} />
  );
}

/** Loading skeleton, load error with a retry, or the empty message; null once there are rows to show. */
export function TableState({
  isPending,
  isError,
  isEmpty,
  onRetry,
  emptyTitle = t.empty,
  emptyText = t.emptyHint,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  emptyTitle?: string;
  emptyText?: string;
}): ReactNode {
  if (isPending) {
    return (
      <div className={styles.state} role="status">
        <span className="sr-only">{common.loading}</span>
        <div className="stack" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="skeleton-text" />
          ))}
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{t.loadError}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (isEmpty) return <EmptyState title={emptyTitle} text={emptyText} />;
  return null;
}

/** The bordered, scrollable frame of a table (cards on phones). */
export function TableFrame({ children }: { children: ReactNode }) {
  return <div className={styles.tableWrap}>{children}</div>;
}

export { styles as tableStyles };
