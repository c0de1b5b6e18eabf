import { bookingAfterMessages as after, checkoutMessages, formatDateLong, formatMoney, useBookingDetails } from '@qabul/web/booking-kit';
import { miniText as t } from '../../../config/messages/index.ts';
import styles from './booking-screen.module.css';

/**
 * 'closed': the invoice was closed without paying; 'failed': Telegram could not take the money (or the invoice
 * could not be made); 'unpayable': this Telegram client cannot open an invoice and there is no checkout link.
 * In all three the order still holds the time until its hold runs out; 'cancelled' is the order itself ended.
 */
export type PaymentState = 'opening' | 'waiting' | 'paid' | 'cancelled' | 'closed' | 'failed' | 'unpayable';

/** The states in which the invoice may be opened again. */
export const PAY_AGAIN: ReadonlySet<PaymentState> = new Set(['closed', 'failed']);

function unpaidText(state: PaymentState, amount: number): { heading: string | undefined; text: string } {
  if (state === 'cancelled') return { heading: checkoutMessages.states.cancelled, text: t.paymentCancelledText };
  if (state === 'closed') return { heading: t.invoiceClosedTitle, text: t.invoiceClosedText };
  if (state === 'failed') return { heading: t.invoiceFailedTitle, text: t.invoiceFailedText };
  if (state === 'unpayable') return { heading: t.invoiceUnavailableTitle, text: t.invoiceUnavailableText };
  return { heading: checkoutMessages.states.waiting, text: t.paymentWaitingText({ amount: formatMoney(amount) }) };
}

/**
 * A reserve-fee booking after the client went to pay: what the order's real state is (asked of the server,
 * never taken from the payment page), and once paid the booking with the fee it took.
 */
export function ReserveFeeResult({
  state,
  amount,
  bookingId,
  clientToken,
  time,
  onReopen,
  onChooseAgain,
}: {
  state: PaymentState;
  amount: number;
  bookingId: string;
  clientToken: string;
  /** The time as the client chose it. */
  time: string;
  onReopen: () => void;
  onChooseAgain: () => void;
}) {
  const details = useBookingDetails(state === 'paid' ? bookingId : null, clientToken);
  if (state !== 'paid') {
    const { heading, text } = unpaidText(state, amount);
    return (
      <section role="status" data-testid="payment-state" data-state={state}>
        <h2 className={styles.heading}>{heading}</h2>
        <p className={styles.sub}>{text}</p>
        {(state === 'waiting' || PAY_AGAIN.has(state) || state === 'unpayable') && (
          <div className={styles.actions}>
            {state === 'waiting' && (
              <button type="button" className="btn btn-secondary" onClick={onReopen}>
                {t.reopenPayment}
              </button>
            )}
            {PAY_AGAIN.has(state) && (
              <button type="button" className="btn btn-primary" onClick={onReopen}>
                {t.payAgain}
              </button>
            )}
            {state !== 'waiting' && (
              <button type="button" className="btn btn-secondary" onClick={onChooseAgain}>
                {t.chooseAgain}
              </button>
            )}
          </div>
        )}
      </section>
    );
  }
  const booking = details.data;
  return (
    <section data-testid="payment-state" data-state="paid">
      <div className="success-icon" aria-hidden="true">
        ✓
      </div>
      <h2 className={styles.heading}>{after.title}</h2>
      <p className={styles.paid}>{t.feePaid({ amount: formatMoney(booking?.reserveFeeAmount ?? amount) })}</p>
      {booking && (
        <dl className="detail-list">
          <div className="detail-row">
            <dt>{after.confirmationNumber}</dt>
            <dd>{booking.confirmationNumber}</dd>
          </div>
          <div className="detail-row">
            <dt>{after.service}</dt>
            <dd>{booking.serviceName}</dd>
          </div>
          <div className="detail-row">
            <dt>{after.date}</dt>
            <dd>{formatDateLong(booking.date)}</dd>
          </div>
          <div className="detail-row">
            <dt>{after.time}</dt>
            <dd>{time}</dd>
          </div>
          <div className="detail-row">
            <dt>{after.reserveFee}</dt>
            <dd>{formatMoney(booking.reserveFeeAmount)}</dd>
          </div>
        </dl>
      )}
      <p className={styles.sub}>{booking?.status === 'confirmed' ? after.confirmedText : after.paidPendingText}</p>
    </section>
  );
}
