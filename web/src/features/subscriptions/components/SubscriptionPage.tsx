import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { Badge, PageHeader, Skeleton } from '../../../components/ui/Misc.tsx';
import { PlanCard } from '../../../components/PlanCard.tsx';
import { plans as t } from '../../../config/messages.ts';
import { isBusinessPlan, isPopularPlan, usePlans } from '../../../lib/api/subscription-plans.ts';
import { isActiveSubscription, useProviderTimezone } from '../../../lib/auth.ts';
import { useMySubscriptionInLanguage } from '../api/my-subscription.ts';
import type { MySubscription, Plan } from '../../../lib/types.ts';
import { CurrentSubscriptionCard } from './CurrentSubscriptionCard.tsx';
import { PlanGrid } from './PlanGrid.tsx';
import { usePlanChoice } from './use-plan-choice.ts';
import styles from './subscriptions.module.css';

type Offer = { label: string; disabled: boolean; tone: 'primary' | 'outline' };

/** Current plan 'Joriy reja'; dearer plans 'Yangilash' ("Obuna bo'lish" without a subscription); cheaper ones disabled. */
function offerFor(plan: Plan, current: MySubscription | null, currentPrice: number | null): Offer {
  if (!current || currentPrice === null) return { label: t.subscribe, disabled: false, tone: 'primary' };
  if (plan.id === current.planId) return { label: t.current, disabled: true, tone: 'outline' };
  if (plan.price > currentPrice) return { label: t.upgrade, disabled: false, tone: 'primary' };
  return { label: t.lower, disabled: true, tone: 'outline' };
}

/** /user/subscription[?plan={id}] */
export function SubscriptionPage() {
  const [params] = useSearchParams();
  const highlightId = Number(params.get('plan')) || null;
  const plans = usePlans();
  const subscription = useMySubscriptionInLanguage();
  const { choose, pendingPlanId } = usePlanChoice();
  const timezone = useProviderTimezone();
  const active = isActiveSubscription(subscription.data) ? (subscription.data ?? null) : null;
  const currentPrice = active ? (plans.data?.find((p) => p.id === active.planId)?.price ?? active.plan.price) : null;

  return (
    <div className="container">
      <PageHeader title={t.pageTitle} />
      {subscription.isPending ? (
        <Skeleton className={styles.planSkeleton} style={{ height: 160, marginBottom: 32 }} />
      ) : (
        <CurrentSubscriptionCard subscription={active} timeZone={timezone} />
      )}
      <PlanGrid
        plans={plans}
        renderPlan={(plan) => {
          const offer = offerFor(plan, active, currentPrice);
          const trialDays = !active && isBusinessPlan(plan) ? (plan.trialDays ?? 0) : 0;
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              highlighted={highlightId ? plan.id === highlightId : plan.id === active?.planId}
              muted={offer.disabled && plan.id !== active?.planId}
              badge={
                isPopularPlan(plan) ? (
                  <Badge tone="warning">{t.popular}</Badge>
                ) : trialDays > 0 ? (
                  <Badge tone="success">{t.trial({ days: trialDays })}</Badge>
                ) : undefined
              }
              action={
                <Button
                  block
                  variant={offer.tone}
                  disabled={offer.disabled || pendingPlanId !== undefined}
                  loading={pendingPlanId === plan.id}
                  onClick={() => choose(plan)}
                >
                  {offer.label}
                </Button>
              }
            />
          );
        }}
      />
      <div className={styles.blocks}>
        <section aria-labelledby="faq-title">
          <h2 id="faq-title">{t.faqTitle}</h2>
          <div className={styles.faq}>
            {Object.values(t.faq).map((item) => (
              <details key={item.q}>
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </div>
        </section>
        <section className={styles.why} aria-labelledby="why-title">
          <h2 id="why-title">{t.whyTitle}</h2>
          <ul>
            {t.why.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
