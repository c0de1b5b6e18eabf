import { bookingAfterMessages as after, checkoutMessages, formatDateLong, formatUzs, useBookingDetails } from '@qabul/web/booking-kit';
import { miniText as t } from '../../../config/messages.ts';
import styles from './booking-screen.module.css';

export type PaymentState = 'opening' | 'waiting' | 'paid' | 'cancelled';

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
}: {
  state: PaymentState;
  amount: number;
  bookingId: string;
  clientToken: string;
  /** The time as the client chose it. */
  time: string;
  onReopen: () => void;
}) {
  const details = useBookingDetails(state === 'paid' ? bookingId : null, clientToken);
  if (state !== 'paid') {
    return (
      <section role="status" data-testid="payment-state" data-state={state}>
        <h2 className={styles.heading}>{state === 'cancelled' ? checkoutMessages.states.cancelled : checkoutMessages.states.waiting}</h2>
        <p className={styles.sub}>{state === 'cancelled' ? t.paymentCancelledText : t.paymentWaitingText(formatUzs(amount))}</p>
        {state === 'waiting' && (
          <div className={styles.actions}>
            <button type="button" className="btn btn-secondary" onClick={onReopen}>
              {t.reopenPayment}
            </button>
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
      <p className={styles.paid}>{t.feePaid(formatUzs(booking?.reserveFeeAmount ?? amount))}</p>
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
            <dd>{formatUzs(booking.reserveFeeAmount)}</dd>
          </div>
        </dl>
      )}
      <p className={styles.sub}>{booking?.status === 'confirmed' ? after.confirmedText : after.paidPendingText}</p>
    </section>
  );
}
