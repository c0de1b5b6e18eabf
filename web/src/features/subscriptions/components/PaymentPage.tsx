import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { PageHeader } from '../../../components/ui/Misc.tsx';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { PlanCard } from '../../../components/PlanCard.tsx';
import { payment as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { usePlans } from '../../../lib/api/subscription-plans.ts';
import { toastError, toastErrorText, toastSuccess } from '../../../lib/toast.ts';
import { useOrderPlan } from '../api/order-plan.ts';
import styles from './subscriptions.module.css';

/** spec.md: back to plan selection this long after the payment window opened. */
const RETURN_AFTER_MS = 2000;

/**
 * /payment?planId={id}. "To'lash" makes an order for the plan and opens its checkout (Payme, or the app's own
 * sandbox checkout) in a new window, then returns to plan selection; the plan turns on when the payment
 * system confirms, never because the browser came back. Without a valid paid plan it goes back at once.
 */
export function PaymentPage() {
  const [params] = useSearchParams();
  const planId = Number(params.get('planId'));
  const plans = usePlans();
  const order = useOrderPlan();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const pay = (provider: 'payme' | 'click') => {
    // Opened now, inside the click, so pop-up blockers allow it; pointed at the checkout once the order exists.
    const opened = window.open('', '_blank');
    order.mutate(planId, {
      onSuccess: (created) => {
        const url = provider === 'click' ? created.clickUrl : created.paymentUrl;
        if (!url) {
          opened?.close();
          toastErrorText(t.noPaymentUrl);
          return;
        }
        if (opened) opened.location.href = url;
        else window.location.assign(url);
        toastSuccess(t.opened);
        timer.current = window.setTimeout(() => navigate(paths.subscriptionSelection), RETURN_AFTER_MS);
      },
      onError: (error) => {
        opened?.close();
        toastError(error, t.openError);
      },
    });
  };

  if (!planId) return <Navigate to={paths.subscriptionSelection} replace />;
  if (plans.isPending) return <PageLoading />;
  const plan = plans.data?.find((p) => p.id === planId);
  if (!plan || plan.price === 0) return <Navigate to={paths.subscriptionSelection} replace />;

  return (
    <div className="container">
      <PageHeader title={t.title} />
      <div className={styles.paymentGrid}>
        <PlanCard plan={plan} highlighted headingLevel={2} />
        <section className="card stack" aria-labelledby="payment-info">
          <h2 id="payment-info" className="card-title">
            {t.infoTitle}
          </h2>
          <ul className={styles.infoList}>
            {t.info.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Button block size="lg" aria-describedby="payment-info" disabled={order.isPending} onClick={() => pay('payme')}>
            {order.isPending ? t.opening : t.pay}
          </Button>
          {order.data?.clickUrl ? (
            <Button block variant="secondary" disabled={order.isPending} onClick={() => pay('click')}>
              {t.payWithClick}
            </Button>
          ) : null}
          <ButtonLink to={paths.subscriptionSelection} variant="secondary" block>
            {t.backToPlans}
          </ButtonLink>
        </section>
      </div>
    </div>
  );
}
