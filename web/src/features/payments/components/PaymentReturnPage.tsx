import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { Notice, PageHeader } from '../../../components/ui/Misc.tsx';
import { checkout as t } from '../../../config/messages.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useOrderStatus } from '../api/checkout.ts';

/** The client's own booking link, when this browser made the reserve-fee order (booking page, before paying). */
function rememberedBooking(orderId: string): { bookingId: string; clientToken: string } | null {
  try {
    const saved = sessionStorage.getItem(`qabul.payment.${orderId}`);
    return saved ? (JSON.parse(saved) as { bookingId: string; clientToken: string }) : null;
  } catch {
    return null;
  }
}

const TONE = { paid: 'success', waiting: 'info', cancelled: 'danger', refunded: 'warning' } as const;

/**
 * /payment/return?order={id}&token={token}: where Payme (or the sandbox checkout) sends the payer back. Coming
 * back proves nothing, so the page asks the server for the order's real state, and asks again while it still
 * waits. The id alone reads nothing: the link's token does, or this browser's booking token for a reserve fee,
 * or the provider's own session for a plan.
 */
export function PaymentReturnPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const status = useOrderStatus(orderId, params.get('token') ?? rememberedBooking(orderId)?.clientToken ?? null);

  if (status.isPending && /^\d+$/.test(orderId)) return <PageLoading />;
  const order = status.data;
  return (
    <div className="container stack" style={{ maxWidth: 560 }}>
      <PageHeader title={t.returnTitle} />
      {order ? (
        <Notice tone={TONE[order.state]} title={t.states[order.state]}>
          <span data-testid="payment-state" data-state={order.state}>
            {t.stateTexts[order.state]} {formatMoney(order.amount)}
          </span>
        </Notice>
      ) : (
        <Notice tone="danger" title={t.notFound} />
      )}
      {order?.kind === 'service_reserve' && order.state === 'paid' && rememberedBooking(orderId) ? (
        <ButtonLink
          to={`/booking-success?booking=${rememberedBooking(orderId)?.bookingId}&token=${encodeURIComponent(rememberedBooking(orderId)?.clientToken ?? '')}`}
          block
        >
          {t.toBooking}
        </ButtonLink>
      ) : null}
      {order?.kind === 'subscription' ? (
        <ButtonLink to="/user/subscription" block>
          {t.toSubscription}
        </ButtonLink>
      ) : (
        <ButtonLink to="/" variant="secondary" block>
          {t.home}
        </ButtonLink>
      )}
    </div>
  );
}
