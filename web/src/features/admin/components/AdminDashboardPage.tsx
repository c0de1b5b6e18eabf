import { lazy, Suspense, useState } from 'react';
import { StatCards } from '../../../components/admin/StatCards.tsx';
import { tableStyles } from '../../../components/admin/Table.tsx';
import { UsersTable } from '../../../components/admin/UsersTable.tsx';
import { PageHeader, Skeleton } from '../../../components/ui/Misc.tsx';
import { Tabs, useTabIds } from '../../../components/ui/Tabs.tsx';
import { adminPanel as t, adminTable } from '../../../config/messages.ts';
import type { ListQuery } from '../../../lib/admin/list-query.ts';
import { displayName } from '../../../lib/auth.ts';
import { formatUzs, groupDigits } from '../../../lib/money.ts';
import { useAdminPlans } from '../api/admin-plans.ts';
import { useAdminStats } from '../api/admin-stats.ts';
import { ActivityTab, type UserRef } from './ActivityTab.tsx';
import styles from './admin-panel.module.css';
import { PlansManager } from './PlansManager.tsx';
import { SubscriptionsTab } from './SubscriptionsTab.tsx';
import { LoadError } from '../../../components/ui/LoadError.tsx';

// The chart library is loaded only here, after the dashboard's first paint: no other page pays for it.
const DashboardCharts = lazy(() => import('./DashboardCharts.tsx').then((module) => ({ default: module.DashboardCharts })));

type Tab = keyof typeof t.tabs;
/** Read on each render: the labels follow the reader's language. */
const tabs = () => (Object.keys(t.tabs) as Tab[]).map((id) => ({ id, label: t.tabs[id] }));

function csvHref(path: string, query?: ListQuery): string {
  const params = new URLSearchParams();
  if (query?.q) params.set('q', query.q);
  if (query?.sort) params.set('sort', query.sort);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function ChartsFallback() {
  return (
    <div className={styles.charts} aria-hidden="true">
      <Skeleton style={{ height: 300 }} />
      <Skeleton style={{ height: 300 }} />
    </div>
  );
}

/** /admin/dashboard: totals, charts, and the users, subscriptions, plans and activity tabs. */
export function AdminDashboardPage() {
  const stats = useAdminStats();
  const plans = useAdminPlans();
  const [tab, setTab] = useState<Tab>('users');
  const [activityUser, setActivityUser] = useState<UserRef | null>(null);
  const ids = useTabIds();
  const s = stats.data;
  const ts = t.stats;

  return (
    <div className={`container ${tableStyles.wide}`}>
      <PageHeader
        title={t.dashboardTitle}
        action={
          <div className={styles.exports}>
            <a className="btn btn-secondary btn-sm" href={csvHref('/api/admin/bookings.csv')} download>
              {t.exports.bookings}
            </a>
          </div>
        }
      />
      {stats.isError ? (
        <LoadError text={t.statsError} retryLabel={adminTable.retry} onRetry={() => void stats.refetch()} spaced />
      ) : (
        <>
          <StatCards
            label={ts.label}
            stats={[
              { label: ts.totalUsers, value: s && groupDigits(s.totalUsers) },
              { label: ts.totalBookings, value: s && groupDigits(s.totalBookings) },
              { label: ts.totalServices, value: s && groupDigits(s.totalServices) },
              { label: ts.activeSubscriptions, value: s && groupDigits(s.activeSubscriptions) },
              { label: ts.revenue, value: s && formatUzs(s.revenue) },
            ]}
          />
          {s ? (
            <Suspense fallback={<ChartsFallback />}>
              <DashboardCharts stats={s} />
            </Suspense>
          ) : (
            <ChartsFallback />
          )}
        </>
      )}
      <Tabs items={tabs()} value={tab} onChange={setTab} label={t.tabsLabel} ids={ids} />
      <div role="tabpanel" id={ids.panel(tab)} aria-labelledby={ids.tab(tab)} style={{ marginTop: 24 }}>
        {tab === 'users' && (
          <UsersTable
            root="/api/admin"
            mode="panel"
            plans={plans.data?.filter((plan) => plan.isActive)}
            plansError={plans.isError}
            onShowActivity={(user) => {
              setActivityUser({ id: user.id, label: `${displayName(user)} (${user.email})` });
              setTab('activity');
            }}
            toolbar={(query) => (
              <a className="btn btn-secondary" href={csvHref('/api/admin/users.csv', query)} download>
                {t.exports.users}
              </a>
            )}
          />
        )}
        {tab === 'subscriptions' &&
          (s ? <SubscriptionsTab stats={s.subscriptionStats} /> : <Skeleton style={{ height: 160, display: 'block' }} />)}
        {tab === 'plans' && <PlansManager />}
        {tab === 'activity' && <ActivityTab user={activityUser} onUserChange={setActivityUser} />}
      </div>
    </div>
  );
}
