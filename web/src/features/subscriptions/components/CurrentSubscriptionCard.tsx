import { ButtonLink } from '../../../components/ui/Button.tsx';
import { Badge } from '../../../components/ui/Misc.tsx';
import { plans as t } from '../../../config/messages.ts';
import { daysBetween, formatDateShort, todayIn } from '../../../lib/dates.ts';
import type { MySubscription } from '../../../lib/types.ts';
import styles from './subscriptions.module.css';

/** Days left and share of the period gone, from the subscription's start and end dates. */
export function subscriptionProgress(subscription: MySubscription, today: string) {
  if (!subscription.endDate || !subscription.startDate) return null;
  const start = subscription.startDate.slice(0, 10);
  const end = subscription.endDate.slice(0, 10);
  const total = Math.max(1, daysBetween(start, end));
  const daysLeft = Math.max(0, daysBetween(today, end));
  const percent = Math.min(100, Math.max(0, Math.round(((total - daysLeft) / total) * 100)));
  return { daysLeft, percent, end };
}

export function CurrentSubscriptionCard({ subscription, timeZone }: { subscription: MySubscription | null; timeZone: string }) {
  if (!subscription) {
    return (
      <section className={`card ${styles.current}`} aria-labelledby="current-plan">
        <h2 id="current-plan" className={styles.currentName}>
          {t.noSubscription}
        </h2>
        <p className="muted">{t.noSubscriptionText}</p>
      </section>
    );
  }
  const progress = subscriptionProgress(subscription, todayIn(timeZone));
  return (
    <section className={`card ${styles.current}`} aria-labelledby="current-plan">
      <div className={styles.currentHead}>
        <div>
          <p className="muted">{t.currentCardTitle}</p>
          <h2 id="current-plan" className={styles.currentName}>
            {subscription.plan.name}
          </h2>
        </div>
        <div className="row">
          <Badge tone="success">{t.active}</Badge>
          {subscription.isTrial && <Badge tone="warning">{t.trialBadge}</Badge>}
        </div>
      </div>
      {progress ? (
        <>
          <div
            className={styles.meter}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-label={t.elapsed({ p: progress.percent })}
          >
            <div className={styles.meterFill} style={{ width: `${progress.percent}%` }} />
          </div>
          <div className={styles.meterLabels}>
            <span>{t.daysLeft({ n: progress.daysLeft })}</span>
            <span>{t.elapsed({ p: progress.percent })}</span>
          </div>
          <p className="muted">{t.validUntil({ d: formatDateShort(progress.end) })}</p>
          {subscription.plan.price > 0 ? (
            <ButtonLink to={`/payment?planId=${subscription.planId}`} variant="secondary">
              {t.renew}
            </ButtonLink>
          ) : null}
        </>
      ) : (
        <p className="muted">{t.unlimited}</p>
      )}
    </section>
  );
}
