import { useState } from 'react';
import { common, setup, firstSteps as t } from '../../../config/messages.ts';
import { paths, publicBookingPath } from '../../../config/routes.ts';
import { useBusiness } from '../../../lib/api/business.ts';
import { useAnyServiceHours } from '../../../lib/api/service-availability.ts';
import { useServices } from '../../../lib/api/services.ts';
import { useTeam } from '../../../lib/api/team.ts';
import { useUser } from '../../../lib/auth.ts';
import { linkShared, rememberLinkShared } from '../../../lib/link-shared.ts';
import { AppLink } from '../../../lib/navigation.tsx';
import { toast, toastErrorText } from '../../../lib/toast.ts';
import { useHasBookings } from '../api/has-bookings.ts';
import styles from './first-steps.module.css';

/** The setup's step for a card step: the card leads back into the setup where the owner left it. */
const setupStep = (step: string) => `${paths.setup}?step=${step}`;

/**
 * A new provider's first steps on the calendar, the setup's own: describe the business, set the working hours, add
 * a service, share the public link. Each step is ticked when done (read from the provider's own data), and the card
 * goes once all four are. A provider clients already book is past first steps: the business step counts as done
 * for them (their own name stands for the business until they give one).
 */
export function FirstStepsCard() {
  const user = useUser().data;
  const services = useServices();
  const list = services.data ?? [];
  const hours = useAnyServiceHours(services.data ? list.map((service) => service.id) : null);
  const [copied, setCopied] = useState(() => (user ? linkShared(user.id) : false));
  const hasService = list.length > 0;
  // The setup keeps the hours as the owner's own (their master's) and gives them to the first service.
  const team = useTeam(Boolean(user));
  const ownHours = Object.values(team.data?.find((master) => master.isOwner)?.availability ?? {}).some((times) => (times?.length ?? 0) > 0);
  const hasHours = hours.data === true || ownHours;
  const booked = useHasBookings(Boolean(user));
  const business = useBusiness(Boolean(user));
  const shared = copied || booked.data === true;
  const described = Boolean(business.data?.businessName || business.data?.category) || booked.data === true;

  if (!user || services.isPending || hours.isPending || booked.isPending || business.isPending || team.isPending) return null;
  if (described && hasService && hasHours && shared) return null;

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
    { key: 'business', done: described, ...t.business, to: setupStep('business') },
    { key: 'hours', done: hasHours, ...t.hours, to: setupStep('hours') },
    { key: 'service', done: hasService, ...t.service, to: setupStep('service') },
    { key: 'share', done: shared, ...t.share, to: null },
  ];
  const doneCount = steps.filter((s) => s.done).length;

  return (
    <section className={`card ${styles.firstSteps}`} aria-labelledby="first-steps">
      <h2 id="first-steps" className="card-title">
        {t.title}
      </h2>
      <p className="muted">{`${t.text} ${t.progress({ done: doneCount, total: steps.length })}.`}</p>
      <p>
        <AppLink to={paths.setup}>{setup.continueSetup}</AppLink>
      </p>
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
                  <span className="row">
                    <button type="button" className="btn btn-sm btn-primary" onClick={() => void share()}>
                      {step.action}
                    </button>
                    <AppLink to={setupStep('share')} className="btn btn-sm btn-secondary">
                      {t.qrCode}
                    </AppLink>
                  </span>
                ))}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
