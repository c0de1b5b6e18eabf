import { type KeyboardEvent, useId, useRef } from 'react';
import { cx } from '../../lib/cx.ts';

export interface TabItem<K extends string> {
  id: K;
  label: string;
}

/** ARIA tabs: arrow keys move between tabs; panels use `tabPanelProps`. */
export function useTabIds() {
  const base = useId();
  return {
    tab: (id: string) => `${base}-tab-${id}`,
    panel: (id: string) => `${base}-panel-${id}`,
  };
}

export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
  ids,
  className,
}: {
  items: ReadonlyArray<TabItem<K>>;
  value: K;
  onChange: (id: K) => void;
  label: string;
  ids: ReturnType<typeof useTabIds>;
  className?: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === value);
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    let nextIndex = delta ? (index + delta + items.length) % items.length : -1;
    if (event.key === 'Home') nextIndex = 0;
    if (event.key === 'End') nextIndex = items.length - 1;
    if (nextIndex < 0) return;
    event.preventDefault();
    const next = items[nextIndex]!;
    onChange(next.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids.tab(next.id))}`)?.focus();
  };
  return (
    <div ref={listRef} role="tablist" aria-label={label} className={cx('tabs', className)} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          id={ids.tab(item.id)}
          aria-selected={item.id === value}
          aria-controls={ids.panel(item.id)}
          tabIndex={item.id === value ? 0 : -1}
          className="tab"
          onClick={() => onChange(item.id)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
