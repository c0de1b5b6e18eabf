import { activityView as t } from '../../config/messages.ts';
import { detailsText, formatTimestamp } from '../../lib/admin/format.ts';
import type { Activity } from '../../lib/admin/types.ts';
import { EmptyState } from '../ui/Misc.tsx';
import styles from './admin.module.css';

export function actorLabel(activity: Activity): string {
  const role = activity.actorType === 'admin' ? t.byAdmin : t.byUser;
  return activity.actorName ? `${activity.actorName} (${role})` : t.system;
}

/** An audit action in words; one this app has no words for yet says so (its code only in the tooltip). */
export function actionWords(action: string): string {
  return (t.actions as Readonly<Record<string, string | undefined>>)[action] ?? t.otherAction;
}

export function ActionName({ action }: { action: string }) {
  return <span title={action}>{actionWords(action)}</span>;
}

/** The latest entries of platform_activity, newest first as the server sends them. */
export function ActivityList({ items }: { items: Activity[] }) {
  if (items.length === 0) return <EmptyState title={t.empty} />;
  return (
    <ul className={styles.activity}>
      {items.map((item) => (
        <li key={item.id}>
          <span className={styles.activityAction}>
            <ActionName action={item.action} />
          </span>
          {detailsText(item.details) && <span className={styles.sub}>{detailsText(item.details)}</span>}
          <span className={styles.sub}>
            {actorLabel(item)} · <time dateTime={item.createdAt}>{formatTimestamp(item.createdAt)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
