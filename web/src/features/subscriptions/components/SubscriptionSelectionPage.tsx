import { Button } from '../../../components/ui/Button.tsx';
import { Badge, PageHeader } from '../../../components/ui/Misc.tsx';
import { PlanCard } from '../../../components/PlanCard.tsx';
import { plans as t } from '../../../config/messages.ts';
import { isBusinessPlan, usePlans } from '../../../lib/api/subscription-plans.ts';
import { PlanGrid } from './PlanGrid.tsx';
import { usePlanChoice } from './use-plan-choice.ts';
import styles from './subscriptions.module.css';

/** /subscription-selection: the first plan choice after registering. */
export function SubscriptionSelectionPage() {
  const plans = usePlans();
  const { choose, pendingPlanId } = usePlanChoice();

  return (
    <div className="container">
      <PageHeader title={t.selectionTitle} subtitle={t.selectionText} />
      <PlanGrid
        plans={plans}
        renderPlan={(plan) => {
          const business = isBusinessPlan(plan);
          const trialDays = plan.trialDays ?? 0;
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              headingLevel={2}
              ribbon={business ? t.recommended : undefined}
              highlighted={business}
              badge={trialDays > 0 ? <Badge tone="success">{t.trial({ days: trialDays })}</Badge> : undefined}
              action={
                <Button
                  block
                  variant={business ? 'primary' : 'outline'}
                  loading={pendingPlanId === plan.id}
                  disabled={pendingPlanId !== undefined}
                  onClick={() => choose(plan)}
                >
                  {plan.price === 0 ? t.startFree : t.start}
                </Button>
              }
            />
          );
        }}
      />
      <p className={styles.note}>{t.changeLater}</p>
    </div>
  );
}
