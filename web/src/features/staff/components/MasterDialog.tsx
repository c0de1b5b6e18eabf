import { StaffInput } from '@qabul/api/schemas';
import { useState } from 'react';
import { completeWeek } from '../../../components/availability/availability.ts';
import { AvailabilityEditor } from '../../../components/availability/AvailabilityEditor.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog, DialogSteps } from '../../../components/ui/Dialog.tsx';
import { CheckboxField, TextField } from '../../../components/ui/Field.tsx';
import { common, teamPage as t } from '../../../config/messages.ts';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/api/services.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import type { Master, WeeklyAvailability } from '../../../lib/types.ts';
import { useSaveMaster } from '../api/team.ts';
import styles from './team.module.css';

function valuesOf(master: Master | null) {
  return {
    name: master?.name ?? '',
    title: master?.title ?? '',
    photoUrl: master?.photoUrl ?? '',
    email: master?.email ?? '',
    telegramUsername: master?.telegramUsername ?? '',
    serviceIds: master?.serviceIds ?? [],
    isActive: master?.isActive ?? true,
  };
}

/** Add/edit a master in two steps: 1 who they are and what they do, 2 their weekly hours (the services' editor). */
export function MasterDialog({ master, onClose }: { master: Master | null; onClose: () => void }) {
  const [step, setStep] = useState<1 | 2>(1);
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useSchemaForm(StaffInput, valuesOf(master));
  const [week, setWeek] = useState<WeeklyAvailability>((master?.availability ?? {}) as WeeklyAvailability);
  const services = useServices();
  const save = useSaveMaster();

  const submit = (input: StaffInput) => {
    setSaveError(null);
    const hours = Object.values(week).some((times) => (times?.length ?? 0) > 0) ? completeWeek(week) : {};
    save.mutate(
      { id: master?.id ?? null, input: { ...input, availability: hours as StaffInput['availability'] } },
      {
        onSuccess: () => {
          toastSuccess(t.saved);
          onClose();
        },
        onError: (error) => {
          setSaveError(errorText(error, t.errors.save));
          if (error instanceof ApiError && error.fieldErrors) {
            form.setErrors(error.fieldErrors);
            setStep(1);
          }
        },
      },
    );
  };

  const toggleService = (id: number, on: boolean) =>
    form.set('serviceIds', on ? [...form.values.serviceIds, id] : form.values.serviceIds.filter((other) => other !== id));

  return (
    <Dialog title={master ? t.editTitle : t.addTitle} onClose={onClose} size="lg" closeDisabled={save.isPending}>
      <DialogSteps steps={[t.stepDetails, t.stepHours]} current={step - 1} />
      {saveError && (
        <p className="form-alert" role="alert">
          {saveError}
        </p>
      )}
      {step === 1 ? (
        <form noValidate className="stack" onSubmit={form.handleSubmit(() => setStep(2))}>
          <TextField label={t.fields.name} autoComplete="off" {...form.field('name')} />
          <TextField label={t.fields.title} hint={t.fields.titleHint} optional {...form.field('title')} />
          <TextField label={t.fields.email} hint={t.fields.emailHint} optional type="email" {...form.field('email')} />
          <TextField label={t.fields.telegram} optional {...form.field('telegramUsername')} />
          <fieldset className={styles.services}>
            <legend className="field-label">{t.fields.services}</legend>
            {(services.data ?? []).map((service) => (
              <CheckboxField
                key={service.id}
                label={service.name}
                checked={form.values.serviceIds.includes(service.id)}
                onChange={(on) => toggleService(service.id, on)}
              />
            ))}
            {form.errors.serviceIds && <p className="field-error">{form.errors.serviceIds}</p>}
          </fieldset>
          <CheckboxField label={t.fields.active} checked={form.values.isActive} onChange={(on) => form.set('isActive', on)} />
          <div className="dialog-actions">
            <Button variant="secondary" onClick={onClose}>
              {common.cancel}
            </Button>
            <Button type="submit">{t.next}</Button>
          </div>
        </form>
      ) : (
        <div className="stack">
          <p className="muted">{t.hoursHint}</p>
          <AvailabilityEditor value={week} onChange={setWeek} />
          <div className="dialog-actions">
            <Button variant="secondary" onClick={() => setStep(1)} disabled={save.isPending}>
              {common.back}
            </Button>
            <Button
              onClick={() => {
                const parsed = StaffInput.safeParse({ ...form.values, availability: {} });
                if (parsed.success) submit(parsed.data);
                else setStep(1);
              }}
              loading={save.isPending}
            >
              {save.isPending ? common.saving : common.save}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
