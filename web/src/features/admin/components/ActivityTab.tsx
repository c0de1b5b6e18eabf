import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ActionName, actorLabel } from '../../../components/admin/ActivityList.tsx';
import { Pager, SearchBox, TableFrame, TableState, tableStyles } from '../../../components/admin/Table.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField } from '../../../components/ui/Field.tsx';
import { activityView as t } from '../../../config/messages.ts';
import { detailsText, formatTimestamp } from '../../../lib/admin/format.ts';
import { displayName } from '../../../lib/auth.ts';
import { usersQuery } from '../../../lib/admin/users-api.ts';
import { cx } from '../../../lib/cx.ts';
import { type ActivityQuery, useActivity } from '../api/admin-activity.ts';
import styles from './admin-panel.module.css';

export interface UserRef {
  id: string;
  label: string;
}

/** Finds a user by name or e-mail (the server searches; 10 000 users do not fit a dropdown). */
function UserFilter({ value, onChange }: { value: UserRef | null; onChange: (user: UserRef | null) => void }) {
  const [q, setQ] = useState('');
  const matches = useQuery({ ...usersQuery('/api/admin', { page: 1, pageSize: 10, sort: 'name', q }), enabled: q !== '' });
  const found = (matches.data?.items ?? []).map((user) => ({ id: user.id, label: `${displayName(user)} (${user.email})` }));
  const options = [
    { value: '', label: t.allUsers },
    ...(value && !found.some((user) => user.id === value.id) ? [{ value: value.id, label: value.label }] : []),
    ...found.map((user) => ({ value: user.id, label: user.label })),
  ];
  return (
    <>
      <SearchBox value={q} onSearch={setQ} label={t.user} placeholder={t.userPlaceholder} />
      <SelectField
        label={t.userMatches}
        value={value?.id ?? ''}
        options={options}
        onChange={(id) => {
          const option = options.find((o) => o.value === id);
          onChange(id && option ? { id, label: option.label } : null);
        }}
      />
    </>
  );
}

/** The audit trail: who did what, filterable by user and by action, paged on the server. */
export function ActivityTab({ user, onUserChange }: { user: UserRef | null; onUserChange: (user: UserRef | null) => void }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [action, setAction] = useState('');
  const query: ActivityQuery = { ...paging, userId: user?.id, action: action || undefined };
  const activity = useActivity(query);
  const rows = activity.data?.items ?? [];
  const onAction = useCallback((text: string) => {
    setAction(text);
    setPaging((current) => ({ ...current, page: 1 }));
  }, []);
  const c = t.columns;

  return (
    <div>
      <fieldset className={styles.filters}>
        <legend className="sr-only">{t.filters}</legend>
        <UserFilter
          value={user}
          onChange={(next) => {
            onUserChange(next);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
        />
        <SelectField
          label={t.action}
          value={action}
          onChange={onAction}
          options={[
            { value: '', label: t.allActions },
            ...Object.entries(t.actions)
              .map(([value, label]) => ({ value, label }))
              .sort((a, b) => a.label.localeCompare(b.label)),
          ]}
        />
        {(user || action) && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onUserChange(null);
              onAction('');
            }}
          >
            {t.clear}
          </Button>
        )}
      </fieldset>
      <TableFrame>
        {rows.length > 0 && (
          <table className={tableStyles.table} aria-busy={activity.isFetching || undefined}>
            <caption className="sr-only">{t.tableLabel}</caption>
            <thead>
              <tr>
                <th scope="col">{c.time}</th>
                <th scope="col">{c.actor}</th>
                <th scope="col">{c.action}</th>
                <th scope="col">{c.details}</th>
              </tr>
            </thead>
            <tbody className={cx(activity.isPlaceholderData && tableStyles.dim)}>
              {rows.map((item) => (
                <tr key={item.id}>
                  <td data-label={c.time}>
                    <time dateTime={item.createdAt}>{formatTimestamp(item.createdAt)}</time>
                  </td>
                  <td data-label={c.actor}>{actorLabel(item)}</td>
                  <td data-label={c.action}>
                    <ActionName action={item.action} />
                  </td>
                  <td data-label={c.details}>{detailsText(item.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <TableState
          isPending={activity.isPending}
          isError={activity.isError && rows.length === 0}
          isEmpty={activity.isSuccess && rows.length === 0}
          onRetry={() => void activity.refetch()}
          emptyTitle={t.empty}
        />
      </TableFrame>
      {activity.data && activity.data.total > 0 && (
        <Pager query={paging} total={activity.data.total} onChange={(next) => setPaging({ page: next.page, pageSize: next.pageSize })} />
      )}
    </div>
  );
}
