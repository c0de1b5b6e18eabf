import { type CSSProperties, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './Menu.module.css';

export interface MenuItem {
  id: string;
  label: string;
}

/**
 * A menu button (ARIA menu pattern): opens with a click, Enter, Space or ArrowDown; arrows move between items;
 * Escape, Tab or a click elsewhere closes it and focus returns to the button.
 */
export function Menu({
  label,
  accessibleLabel,
  items,
  onSelect,
  disabled,
  buttonClassName,
}: {
  label: string;
  /** A fuller name for assistive tech when several such buttons share the visible label; must start with it. */
  accessibleLabel?: string;
  items: readonly MenuItem[];
  onSelect: (id: string) => void;
  disabled?: boolean;
  buttonClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<CSSProperties>({});
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Fixed to the viewport (a scrolling table would clip it), so it closes when the page moves under it. A
    // scroll event can arrive just after the tap that opened it (a phone's scroll settling): only a button that
    // really moved closes the menu.
    const at = buttonRef.current?.getBoundingClientRect();
    const onMove = () => {
      const now = buttonRef.current?.getBoundingClientRect();
      if (!at || !now || Math.abs(now.top - at.top) > 1 || Math.abs(now.left - at.left) > 1) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('scroll', onMove, true);
    const onResize = () => setOpen(false);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onResize);
    };
  }, [open]);

  /** Below the button, or above it when the viewport has no room underneath. */
  const show = () => {
    const rect = buttonRef.current?.getBoundingClientRect();
    if (rect) {
      const right = Math.max(8, window.innerWidth - rect.right);
      const roomBelow = window.innerHeight - rect.bottom;
      setPlace(roomBelow < 48 * items.length + 16 ? { right, bottom: window.innerHeight - rect.top + 4 } : { right, top: rect.bottom + 4 });
    }
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onListKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => entries[(to + entries.length) % entries.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(entries.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div ref={rootRef} className={styles.menu}>
      <button
        ref={buttonRef}
        type="button"
        className={cx('btn btn-secondary btn-sm', buttonClassName)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={accessibleLabel}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            show();
          }
        }}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div
          ref={listRef}
          id={menuId}
          role="menu"
          aria-label={accessibleLabel ?? label}
          className={styles.list}
          style={place}
          onKeyDown={onListKey}
        >
          {items.map((item) => (
            <button
              key={item.id}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              onClick={() => {
                close();
                onSelect(item.id);
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
