import { TableFrame, tableStyles as styles } from '../../../components/admin/Table.tsx';
import { EmptyState } from '../../../components/ui/Misc.tsx';
import { adminPanel } from '../../../config/messages.ts';
import type { PlanStat } from '../../../lib/admin/types.ts';
import { formatMoney, groupDigits } from '../../../lib/money.ts';

const t = adminPanel.subscriptions;

/** Per plan: how many users hold it and what it has earned (tiyin, shown in so'm). */
export function SubscriptionsTab({ stats }: { stats: PlanStat[] }) {
  if (stats.length === 0) return <EmptyState title={t.empty} />;
  const users = stats.reduce((sum, s) => sum + s.userCount, 0);
  const revenue = stats.reduce((sum, s) => sum + s.revenue, 0);
  return (
    <TableFrame>
      <table className={styles.table}>
        <caption className="sr-only">{t.tableLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{t.plan}</th>
            <th scope="col" className={styles.numeric}>
              {t.users}
            </th>
            <th scope="col" className={styles.numeric}>
              {t.revenue}
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.map((stat) => (
            <tr key={stat.planId}>
              <th scope="row" data-label={t.plan}>
                {stat.planName}
              </th>
              <td data-label={t.users} className={styles.numeric}>
                {groupDigits(stat.userCount)}
              </td>
              <td data-label={t.revenue} className={styles.numeric}>
                {formatMoney(stat.revenue)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" data-label={t.plan}>
              {t.total}
            </th>
            <td data-label={t.users} className={styles.numeric}>
              {groupDigits(users)}
            </td>
            <td data-label={t.revenue} className={styles.numeric}>
              {formatMoney(revenue)}
            </td>
          </tr>
        </tfoot>
      </table>
    </TableFrame>
  );
}
