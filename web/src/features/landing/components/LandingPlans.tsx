import { ButtonLink } from '../../../components/ui/Button.tsx';
import { Badge, Skeleton } from '../../../components/ui/Misc.tsx';
import { PlanCard } from '../../../components/PlanCard.tsx';
import { landing as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { isPopularPlan, usePlans } from '../../../lib/api/subscription-plans.ts';
import styles from './landing.module.css';

/** Plans from GET /api/subscription-plans; Tanlash -> /user/subscription when signed in, Boshlash -> registration otherwise. */
export function LandingPlans({ signedIn }: { signedIn: boolean }) {
  const plans = usePlans();
  if (plans.isPending) {
    return (
      <div className={styles.plans} role="status" aria-label={t.plansLoading}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className={styles.planSkeleton} />
        ))}
      </div>
    );
  }
  if (plans.isError) return <p className="muted">{t.plansError}</p>;
  return (
    <div className={styles.plans}>
      {plans.data.map((plan) => {
        const popular = isPopularPlan(plan);
        return (
          <PlanCard
            key={plan.id}
            plan={plan}
            highlighted={popular}
            badge={popular ? <Badge tone="warning">{t.popular}</Badge> : undefined}
            action={
              <ButtonLink to={signedIn ? paths.subscription : paths.register} variant={popular ? 'primary' : 'outline'} block>
                {signedIn ? t.choose : t.start}
              </ButtonLink>
            }
          />
        );
      })}
    </div>
  );
}
