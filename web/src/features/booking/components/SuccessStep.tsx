import { bookingFlow as t, common } from '../../../config/messages.ts';
import { type ReactNode, useId } from 'react';
import { formatPhone } from '../../../lib/phone.ts';
import { PhoneText } from '../../../components/PhoneText.tsx';
import { toast, toastError } from '../../../lib/toast.ts';
import { DateText } from '../../../components/DateText.tsx';
import type { IsoDate } from '../../../lib/dates.ts';
import type { PublicBooking } from '../../../lib/types.ts';
import { type BookableService, choosesMaster, servingMaster } from '../model/booking-rules.ts';
import { masterRow } from '../model/master-row.ts';
import { useMeetLink } from '../model/meet-link.ts';
import { StepActions } from './StepActions.tsx';
import { StepHeading } from './StepHeading.tsx';
import styles from './booking.module.css';

/** The booking's own page with the client's token: the one way back for a client with neither e-mail nor bot. */
export function ownBookingLink(booking: Pick<PublicBooking, 'id' | 'clientToken'>, origin = window.location.origin): string {
  return `${origin}/booking-success?booking=${encodeURIComponent(booking.id)}&token=${encodeURIComponent(booking.clientToken)}`;
}

/**
 * Step 5: the booking is made (spec.md's sentence), its real status (a pending booking waits for the master), the
 * booking's own link to keep, and the Telegram deep link that delivers the confirmation.
 */
export function SuccessStep({
  booking,
  service,
  date,
  time,
  onHome,
  onAgain,
  hideActions,
  hideTelegramLink,
  hideOwnLink,
  sub,
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
  /** Inside Telegram the booking is in the person's own list; the Mini App hides the link to keep. */
  hideOwnLink?: boolean;
  /** What the line under the heading says instead (the Mini App says itself where its confirmation went). */
  sub?: string | null;
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
  rows.push([t.name, booking.name], [t.phone, <PhoneText key="phone" phone={formatPhone(booking.phone)} />]);
  if (booking.email) rows.push([t.email, booking.email]);
  if (booking.telegramUsername) rows.push([t.telegram, `@${booking.telegramUsername.replace(/^@/, '')}`]);
  if (booking.notes) rows.push([t.notes, booking.notes]);
  const meet = useMeetLink(booking, Boolean(service?.useGoogleMeet));

  return (
    <section className={styles.success}>
      <div className="success-icon" aria-hidden="true">
        ✓
      </div>
      <StepHeading sub={sub !== undefined ? (sub ?? undefined) : whereConfirmationGoes(booking, hideTelegramLink)}>
        {t.successTitle}
      </StepHeading>
      <p className={styles.statusLine} data-testid="booking-status" data-status={booking.status}>
        {t.statusLine({ status: t.statusWords[booking.status] })}
        {booking.status === 'pending' && ` ${t.pendingNote}`}
      </p>
      {!hideOwnLink && <OwnLink link={ownBookingLink(booking)} />}
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

/**
 * Where the confirmation goes: Telegram inside the Mini App or for a client who named their Telegram, else their
 * e-mail; without an e-mail, Telegram by the button below when a bot can send it, else the number to keep.
 */
function whereConfirmationGoes(booking: PublicBooking, inTelegram?: boolean): string {
  if (booking.telegramUsername || inTelegram) return t.successTelegram;
  if (booking.email) return t.successEmail;
  return booking.telegramLink ? t.successTelegram : t.successKeepNumber;
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: common.copied });
  } catch (error) {
    toastError(error, t.copyFailed);
  }
}

/** The booking's own link, shown whole (selectable, for a browser without a clipboard) and copyable. */
function OwnLink({ link }: { link: string }) {
  const id = useId();
  return (
    <div className={styles.ownLink}>
      <label className="field-label" htmlFor={id}>
        {t.ownLinkTitle}
      </label>
      <div className={styles.ownLinkRow}>
        <input id={id} className="input" readOnly value={link} onFocus={(e) => e.currentTarget.select()} data-testid="own-link" />
        <button type="button" className="btn btn-secondary" onClick={() => void copy(link)}>
          {common.copy}
        </button>
      </div>
      <p className="field-hint">{t.ownLinkHint}</p>
    </div>
  );
}
