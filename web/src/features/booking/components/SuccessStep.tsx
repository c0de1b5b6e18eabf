import { bookingFlow as t } from '../../../config/messages.ts';
import type { ReactNode } from 'react';
import { DateText } from '../../../components/DateText.tsx';
import type { IsoDate } from '../../../lib/dates.ts';
import type { PublicBooking } from '../../../lib/types.ts';
import { type BookableService, choosesMaster, servingMaster } from '../model/booking-rules.ts';
import { masterRow } from '../model/master-row.ts';
import { useMeetLink } from '../model/meet-link.ts';
import { StepActions } from './StepActions.tsx';
import { StepHeading } from './StepHeading.tsx';
import styles from './booking.module.css';

/** Step 5: the booking is made; offers the Telegram deep link that delivers the confirmation. */
export function SuccessStep({
  booking,
  service,
  date,
  time,
  onHome,
  onAgain,
  hideActions,
  hideTelegramLink,
}: {
  booking: PublicBooking;
  service: BookableService | null;
  date: IsoDate;
  /** The time as the client saw it when choosing. */
  time: string;
  onHome?: () => void;
  onAgain?: () => void;
  hideActions?: boolean;
  /** Inside Telegram the chat is already known; the Mini App can hide the link. */
  hideTelegramLink?: boolean;
}) {
  const rows: Array<[string, ReactNode]> = [
    [t.confirmationNumber, booking.confirmationNumber],
    [t.date, <DateText key="date" date={date} />],
    [t.time, time],
    [t.service, booking.serviceName || service?.name || ''],
  ];
  // Who serves the client ("Farqi yo'q" was picked by the booking itself), where the service has several masters.
  const master = service && choosesMaster(service) ? servingMaster(service, booking.staff) : null;
  if (master) {
    const { label, name } = masterRow(master);
    rows.push([label, name]);
  }
  rows.push([t.name, booking.name], [t.phone, booking.phone]);
  if (booking.email) rows.push([t.email, booking.email]);
  if (booking.telegramUsername) rows.push([t.telegram, `@${booking.telegramUsername.replace(/^@/, '')}`]);
  if (booking.notes) rows.push([t.notes, booking.notes]);
  const meet = useMeetLink(booking, Boolean(service?.useGoogleMeet));

  return (
    <section className={styles.success}>
      <div className="success-icon" aria-hidden="true">
        ✓
      </div>
      {/*
        Where the confirmation goes: Telegram inside the Mini App or for a client who named their Telegram, else their
        e-mail; without an e-mail, Telegram by the button below when a bot can send it, else the number to keep.
      */}
      <StepHeading
        sub={
          booking.telegramUsername || hideTelegramLink
            ? t.successTelegram
            : booking.email
              ? t.successEmail
              : booking.telegramLink
                ? t.successTelegram
                : t.successKeepNumber
        }
      >
        {t.successTitle}
      </StepHeading>
      {booking.telegramLink && !hideTelegramLink && (
        <div className={styles.telegramBox}>
          <a className="btn btn-telegram btn-block" href={booking.telegramLink} target="_blank" rel="noopener noreferrer">
            {t.telegramButton}
          </a>
          <p className="field-hint">{t.telegramButtonHint}</p>
        </div>
      )}
      {meet.link && (
        <a className="btn btn-outline btn-block" href={meet.link} target="_blank" rel="noopener noreferrer">
          {t.googleMeetJoin}
        </a>
      )}
      {meet.waiting && (
        <p className="notice notice-info" role="status">
          {t.googleMeetPreparing}
        </p>
      )}
      {meet.missing && <p className="notice notice-info">{t.googleMeetPending}</p>}
      <dl className="detail-list">
        {rows.map(([label, value]) => (
          <div key={label} className="detail-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!hideActions && (
        <StepActions>
          <button type="button" className="btn btn-secondary" onClick={onHome}>
            {t.home}
          </button>
          <button type="button" className="btn btn-primary" onClick={onAgain}>
            {t.again}
          </button>
        </StepActions>
      )}
    </section>
  );
}
