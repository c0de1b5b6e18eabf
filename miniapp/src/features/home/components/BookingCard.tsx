import { useState } from 'react';
import { formatDateShort } from '../../../../../web/src/lib/dates.ts';
import { PhoneText } from '../../../../../web/src/components/PhoneText.tsx';
import { miniText as t } from '../../../config/messages/index.ts';
import { haptic } from '../../../lib/telegram-controls.ts';
import { useCancelMyBooking } from '../api/cancel-booking.ts';
import type { MiniBooking } from '../../../lib/my-bookings.ts';
import styles from './home.module.css';

/** One booking: when, what, with whom; a client's own booking offers cancelling while the window is open. */
export function BookingCard({
  booking,
  reader,
  onChanged,
  onReschedule,
}: {
  booking: MiniBooking;
  reader: 'client' | 'provider';
  onChanged?: () => void;
  /** "Ko'chirish": the Mini App's own move of the booking (RescheduleScreen). */
  onReschedule?: (bookingId: string) => void;
}) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelMyBooking(() => onChanged?.());
  const place = booking.meetingLink ?? booking.meetingAddress;

  const confirmCancel = async () => {
    const done = await cancel.cancel(booking.id);
    if (done) haptic.success();
    else haptic.error();
    setAsking(false);
  };

  return (
    <li className={styles.card} data-testid={`booking-${booking.id}`}>
      <div className={styles.when}>
        <span className={styles.time}>{booking.localTime}</span>
        {reader === 'client' && <span className={styles.day}>{formatDateShort(booking.localDate)}</span>}
      </div>
      <div className={styles.what}>
        <p className={styles.title}>{reader === 'client' ? booking.serviceName : booking.clientName}</p>
        <p className={styles.sub}>
          {reader === 'client' ? (
            booking.providerName
          ) : (
            <>
              {`${booking.serviceName ?? ''} · `}
              {booking.clientPhone && <PhoneText phone={booking.clientPhone} />}
            </>
          )}
        </p>
        {reader === 'client' && place && <p className={styles.sub}>{place}</p>}
        <p className={styles.meta}>
          <span className={styles[booking.status]}>{t.status[booking.status]}</span>
          {booking.confirmationNumber && <span>{`${t.confirmationNumber}: ${booking.confirmationNumber}`}</span>}
        </p>
        {cancel.error && <p className="field-error">{cancel.error.message || t.cancelError}</p>}
        {/* A booking can be moved while it can be cancelled: the same window (DECISIONS.md, the home's Ko'chirish). */}
        {reader === 'client' && booking.canCancel && !asking && (
          <div className={styles.ask}>
            {onReschedule && booking.serviceId !== null && (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => {
                  haptic.impact();
                  onReschedule(booking.id);
                }}
              >
                {t.moveButton}
              </button>
            )}
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setAsking(true)}>
              {t.cancel}
            </button>
          </div>
        )}
        {asking && (
          <fieldset className={styles.ask}>
            <legend>{t.cancelAsk}</legend>
            <button type="button" className="btn btn-danger btn-sm" onClick={() => void confirmCancel()} disabled={cancel.pending}>
              {t.cancelYes}
            </button>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setAsking(false)} disabled={cancel.pending}>
              {t.cancelNo}
            </button>
          </fieldset>
        )}
      </div>
    </li>
  );
}
