import { bookingsPage as t } from '../../../config/messages.ts';
import { formatDateLong } from '../../../lib/dates.ts';
import { instantIn } from '../../../lib/instant.ts';
import { formatMoney } from '../../../lib/money.ts';
import type { Booking } from '../../../lib/types.ts';
import { PhoneText } from '../../../components/PhoneText.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { Badge } from '../../../components/ui/Misc.tsx';
import styles from './bookings.module.css';
import { zoneName } from '../../../lib/zone-name.ts';

export type BookingAction = 'edit' | 'confirm' | 'noShow' | 'reschedule' | 'cancel' | 'remove';

/**
 * What each status offers (spec.md section 4): confirmed -> reschedule and cancel; pending -> cancel (and confirm).
 * From its start on a kept booking also offers "Kelmadi" (the server refuses it earlier).
 */
export function actionsFor(booking: Booking, now = Date.now()): BookingAction[] {
  const started = new Date(booking.dateTimeUtc).getTime() <= now;
  const missed: BookingAction[] = started ? ['noShow'] : [];
  if (booking.status === 'confirmed') return [...missed, 'reschedule', 'cancel', 'edit'];
  if (booking.status === 'pending') return ['confirm', ...missed, 'cancel', 'edit'];
  return ['remove'];
}

const LABEL: Record<BookingAction, string> = {
  edit: t.edit,
  confirm: t.confirm,
  noShow: t.noShow,
  reschedule: t.reschedule,
  cancel: t.cancel,
  remove: t.remove,
};

const VARIANT: Record<BookingAction, string> = {
  edit: 'btn-ghost',
  confirm: 'btn-primary',
  noShow: 'btn-secondary',
  reschedule: 'btn-secondary',
  cancel: 'btn-secondary',
  remove: 'btn-ghost',
};

export interface CardSelection {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The card shows the provider's own date and time (the booking's fields); when the client booked from another
 * zone, their clock is added so the provider knows what the client was told.
 */
export function BookingCard({
  booking,
  onAction,
  busy,
  selection,
  providerTimezone,
  showMaster,
}: {
  booking: Booking;
  /** The business has several masters: say who serves this one. */
  showMaster?: boolean;
  /** The provider's zone: a client's zone different from it is shown beside the time. */
  providerTimezone?: string;
  onAction?: (action: BookingAction) => void;
  busy?: boolean;
  /** A checkbox for picking this booking into a batch (the bookings page only). */
  selection?: CardSelection;
}) {
  return (
    <article
      className={`card ${styles.booking}`}
      aria-labelledby={`booking-${booking.id}`}
      data-testid={`booking-${booking.confirmationNumber}`}
    >
      <div className={styles.bookingHead}>
        {selection && (
          <input
            type="checkbox"
            className={`checkbox ${styles.pick}`}
            checked={selection.checked}
            onChange={(event) => selection.onChange(event.target.checked)}
            aria-label={t.selection.pick({ name: booking.name, when: `${formatDateLong(booking.date)} ${booking.timeSlot}` })}
          />
        )}
        <div className={styles.bookingTitle}>
          <h2 id={`booking-${booking.id}`} className={styles.bookingName}>
            {booking.name}
          </h2>
        </div>
        <StatusBadge status={booking.status} />
        {booking.clientConfirmedAt && booking.status !== 'cancelled' && <Badge tone="success">✓ {t.clientConfirmed}</Badge>}
      </div>
      {/* Under the name, across the card's whole width, so the date and time are not squeezed by the status. */}
      <p className={styles.bookingWhen}>
        <span className={styles.nowrap}>{formatDateLong(booking.date)}</span> ·{' '}
        <strong className={styles.nowrap}>{booking.timeSlot}</strong>
      </p>
      {booking.serviceName && <p className={styles.bookingService}>{booking.serviceName}</p>}
      {showMaster && <p className={styles.bookingService}>{t.master({ name: booking.staff.name })}</p>}
      <dl className={styles.bookingMeta}>
        {booking.paidReserveFee && (
          <div>
            <dt>{t.prepaid}</dt>
            <dd>
              <strong>{t.prepaidValue({ amount: formatMoney(booking.paidReserveFee.amount) })}</strong>
            </dd>
          </div>
        )}
        {providerTimezone && booking.clientTimezone && booking.clientTimezone !== providerTimezone && (
          <div>
            <dt>{t.clientTime}</dt>
            <dd>
              {t.zoned({ time: instantIn(booking.dateTimeUtc, booking.clientTimezone).time, zone: zoneName(booking.clientTimezone) })}
            </dd>
          </div>
        )}
        <div>
          <dt>{t.phone}</dt>
          <dd>
            <PhoneText phone={booking.phone} call />
          </dd>
        </div>
        {booking.email && (
          <div>
            <dt>{t.email}</dt>
            <dd>{booking.email}</dd>
          </div>
        )}
        {booking.telegramUsername && (
          <div>
            <dt>{t.telegram}</dt>
            <dd>@{booking.telegramUsername.replace(/^@/, '')}</dd>
          </div>
        )}
        {booking.notes && (
          <div>
            <dt>{t.notes}</dt>
            <dd>{booking.notes}</dd>
          </div>
        )}
        {booking.googleMeetLink && booking.status !== 'cancelled' && (
          <div>
            <dt>{t.meet}</dt>
            <dd>
              <a href={booking.googleMeetLink} target="_blank" rel="noopener noreferrer">
                {t.meetJoin}
              </a>
            </dd>
          </div>
        )}
        <div>
          <dt>{t.number}</dt>
          <dd className={styles.mono}>{booking.confirmationNumber}</dd>
        </div>
      </dl>
      {onAction && (
        <div className={styles.bookingActions}>
          {actionsFor(booking).map((action) => (
            <button key={action} type="button" className={`btn btn-sm ${VARIANT[action]}`} onClick={() => onAction(action)} disabled={busy}>
              {LABEL[action]}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}
