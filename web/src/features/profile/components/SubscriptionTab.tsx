import { ButtonLink } from '../../../components/ui/Button.tsx';
import { Badge, DetailList } from '../../../components/ui/Misc.tsx';
import { dates, profilePage as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { isActiveSubscription } from '../../../lib/auth.ts';
import { formatTimestampDate } from '../../../lib/dates.ts';
import type { User } from '../../../lib/types.ts';
import { PaymentHistory } from './PaymentHistory.tsx';

export function SubscriptionTab({ user }: { user: User }) {
  const subscription = user.subscription;
  const active = isActiveSubscription(subscription);
  const renewable = active && subscription?.endDate;
  return (
    <>
      <section className="card stack" aria-labelledby="profile-subscription">
        <h2 id="profile-subscription" className="card-title">
          {t.subscriptionTitle}
        </h2>
        <DetailList
          items={[
            { label: t.plan, value: subscription?.plan.name ?? '—' },
            { label: t.status, value: active ? <Badge tone="success">{t.active}</Badge> : <Badge>{t.none}</Badge> },
            subscription && {
              label: t.endDate,
              value: subscription.endDate ? formatTimestampDate(subscription.endDate, user.timezone) : dates.unlimited,
            },
          ]}
        />
        <div className="row">
          <ButtonLink to={subscription ? `${paths.subscription}?plan=${subscription.planId}` : paths.subscription}>
            {t.choosePlan}
          </ButtonLink>
          {renewable ? (
            <ButtonLink to={`${paths.payment}?planId=${subscription.planId}`} variant="secondary">
              {t.renew}
            </ButtonLink>
          ) : null}
        </div>
      </section>
      <PaymentHistory timeZone={user.timezone} />
    </>
  );
}
