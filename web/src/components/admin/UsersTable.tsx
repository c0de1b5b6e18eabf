import { PROVIDER_DEFAULT_TIMEZONE } from '@qabul/api/schemas';
import { type ReactNode, useCallback, useState } from 'react';
import { adminUsers as t, adminTable, roles } from '../../config/messages.ts';
import { formatTimestampDate } from '../../lib/dates.ts';
import { DEFAULT_LIST_QUERY, type ListQuery } from '../../lib/admin/list-query.ts';
import { hasActiveSubscription, isProtectedUser } from '../../lib/admin/people.ts';
import { displayName } from '../../lib/auth.ts';
import type { AdminUser } from '../../lib/admin/types.ts';
import { type UsersApiRoot, useUsers } from '../../lib/admin/users-api.ts';
import { Button } from '../ui/Button.tsx';
import { Badge } from '../ui/Misc.tsx';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { RoleDialog } from './RoleDialog.tsx';
import { type PlanChoice, SubscriptionDialog } from './SubscriptionDialog.tsx';
import { Pager, SearchBox, SortHeader, SortSelect, TableFrame, TableState, tableStyles as styles } from './Table.tsx';

const ROLE_TONE = { user: 'neutral', admin: 'brand', platform_admin: 'warning' } as const;

/** Read on each render: the labels follow the reader's language. */
const userSorts = () => Object.entries(t.sorts).map(([value, label]) => ({ value, label }));

type Open = { kind: 'role' | 'plan' | 'delete'; user: AdminUser } | null;

/**
 * The users table of both operator screens, paged, sorted and searched on the server. The admin panel
 * (`mode="panel"`) assigns a plan to users without one; the platform admin (`mode="platform"`) changes any
 * user's subscription and may cancel it by choosing no plan.
 */
export function UsersTable({
  root,
  mode,
  plans,
  plansError,
  onShowActivity,
  toolbar,
}: {
  root: UsersApiRoot;
  mode: 'panel' | 'platform';
  plans: PlanChoice[] | undefined;
  plansError?: boolean;
  onShowActivity?: (user: AdminUser) => void;
  toolbar?: (query: ListQuery) => ReactNode;
}) {
  const [query, setQuery] = useState<ListQuery>(DEFAULT_LIST_QUERY);
  const [open, setOpen] = useState<Open>(null);
  const users = useUsers(root, query);
  const rows = users.data?.items ?? [];
  const onSearch = useCallback((q: string) => setQuery((current) => ({ ...current, page: 1, q })), []);
  const close = () => setOpen(null);
  const c = t.columns;

  return (
    <div>
      <div className={styles.toolbar}>
        <SearchBox value={query.q ?? ''} onSearch={onSearch} placeholder={t.searchPlaceholder} />
        <SortSelect query={query} onChange={setQuery} options={userSorts()} />
        {toolbar && <div className={styles.toolbarEnd}>{toolbar(query)}</div>}
      </div>
      <TableFrame>
        {rows.length > 0 && (
          <table className={styles.table} aria-busy={users.isFetching || undefined}>
            <caption className="sr-only">{t.tableLabel}</caption>
            <thead>
              <tr>
                <SortHeader label={c.name} column="name" query={query} onChange={setQuery} />
                <th scope="col">{c.role}</th>
                <th scope="col">{c.subscription}</th>
                <th scope="col" className={styles.numeric}>
                  {c.counts}
                </th>
                <SortHeader label={c.createdAt} column="createdAt" query={query} onChange={setQuery} />
                <th scope="col">{adminTable.actions}</th>
              </tr>
            </thead>
            <tbody className={users.isPlaceholderData ? styles.dim : undefined}>
              {rows.map((user) => (
                <tr key={user.id}>
                  <td data-label={c.name}>
                    {displayName(user)}
                    <span className={styles.sub}>@{user.username}</span>
                    <span className={styles.sub}>{user.email}</span>
                  </td>
                  <td data-label={c.role}>
                    <Badge tone={ROLE_TONE[user.role] ?? 'neutral'}>{roles[user.role] ?? user.role}</Badge>
                  </td>
                  <td data-label={c.subscription}>
                    {hasActiveSubscription(user) ? (
                      <>
                        {user.subscription?.planName}
                        {user.subscription?.endDate && (
                          <span className={styles.sub}>{formatTimestampDate(user.subscription.endDate, PROVIDER_DEFAULT_TIMEZONE)}</span>
                        )}
                      </>
                    ) : (
                      <span className="muted">{t.noSubscription}</span>
                    )}
                  </td>
                  <td data-label={c.counts} className={styles.numeric}>
                    {t.counts({ services: user.serviceCount, bookings: user.bookingCount })}
                  </td>
                  <td data-label={c.createdAt}>{formatTimestampDate(user.createdAt, PROVIDER_DEFAULT_TIMEZONE)}</td>
                  <td data-label={adminTable.actions} className={styles.actionsCell}>
                    <div className={styles.actions}>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={isProtectedUser(user)}
                        title={isProtectedUser(user) ? t.roleDisabled : undefined}
                        onClick={() => setOpen({ kind: 'role', user })}
                      >
                        {t.changeRole}
                      </Button>
                      {mode === 'platform' ? (
                        <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'plan', user })}>
                          {t.changeSubscription}
                        </Button>
                      ) : (
                        !hasActiveSubscription(user) && (
                          <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'plan', user })}>
                            {t.assignPlan}
                          </Button>
                        )
                      )}
                      {onShowActivity && (
                        <Button size="sm" variant="ghost" onClick={() => onShowActivity(user)}>
                          {t.activity}
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="danger"
                        disabled={isProtectedUser(user)}
                        title={isProtectedUser(user) ? t.removeDisabled : undefined}
                        onClick={() => setOpen({ kind: 'delete', user })}
                      >
                        {t.remove}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <TableState
          isPending={users.isPending}
          isError={users.isError && rows.length === 0}
          isEmpty={users.isSuccess && rows.length === 0}
          onRetry={() => void users.refetch()}
        />
      </TableFrame>
      {users.data && users.data.total > 0 && <Pager query={query} total={users.data.total} onChange={setQuery} />}
      {open?.kind === 'role' && <RoleDialog root={root} user={open.user} onClose={close} />}
      {open?.kind === 'plan' && (
        <SubscriptionDialog
          root={root}
          user={open.user}
          plans={plans}
          plansError={plansError}
          allowCancel={mode === 'platform'}
          onClose={close}
        />
      )}
      {open?.kind === 'delete' && <DeleteUserDialog root={root} user={open.user} onClose={close} />}
    </div>
  );
}
