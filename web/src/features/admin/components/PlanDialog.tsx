import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { common, planAdmin as t } from '../../../config/messages.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useSavePlan } from '../api/admin-plans.ts';
import { type AdminPlan, EMPTY_PLAN_FORM, PlanForm, type PlanFormOutput, planFormValues } from '../model/plan-form.ts';

/** Create (plan = null) or edit a plan; the checks of spec.md section 5 show under the fields. */
export function PlanDialog({ plan, onClose }: { plan: AdminPlan | null; onClose: () => void }) {
  const save = useSavePlan();
  const form = useSchemaForm(PlanForm, plan ? planFormValues(plan) : EMPTY_PLAN_FORM);
  const { field } = form;
  const f = t.fields;

  const submit = (data: PlanFormOutput) =>
    save.mutate(
      { id: plan?.id ?? null, form: data },
      {
        onSuccess: () => {
          toastSuccess(plan ? t.updated : t.created);
          onClose();
        },
        onError: form.onSubmitError(plan ? t.errors.update : t.errors.create),
      },
    );

  return (
    <Dialog title={plan ? t.editTitle : t.createTitle} onClose={onClose} closeDisabled={save.isPending}>
      <form className="form-stack" noValidate onSubmit={form.handleSubmit(submit)}>
        <TextField label={f.name} autoComplete="off" {...field('name')} />
        <TextAreaField label={f.description} optional {...field('description')} />
        <div className="grid-2">
          <TextField label={f.price} hint={f.priceHint} inputMode="numeric" {...field('price')} />
          <TextField label={f.durationDays} inputMode="numeric" {...field('durationDays')} />
        </div>
        <TextAreaField label={f.features} hint={f.featuresHint} rows={5} {...field('features')} />
        <div className="grid-2">
          <TextField label={f.maxServices} hint={f.limitHint} inputMode="numeric" optional {...field('maxServices')} />
          <TextField label={f.maxBookings} hint={f.limitHint} inputMode="numeric" optional {...field('maxMonthlyBookings')} />
        </div>
        <CheckboxField label={f.isActive} checked={form.values.isActive} onChange={(checked) => form.set('isActive', checked)} />
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {common.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {save.isPending ? common.saving : common.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
