import { ActivityList } from '../../../components/admin/ActivityList.tsx';
import { StatCards } from '../../../components/admin/StatCards.tsx';
import { tableStyles } from '../../../components/admin/Table.tsx';
import { UsersTable } from '../../../components/admin/UsersTable.tsx';
import { PageHeader, Skeleton } from '../../../components/ui/Misc.tsx';
import { activityView, adminTable, platformAdmin as t } from '../../../config/messages.ts';
import { usePlans } from '../../../lib/api/subscription-plans.ts';
import { groupDigits } from '../../../lib/money.ts';
import { usePlatformStats } from '../api/platform-stats.ts';
import { LoadError } from '../../../components/ui/LoadError.tsx';

/** /platform-admin: totals, recent activity and the users table with role, subscription and delete dialogs. */
export function PlatformAdminPage() {
  const stats = usePlatformStats();
  const plans = usePlans();
  const s = stats.data;

  return (
    <div className={`container ${tableStyles.wide}`}>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {stats.isError ? (
        <LoadError text={t.statsError} retryLabel={adminTable.retry} onRetry={() => void stats.refetch()} spaced />
      ) : (
        <StatCards
          label={t.statsLabel}
          stats={[
            { label: t.stats.totalUsers, value: s && groupDigits(s.totalUsers) },
            { label: t.stats.totalBookings, value: s && groupDigits(s.totalBookings) },
            { label: t.stats.totalServices, value: s && groupDigits(s.totalServices) },
          ]}
        />
      )}
      <section className={tableStyles.section} aria-labelledby="platform-users">
        <h2 id="platform-users" className={tableStyles.sectionTitle}>
          {t.users}
        </h2>
        <UsersTable root="/api/platform-admin" mode="platform" plans={plans.data} plansError={plans.isError} />
      </section>
      {!stats.isError && (
        <section className={`card ${tableStyles.section}`} aria-labelledby="platform-activity">
          <h2 id="platform-activity" className={tableStyles.sectionTitle}>
            {activityView.title}
          </h2>
          {s ? <ActivityList items={s.recentActivity} /> : <Skeleton style={{ height: 120, display: 'block' }} />}
        </section>
      )}
    </div>
  );
}
