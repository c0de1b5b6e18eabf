import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: 'neutral' | 'success' | 'warning' | 'danger' | 'brand';
  children: ReactNode;
  className?: string;
}) {
  return <span className={cx('badge', `badge-${tone}`, className)}>{children}</span>;
}

export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner-block" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function Skeleton({ className, style }: { className?: string; style?: React.CSSProperties }) {
  return <span className={cx('skeleton', className)} style={style} aria-hidden="true" />;
}

export function Notice({
  tone = 'info',
  title,
  children,
}: {
  tone?: 'info' | 'warning' | 'danger' | 'success';
  title?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={cx('notice', `notice-${tone}`)}>
      {title && <p className="notice-title">{title}</p>}
      {children && <div className="notice-text">{children}</div>}
    </div>
  );
}

/** `asHeading`: when the empty state is the whole page, its title is the page's one <h1>. */
export function EmptyState({ title, text, action, asHeading }: { title: string; text?: string; action?: ReactNode; asHeading?: boolean }) {
  return (
    <div className="empty-state">
      {asHeading ? <h1 className="empty-title">{title}</h1> : <p className="empty-title">{title}</p>}
      {text && <p className="empty-text">{text}</p>}
      {action}
    </div>
  );
}

export function PageHeader({ title, subtitle, action }: { title: string; subtitle?: string; action?: ReactNode }) {
  return (
    <div className="page-header">
      <div>
        <h1 className="page-title">{title}</h1>
        {subtitle && <p className="page-subtitle">{subtitle}</p>}
      </div>
      {action && <div className="page-header-action">{action}</div>}
    </div>
  );
}

/** Label/value pairs, e.g. booking details. */
export function DetailList({ items }: { items: ReadonlyArray<{ label: string; value: ReactNode } | false | null | undefined> }) {
  return (
    <dl className="detail-list">
      {items.filter(Boolean).map((item) => {
        const { label, value } = item as { label: string; value: ReactNode };
        return (
          <div key={label} className="detail-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
