import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';
import { bookingsPage, calendarPage as t } from '../../../config/messages.ts';
import { cx } from '../../../lib/cx.ts';
import { formatUzs } from '../../../lib/money.ts';
import { type CalendarBooking, paidFeeOf } from '../model/calendar-types.ts';
import styles from './calendar.module.css';

/** The look of a booking: its status, and a pending or confirmed one the client said they will come to. */
export type BookingTone = 'pending' | 'confirmed' | 'clientConfirmed' | 'noShow' | 'cancelled';

export function toneOf(booking: Pick<CalendarBooking, 'status' | 'clientConfirmedAt'>): BookingTone {
  if (booking.status === 'cancelled') return 'cancelled';
  if (booking.status === 'no_show') return 'noShow';
  if (booking.clientConfirmedAt) return 'clientConfirmed';
  return booking.status === 'confirmed' ? 'confirmed' : 'pending';
}

/** What a screen reader hears for a booking: time, client, service, phone, status and marks. */
export function bookingLabel(booking: CalendarBooking): string {
  const fee = paidFeeOf(booking);
  return [
    `${booking.start}–${booking.end}`,
    booking.clientName,
    booking.serviceName,
    booking.phone,
    bookingsPage.status[booking.status],
    booking.clientConfirmedAt && booking.status !== 'cancelled' ? bookingsPage.clientConfirmed : null,
    fee !== null ? t.paidTitle({ amount: formatUzs(fee) }) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * A booking on the grid, from its start to its end; its height decides how much it says (time and name always,
 * then the service, then the phone). A button: a click opens it, arrow keys move it, and it can be dragged.
 */
export function BookingBlock({
  booking,
  style,
  compact,
  dimmed,
  movable,
  onOpen,
  onPointerDown,
  onKeyDown,
}: {
  booking: CalendarBooking;
  style: CSSProperties;
  /** Too short for more than one line. */
  compact: 'one' | 'two' | 'three' | 'full';
  /** Being dragged elsewhere: the original stays faint. */
  dimmed?: boolean;
  movable: boolean;
  onOpen: () => void;
  onPointerDown?: (event: PointerEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}) {
  const tone = toneOf(booking);
  const fee = paidFeeOf(booking);
  return (
    <button
      type="button"
      className={cx(styles.booking, styles[tone], dimmed && styles.dimmed, movable && styles.movable)}
      style={style}
      data-booking-id={booking.id}
      data-testid={`booking-block-${booking.id}`}
      data-status={tone}
      aria-label={bookingLabel(booking)}
      aria-describedby={movable ? 'calendar-move-help' : undefined}
      onClick={onOpen}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => movable && event.preventDefault()}
    >
      <span className={styles.bookingTop} aria-hidden="true">
        <span className={styles.bookingTime}>{booking.start}</span>
        {compact === 'one' && <span className={styles.bookingName}>{booking.clientName}</span>}
        <span className={styles.marks}>
          {tone === 'clientConfirmed' && (
            <span className={styles.markCheck} title={bookingsPage.clientConfirmed}>
              ✓
            </span>
          )}
          {fee !== null && (
            <span className={styles.markPaid} title={t.paidTitle({ amount: formatUzs(fee) })}>
              {t.paid}
            </span>
          )}
        </span>
      </span>
      {compact !== 'one' && (
        <span className={styles.bookingName} aria-hidden="true">
          {booking.clientName}
        </span>
      )}
      {(compact === 'three' || compact === 'full') && booking.serviceName && (
        <span className={styles.bookingLine} aria-hidden="true">
          {booking.serviceName}
        </span>
      )}
      {(compact === 'full' || (compact === 'three' && !booking.serviceName)) && (
        <span className={styles.bookingLine} aria-hidden="true">
          {booking.phone}
        </span>
      )}
    </button>
  );
}
