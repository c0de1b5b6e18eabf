import { DetailList } from '../../../components/ui/Misc.tsx';
import { profilePage as t } from '../../../config/messages.ts';
import { formatTimestampDate } from '../../../lib/dates.ts';
import { textFor } from '../../../lib/i18n/text-for.ts';
import { formatMoney } from '../../../lib/money.ts';
import { usePaymentHistory } from '../api/payment-history.ts';

/** The provider's payments, each as a receipt (what was bought, when, how much, through whom). */
export function PaymentHistory({ timeZone }: { timeZone: string }) {
  const history = usePaymentHistory();
  const receipts = history.data ?? [];
  return (
    <section className="card stack" aria-labelledby="payment-history">
      <h2 id="payment-history" className="card-title">
        {t.historyTitle}
      </h2>
      {history.isSuccess && receipts.length === 0 ? <p className="muted">{t.historyEmpty}</p> : null}
      {receipts.map((receipt) => (
        <details key={receipt.orderId} className="stack">
          <summary>
            {formatTimestampDate(receipt.paidAt ?? receipt.createdAt, timeZone)} · {receipt.planName ?? receipt.description} ·{' '}
            {formatMoney(receipt.amount)} · {textFor(t.paymentStates, receipt.state) ?? receipt.state}
          </summary>
          <DetailList
            items={[
              { label: t.receipt({ orderId: receipt.orderId }), value: receipt.description ?? receipt.planName ?? '—' },
              { label: t.receiptLabels.date, value: formatTimestampDate(receipt.paidAt ?? receipt.createdAt, timeZone) },
              { label: t.receiptLabels.amount, value: formatMoney(receipt.amount) },
              { label: t.receiptLabels.method, value: textFor(t.paidBy, receipt.paidBy) ?? '—' },
              receipt.paymeTransactionId ? { label: t.receiptLabels.transaction, value: receipt.paymeTransactionId } : null,
              { label: t.receiptLabels.state, value: textFor(t.paymentStates, receipt.state) ?? receipt.state },
            ]}
          />
        </details>
      ))}
    </section>
  );
}
