import { useState } from 'react';
import { common, firstSteps as t } from '../../../config/messages.ts';
import { paths, publicBookingPath } from '../../../config/routes.ts';
import { useAnyServiceHours } from '../../../lib/api/service-availability.ts';
import { useServices } from '../../../lib/api/services.ts';
import { useUser } from '../../../lib/auth.ts';
import { linkShared, rememberLinkShared } from '../../../lib/link-shared.ts';
import { AppLink } from '../../../lib/navigation.tsx';
import { toast, toastErrorText } from '../../../lib/toast.ts';
import { useHasBookings } from '../api/has-bookings.ts';
import styles from './first-steps.module.css';

/**
 * A new provider's first steps on the calendar: add a service, set its weekly hours, share the public link. Each
 * step is ticked when done (read from the provider's own data), and the card goes once all three are.
 */
export function FirstStepsCard() {
  const user = useUser().data;
  const services = useServices();
  const list = services.data ?? [];
  const hours = useAnyServiceHours(services.data ? list.map((service) => service.id) : null);
  const [copied, setCopied] = useState(() => (user ? linkShared(user.id) : false));
  const hasService = list.length > 0;
  const hasHours = hours.data === true;
  const booked = useHasBookings(Boolean(user) && !copied);
  const shared = copied || booked.data === true;

  if (!user || services.isPending || hours.isPending || (!copied && booked.isPending)) return null;
  if (hasService && hasHours && shared) return null;

  const link = `${window.location.origin}${publicBookingPath(user.username)}`;
  const share = async () => {
    try {
      await navigator.clipboard.writeText(link);
      rememberLinkShared(user.id);
      setCopied(true);
      toast({ title: common.copied });
    } catch {
      toastErrorText(t.copyError);
    }
  };
  const steps = [
    { key: 'service', done: hasService, ...t.service, to: paths.services },
    { key: 'hours', done: hasHours, ...t.hours, to: paths.services },
    { key: 'share', done: shared, ...t.share, to: null },
  ];
  const doneCount = steps.filter((s) => s.done).length;

  return (
    <section className={`card ${styles.firstSteps}`} aria-labelledby="first-steps">
      <h2 id="first-steps" className="card-title">
        {t.title}
      </h2>
      <p className="muted">{`${t.text} ${t.progress({ done: doneCount, total: steps.length })}.`}</p>
      <ol className={styles.firstStepsList}>
        {steps.map((step) => (
          <li key={step.key} className={styles.firstStep} data-done={step.done}>
            <span className={styles.firstStepMark} aria-hidden="true">
              {step.done ? '✓' : steps.indexOf(step) + 1}
            </span>
            <div className={styles.firstStepBody}>
              <p className={styles.firstStepTitle}>
                {step.title} <span className="sr-only">{`(${step.done ? t.done : t.todo})`}</span>
              </p>
              <p className="muted">{step.key === 'share' ? `${step.text} ${link}` : step.text}</p>
              {!step.done &&
                (step.to ? (
                  <AppLink to={step.to} className="btn btn-sm btn-secondary">
                    {step.action}
                  </AppLink>
                ) : (
                  <button type="button" className="btn btn-sm btn-primary" onClick={() => void share()}>
                    {step.action}
                  </button>
                ))}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
