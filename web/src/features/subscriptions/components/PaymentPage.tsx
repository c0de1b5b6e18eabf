import { Navigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { Notice, PageHeader } from '../../../components/ui/Misc.tsx';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { PlanCard } from '../../../components/PlanCard.tsx';
import { payment as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { usePlans } from '../../../lib/api/subscription-plans.ts';
import styles from './subscriptions.module.css';

/**
 * /payment?planId={id}. Card payments are not connected yet, so the page explains the plan and says so;
 * without a valid paid plan it goes back to plan selection.
 */
export function PaymentPage() {
  const [params] = useSearchParams();
  const planId = Number(params.get('planId'));
  const plans = usePlans();

  if (!planId) return <Navigate to={paths.subscriptionSelection} replace />;
  if (plans.isPending) return <PageLoading />;
  const plan = plans.data?.find((p) => p.id === planId);
  if (!plan || plan.price === 0) return <Navigate to={paths.subscriptionSelection} replace />;

  return (
    <div className="container">
      <PageHeader title={t.title} />
      <div className={styles.paymentGrid}>
        <PlanCard plan={plan} highlighted headingLevel={2}>
          <p className="muted">{t.duration(plan.durationDays)}</p>
        </PlanCard>
        <section className="card stack" aria-labelledby="payment-info">
          <h2 id="payment-info" className="card-title">
            {t.infoTitle}
          </h2>
          <ul className={styles.infoList}>
            {t.info.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Notice tone="info" title={t.unavailable}>
            {t.unavailableText}
          </Notice>
          <Button block size="lg" disabled aria-describedby="payment-info">
            {t.pay}
          </Button>
          <ButtonLink to={paths.subscriptionSelection} variant="secondary" block>
            {t.backToPlans}
          </ButtonLink>
        </section>
      </div>
    </div>
  );
}
