import { useState } from 'react';
import { useParams } from 'react-router';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { DetailList, Notice, PageHeader } from '../../../components/ui/Misc.tsx';
import { checkout as t } from '../../../config/messages.ts';
import { formatMoney } from '../../../lib/money.ts';
import { toastError } from '../../../lib/toast.ts';
import { useCheckoutInfo, useSandboxAction } from '../api/checkout.ts';

/**
 * /payment/checkout/{payload}: the app's own stand-in for Payme's checkout where no Payme credentials are set
 * (development, the demo). It shows what Payme would (merchant, amount, a card form) and its buttons drive the
 * same merchant methods Payme calls; then it sends the payer back like Payme does. The payload is base64url;
 * the route takes the rest of the path, so a standard-base64 link whose payload holds "/" opens too.
 */
export function SandboxCheckoutPage() {
  const payload = useParams()['*'] ?? '';
  const info = useCheckoutInfo(payload);
  const action = useSandboxAction();
  const [card, setCard] = useState('8600 0000 0000 0000');
  const [expiry, setExpiry] = useState('03/99');

  if (info.isPending) return <PageLoading />;
  if (info.isError || !info.data) {
    return (
      <div className="container">
        <Notice tone="danger" title={t.notFound} />
      </div>
    );
  }
  const order = info.data;
  const run = (which: 'pay' | 'cancel') =>
    action.mutate(
      { orderId: order.orderId, action: which },
      {
        onSuccess: () => window.location.assign(order.returnUrl ?? `/payment/return?order=${order.orderId}`),
        onError: (error) => toastError(error, t.failed),
      },
    );

  return (
    <div className="container stack" style={{ maxWidth: 480 }}>
      <PageHeader title={t.sandboxTitle} />
      <Notice tone="warning">{t.sandboxNote}</Notice>
      <section className="card stack" aria-label={t.sandboxTitle}>
        <DetailList
          items={[
            { label: t.merchant, value: order.merchantName },
            { label: t.order, value: `#${order.orderId}` },
            { label: t.amount, value: <strong data-testid="checkout-amount">{formatMoney(order.amount)}</strong> },
          ]}
        />
        <TextField label={t.cardNumber} value={card} onChange={setCard} inputMode="numeric" autoComplete="off" />
        <TextField label={t.cardExpiry} value={expiry} onChange={setExpiry} inputMode="numeric" autoComplete="off" />
        <Button block size="lg" disabled={action.isPending || order.state !== 'waiting'} onClick={() => run('pay')}>
          {action.isPending ? t.paying : t.pay}
        </Button>
        <Button block variant="secondary" disabled={action.isPending || order.state !== 'waiting'} onClick={() => run('cancel')}>
          {t.cancel}
        </Button>
      </section>
    </div>
  );
}
