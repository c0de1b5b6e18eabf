import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/Misc.tsx';
import { plans as t } from '../../../config/messages.ts';
import type { usePlans } from '../../../lib/api/subscription-plans.ts';
import type { Plan } from '../../../lib/types.ts';
import styles from './subscriptions.module.css';

/** The plans from the API as a grid of cards: placeholders while loading, a note if they cannot load. */
export function PlanGrid({ plans, renderPlan }: { plans: ReturnType<typeof usePlans>; renderPlan: (plan: Plan) => ReactNode }) {
  if (plans.isPending) {
    return (
      <div className={styles.plans} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className={styles.planSkeleton} />
        ))}
      </div>
    );
  }
  if (plans.isError) return <p className="muted">{t.loadError}</p>;
  return <div className={styles.plans}>{plans.data.map(renderPlan)}</div>;
}
