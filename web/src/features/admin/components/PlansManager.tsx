import { useState } from 'react';
import { tableStyles } from '../../../components/admin/Table.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/Dialog.tsx';
import { Badge, EmptyState, Skeleton } from '../../../components/ui/Misc.tsx';
import { adminTable, common, planAdmin as t } from '../../../config/messages.ts';
import { formatPlanPrice, planTerm } from '../../../lib/money.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import { useAdminPlans, useDeletePlan } from '../api/admin-plans.ts';
import type { AdminPlan } from '../model/plan-form.ts';
import styles from './admin-panel.module.css';
import { PlanDialog } from './PlanDialog.tsx';
import { LoadError } from '../../../components/ui/LoadError.tsx';

type Open = { kind: 'create' } | { kind: 'edit' | 'delete'; plan: AdminPlan } | null;

/** Plan cards with create, edit and delete: the dashboard's Rejalar tab and /admin/subscription-plans. */
export function PlansManager() {
  const plans = useAdminPlans();
  const remove = useDeletePlan();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <div>
      <div className={tableStyles.toolbar}>
        <p className="muted">{t.subtitle}</p>
        <div className={tableStyles.toolbarEnd}>
          <Button onClick={() => setOpen({ kind: 'create' })}>{`+ ${t.create}`}</Button>
        </div>
      </div>
      {plans.isPending ? (
        <div className={styles.plans} aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} style={{ height: 220 }} />
          ))}
        </div>
      ) : plans.isError ? (
        <LoadError text={t.loadError} retryLabel={adminTable.retry} onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <div className="card">
          <EmptyState title={t.empty} />
        </div>
      ) : (
        <ul className={styles.plans}>
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <article className={`card ${styles.plan}`} aria-labelledby={`plan-${plan.id}`}>
                <div className={styles.planHead}>
                  <h2 id={`plan-${plan.id}`} className={styles.planName}>
                    {plan.name}
                  </h2>
                  <Badge tone={plan.isActive ? 'success' : 'neutral'}>{plan.isActive ? t.active : t.inactive}</Badge>
                </div>
                <p className={styles.planPrice}>{formatPlanPrice(plan.price)}</p>
                <p className="muted">
                  {planTerm(plan)} · {plan.maxServices == null ? t.maxServicesUnlimited : t.maxServices({ n: plan.maxServices })} ·{' '}
                  {plan.maxMonthlyBookings == null ? t.maxBookingsUnlimited : t.maxBookings({ n: plan.maxMonthlyBookings })}
                </p>
                {plan.description && <p>{plan.description}</p>}
                {plan.features.length > 0 && (
                  <ul className={styles.planFeatures}>
                    {plan.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                )}
                <div className={styles.planActions}>
                  <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'edit', plan })}>
                    {t.edit}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setOpen({ kind: 'delete', plan })}>
                    {t.remove}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {open?.kind === 'create' && <PlanDialog plan={null} onClose={close} />}
      {open?.kind === 'edit' && <PlanDialog plan={open.plan} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          text={t.deleteText({ name: open.plan.name })}
          confirmLabel={remove.isPending ? common.deleting : common.delete}
          busy={remove.isPending}
          onClose={close}
          onConfirm={() =>
            remove.mutate(open.plan.id, {
              onSuccess: () => {
                toastSuccess(t.deleted);
                close();
              },
              // A held plan cannot go; the server's message says to deactivate it, which is done elsewhere.
              onError: (error) => {
                toastError(error, t.errors.remove);
                close();
              },
            })
          }
        />
      )}
    </div>
  );
}
