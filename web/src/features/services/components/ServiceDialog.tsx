import type { ServiceInput } from '@qabul/api/schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog, DialogSteps } from '../../../components/ui/Dialog.tsx';
import { Spinner } from '../../../components/ui/Misc.tsx';
import { common, servicesPage as t } from '../../../config/messages.ts';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/api/services.ts';
import { usePlans } from '../../../lib/api/subscription-plans.ts';
import { useUser } from '../../../lib/auth.ts';
import { paths } from '../../../config/routes.ts';
import { AppLink } from '../../../lib/navigation.tsx';
import { Notice } from '../../../components/ui/Misc.tsx';
import { planFieldErrors, planLimitsOf, serviceLimitText } from '../model/plan-limits.ts';
import { cx } from '../../../lib/cx.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import type { Service, WeeklyAvailability } from '../../../lib/types.ts';
import { hasAnyTimes, useSaveService } from '../api/save-service.ts';
import { useServiceAvailability } from '../../../lib/api/service-availability.ts';
import { completeWeek } from '../../../components/availability/availability.ts';
import { AvailabilityEditor } from '../../../components/availability/AvailabilityEditor.tsx';
import { ServiceDetailsFields } from './ServiceDetailsFields.tsx';
import { formValuesOf, serviceFormParser } from './service-form.ts';
import styles from './services.module.css';

/** Add/edit a service in two steps: 1 details, 2 weekly availability. */
export function ServiceDialog({ service, onClose }: { service: Service | null; onClose: () => void }) {
  const [step, setStep] = useState<1 | 2>(1);
  // Each step opens at its top, not where the long first step was scrolled to.
  const topRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger, not an input
  useEffect(() => {
    topRef.current?.closest('.dialog-panel')?.scrollTo({ top: 0 });
  }, [step]);
  // A refused save (plan limits, a server error) is shown inside the dialog: a toast would sit under the modal.
  const [saveError, setSaveError] = useState<string | null>(null);
  const parser = useMemo(() => serviceFormParser(), []);
  const form = useSchemaForm(parser, formValuesOf(service));
  const user = useUser().data;
  const googleConnected = Boolean(user?.googleConnected);
  // The plan's limits are told on step 1, before the weekly hours are filled in, not refused after both steps.
  const plans = usePlans();
  const services = useServices();
  const limits = plans.data ? planLimitsOf(plans.data, user) : null;
  const limitText = service ? null : serviceLimitText(limits, services.data?.length ?? 0);
  const saved = useServiceAvailability(service?.id ?? null);
  const [week, setWeek] = useState<WeeklyAvailability | null>(service ? null : {});
  const [details, setDetails] = useState<ServiceInput | null>(null);
  const save = useSaveService();

  // The editor starts from the saved week once it has loaded (or empty if it cannot be read).
  useEffect(() => {
    if (week !== null) return;
    if (saved.data) setWeek(saved.data.availability ?? {});
    else if (saved.isError) setWeek({});
  }, [week, saved.data, saved.isError]);

  const submit = () => {
    if (!details || !week) return;
    setSaveError(null);
    save.mutate(
      {
        id: service?.id ?? null,
        input: details,
        availability: completeWeek(week),
        hadAvailability: hasAnyTimes(saved.data?.availability ?? {}),
      },
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

  return (
    <Dialog title={service ? t.editTitle : t.addTitle} onClose={onClose} size="lg" closeDisabled={save.isPending}>
      <div ref={topRef}>
        <DialogSteps steps={[t.stepDetails, t.stepAvailability]} current={step - 1} />
      </div>
      {saveError && (
        <p className="form-alert" role="alert">
          {saveError}
        </p>
      )}
      {step === 1 ? (
        <form
          noValidate
          onSubmit={form.handleSubmit((input) => {
            const refused = planFieldErrors(limits, input);
            if (Object.keys(refused).length > 0) {
              form.setErrors(refused);
              return;
            }
            setDetails(input);
            setStep(2);
          })}
        >
          {limitText && (
            <div className={styles.planNotice}>
              <Notice tone="warning" title={limitText}>
                <AppLink to={paths.subscription}>{t.plan.upgrade}</AppLink>
              </Notice>
            </div>
          )}
          <ServiceDetailsFields
            values={form.values}
            errors={form.errors}
            set={form.set}
            googleConnected={googleConnected}
            limits={limits}
          />
          <div className={cx('dialog-actions', styles.stickyActions)}>
            <Button variant="secondary" onClick={onClose}>
              {common.cancel}
            </Button>
            <Button type="submit" disabled={Boolean(limitText)}>
              {t.next}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <h3 className={styles.weekTitle}>{t.week.title}</h3>
          {week === null ? <Spinner label={common.loading} /> : <AvailabilityEditor value={week} onChange={setWeek} />}
          <div className={cx('dialog-actions', styles.stickyActions)}>
            <Button variant="secondary" onClick={() => setStep(1)} disabled={save.isPending}>
              {common.back}
            </Button>
            <Button onClick={submit} loading={save.isPending} disabled={week === null}>
              {save.isPending ? common.saving : common.save}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
