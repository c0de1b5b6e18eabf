import { type FormEvent, useState } from 'react';
import { adminUsers as t, common } from '../../config/messages.ts';
import { formatPlanPrice } from '../../lib/money.ts';
import { displayName } from '../../lib/auth.ts';
import type { AdminUser } from '../../lib/admin/types.ts';
import { type UsersApiRoot, useCancelSubscription, useChangeSubscription } from '../../lib/admin/users-api.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { SelectField } from '../ui/Field.tsx';
import { Notice } from '../ui/Misc.tsx';

export interface PlanChoice {
  id: number;
  name: string;
  price: number;
}

/**
 * Gives a user a plan. `allowCancel` (platform admin): choosing no plan cancels the current subscription;
 * otherwise a plan must be chosen (admin panel, which assigns plans to users without one).
 */
export function SubscriptionDialog({
  root,
  user,
  plans,
  plansError,
  allowCancel,
  onClose,
}: {
  root: UsersApiRoot;
  user: AdminUser;
  plans: PlanChoice[] | undefined;
  plansError?: boolean;
  allowCancel?: boolean;
  onClose: () => void;
}) {
  const [planId, setPlanId] = useState(user.subscription?.status === 'active' ? String(user.subscription.planId) : '');
  const [error, setError] = useState<string>();
  const change = useChangeSubscription(root);
  const cancel = useCancelSubscription(root);
  const busy = change.isPending || cancel.isPending;
  const done = (text: string) => {
    toastSuccess(text);
    onClose();
  };
  const failed = (e: unknown) => toastError(e, t.errors.subscription);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (planId === '') {
      if (!allowCancel) {
        setError(t.planDialog.planRequired);
        return;
      }
      cancel.mutate(user.id, { onSuccess: () => done(t.subscriptionCancelled), onError: failed });
      return;
    }
    change.mutate({ userId: user.id, planId: Number(planId) }, { onSuccess: () => done(t.subscriptionUpdated), onError: failed });
  };

  const options = [
    ...(allowCancel ? [{ value: '', label: t.planDialog.noPlan }] : []),
    ...(plans ?? []).map((plan) => ({ value: String(plan.id), label: `${plan.name} — ${formatPlanPrice(plan.price)}` })),
  ];
  const title = allowCancel ? t.planDialog.changeTitle : t.planDialog.assignTitle;
  return (
    <Dialog title={title} description={t.planDialog.text({ name: displayName(user) })} onClose={onClose} size="sm" closeDisabled={busy}>
      <form className="form-stack" onSubmit={submit} noValidate>
        {plansError ? (
          <Notice tone="danger">{t.planDialog.plansError}</Notice>
        ) : (
          <SelectField
            label={t.planDialog.plan}
            value={planId}
            onChange={(value) => {
              setPlanId(value);
              setError(undefined);
            }}
            options={options}
            placeholder={allowCancel ? undefined : t.planDialog.choosePlan}
            hint={allowCancel ? t.planDialog.cancelHint : undefined}
            error={error}
            disabled={!plans}
          />
        )}
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {common.cancel}
          </Button>
          <Button type="submit" loading={busy} disabled={!plans}>
            {t.planDialog.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
