import type { ReactNode } from 'react';
import { plans as t } from '../config/messages.ts';
import { cx } from '../lib/cx.ts';
import { formatPlanPrice, planTerm } from '../lib/money.ts';
import type { Plan } from '../lib/types.ts';
import styles from './PlanCard.module.css';

/**
 * A subscription plan: name, price per month ('Bepul' for 0), duration (the free plan never ends), how many masters,
 * description and features.
 */
export function PlanCard({
  plan,
  badge,
  ribbon,
  highlighted,
  muted,
  action,
  children,
  headingLevel = 3,
}: {
  plan: Plan;
  /** Keeps the page's heading outline: 2 right under the page title, 3 inside a titled section. */
  headingLevel?: 2 | 3;
  badge?: ReactNode;
  ribbon?: string;
  highlighted?: boolean;
  muted?: boolean;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={cx(styles.plan, highlighted && styles.highlighted, muted && styles.muted)}
      aria-labelledby={`plan-${plan.id}-name`}
      data-testid={`plan-${plan.id}`}
    >
      {ribbon && <span className={styles.ribbon}>{ribbon}</span>}
      <div className={styles.head}>
        <Heading id={`plan-${plan.id}-name`} className={styles.name}>
          {plan.name}
        </Heading>
        {badge}
      </div>
      <p className={styles.price}>{formatPlanPrice(plan.price)}</p>
      <p className={styles.duration}>{planTerm(plan)}</p>
      {/* How many masters the business may have on this plan (DECISIONS.md, Teams). */}
      <p className={styles.masters} data-testid={`plan-${plan.id}-masters`}>
        {plan.maxStaff === null ? t.mastersUnlimited : t.masters({ limit: plan.maxStaff })}
      </p>
      {plan.description && <p className={styles.description}>{plan.description}</p>}
      {children}
      {plan.features.length > 0 && (
        <ul className={styles.features}>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}
