import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { setup as t } from '../../../../config/messages.ts';
import { paths } from '../../../../config/routes.ts';
import { forgetNewOwner } from '../../../../lib/new-owner.ts';
import { AppLink } from '../../../../lib/navigation.tsx';
import { BusinessStep } from './BusinessStep.tsx';
import { HoursStep } from './HoursStep.tsx';
import { ServiceStep } from './ServiceStep.tsx';
import { ShareStep } from './ShareStep.tsx';
import { SETUP_STEPS, type SetupStep } from './steps.ts';
import styles from './setup.module.css';

function stepOf(value: string | null): SetupStep {
  return (SETUP_STEPS as readonly string[]).includes(value ?? '') ? (value as SetupStep) : 'business';
}

/**
 * /user/setup: a new owner's two minutes (DECISIONS.md): the business, its working hours, a first service, then the
 * link with its QR code to print for the front desk. Every step can be skipped; the step is in the address, so a
 * reload or the first-steps card's link lands on it.
 */
export function SetupPage() {
  const [search, setSearch] = useSearchParams();
  const step = stepOf(search.get('step'));
  const index = SETUP_STEPS.indexOf(step);
  const go = (next: SetupStep) => {
    setSearch({ step: next });
    window.scrollTo(0, 0);
  };
  const next = () => go(SETUP_STEPS[Math.min(index + 1, SETUP_STEPS.length - 1)]!);
  const back = index > 0 ? () => go(SETUP_STEPS[index - 1]!) : undefined;

  // The setup has opened: from now on home is the calendar (the first-steps card leads back here).
  useEffect(() => forgetNewOwner(), []);

  return (
    <div className={`container container-narrow ${styles.page}`}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t.title}</h1>
        <p className="muted">{t.subtitle}</p>
        <ol className={styles.steps} aria-label={t.progress}>
          {SETUP_STEPS.map((name, i) => (
            <li
              key={name}
              className={styles.stepItem}
              data-state={i < index ? 'done' : i === index ? 'current' : 'todo'}
              aria-current={i === index ? 'step' : undefined}
            >
              <span className={styles.stepMark} aria-hidden="true">
                {i < index ? '✓' : i + 1}
              </span>
              <span className={styles.stepName}>{t.steps[name]}</span>
            </li>
          ))}
        </ol>
        <p className="sr-only" aria-live="polite">
          {`${t.stepOf({ n: index + 1, total: SETUP_STEPS.length })}: ${t.steps[step]}`}
        </p>
      </header>
      <section aria-labelledby="setup-step-title" className={styles.body}>
        <h2 id="setup-step-title" className={styles.stepTitle}>
          {t.steps[step]}
        </h2>
        {step === 'business' && <BusinessStep onNext={next} />}
        {step === 'hours' && <HoursStep onNext={next} onBack={back} />}
        {step === 'service' && <ServiceStep onNext={next} onBack={back} />}
        {step === 'share' && <ShareStep onBack={back} />}
      </section>
      {step !== 'share' && (
        <p className={styles.later}>
          <AppLink to={paths.home}>{t.later}</AppLink>
        </p>
      )}
    </div>
  );
}
