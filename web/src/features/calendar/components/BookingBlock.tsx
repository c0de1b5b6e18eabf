import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';
import { bookingsPage, calendarPage as t } from '../../../config/messages.ts';
import { cx } from '../../../lib/cx.ts';
import { formatUzs } from '../../../lib/money.ts';
import type { BookingStatus } from '../../../lib/types.ts';
import { type CalendarBooking, paidFeeOf } from '../model/calendar-types.ts';
import styles from './calendar.module.css';

/** The look of a booking: its status, and a pending or confirmed one the client said they will come to. */
export type BookingTone = Exclude<BookingStatus, 'no_show'> | 'clientConfirmed' | 'noShow';

export function toneOf(booking: Pick<CalendarBooking, 'status' | 'clientConfirmedAt'>): BookingTone {
  if (booking.status === 'cancelled') return 'cancelled';
  if (booking.status === 'no_show') return 'noShow';
  if (booking.clientConfirmedAt) return 'clientConfirmed';
  return booking.status === 'confirmed' ? 'confirmed' : 'pending';
}

/** How many lines a booking of its height shows. */
export type BlockLines = 1 | 2 | 3 | 4;

/**
 * What a screen reader hears for a booking: "14:00 (–14:45), Jasur Aliyev, Soch olish, +998 …, To'langan (20 000
 * so'm), Kutilmoqda, Mijoz tasdiqladi". It begins with what the block shows, in the same order (the end and the
 * amount in brackets), so the name holds the visible text as voice control expects.
 */
export function bookingLabel(booking: CalendarBooking): string {
  const fee = paidFeeOf(booking);
  return [
    `${booking.start} (–${booking.end})`,
    booking.clientName,
    booking.serviceName,
    booking.phone,
    fee !== null ? `${t.paid} (${formatUzs(fee)})` : null,
    bookingsPage.status[booking.status],
    toneOf(booking) === 'clientConfirmed' ? bookingsPage.clientConfirmed : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * A booking on the grid, from its start to its end; its height decides how much it shows (time and name always, then
 * the service, then the phone), the marks sitting in its top corner. A click opens it, arrow keys move it, and it
 * can be dragged.
 */
export function BookingBlock({
  booking,
  style,
  lines,
  dimmed,
  movable,
  onOpen,
  onPointerDown,
  onKeyDown,
}: {
  booking: CalendarBooking;
  style: CSSProperties;
  lines: BlockLines;
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
      className={cx(styles.booking, styles[tone], dimmed && styles.dimmed, movable && styles.movable, lines === 1 && styles.oneLine)}
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
      {/* The spaces between the parts keep the words apart for whatever reads the block's text (layout ignores them). */}
      <span className={styles.bookingTime} aria-hidden="true">
        {booking.start}
      </span>{' '}
      <span className={styles.bookingName} aria-hidden="true">
        {booking.clientName}
      </span>{' '}
      {lines >= 3 && booking.serviceName && (
        <span className={styles.bookingLine} aria-hidden="true">
          {booking.serviceName}{' '}
        </span>
      )}
      {(lines === 4 || (lines === 3 && !booking.serviceName)) && (
        <span className={styles.bookingLine} aria-hidden="true">
          {booking.phone}{' '}
        </span>
      )}
      {(tone === 'clientConfirmed' || fee !== null) && (
        <span className={styles.marks} aria-hidden="true">
          {tone === 'clientConfirmed' && (
            <span className={styles.markCheck} title={bookingsPage.clientConfirmed}>
              ✓
            </span>
          )}
          {/* The word is drawn by CSS from data-label: the button's name already says it, with the amount. */}
          {fee !== null && <span className={styles.markPaid} data-label={t.paid} title={t.paidTitle({ amount: formatUzs(fee) })} />}
        </span>
      )}
    </button>
  );
}
