import { useSearchParams } from 'react-router';
import { ButtonAnchor, ButtonLink } from '../../../components/ui/Button.tsx';
import { DetailList, EmptyState } from '../../../components/ui/Misc.tsx';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { PhoneText } from '../../../components/PhoneText.tsx';
import { prepaidFee, bookingSuccess as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { DateText } from '../../../components/DateText.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { formatPhone } from '../../../lib/phone.ts';
import type { BookingDetails } from '../../../lib/types.ts';
import { useBookingDetails } from '../api/get-booking-details.ts';
import { businessContact } from '../model/business-contact.ts';
import { clientWhen } from '../model/client-clock.ts';
import styles from './booking.module.css';

/** What the page may claim: paid only when a fee was paid, confirmed only when the provider confirmed. */
function headline(d: BookingDetails, changed: string | null): { title: string; text: string } {
  if (d.status === 'cancelled')
    return changed === 'cancelled' ? { title: t.justCancelledTitle, text: t.justCancelledText } : { title: t.cancelledTitle, text: '' };
  if (changed === 'rescheduled') return { title: t.rescheduledTitle, text: t.rescheduledText };
  if (d.reserveFeePaid) return { title: t.title, text: d.status === 'confirmed' ? t.confirmedText : t.paidPendingText };
  return { title: t.receivedTitle, text: d.status === 'confirmed' ? t.confirmedText : t.pendingText };
}

/**
 * /booking-success?booking={id}&token={clientToken}: the client's page for their booking (also where the payment
 * provider sends them back). Without the token it shows only what is not personal.
 */
export function BookingSuccessPage() {
  const [params] = useSearchParams();
  const bookingId = params.get('booking');
  const token = params.get('token');
  const details = useBookingDetails(bookingId, token);

  const home = <ButtonLink to={paths.home}>{t.home}</ButtonLink>;
  if (!bookingId) return <Missing title={t.notFound} text={t.missingId} action={home} />;
  if (details.isPending) return <PageLoading />;
  if (details.isError || !details.data) {
    const notFound = details.error instanceof ApiError && details.error.status === 404;
    return <Missing title={t.notFound} text={notFound ? undefined : t.fetchError} action={home} />;
  }

  const d = details.data;
  const { title, text } = headline(d, params.get('changed'));
  const page = `/${encodeURIComponent(d.providerUsername)}`;
  const proof =
    d.confirmationNumber && token ? `confirm=${encodeURIComponent(d.confirmationNumber)}&token=${encodeURIComponent(token)}` : null;
  const meetingLink = d.googleMeetLink ?? d.onlineMeetingLink;
  const when = clientWhen(d.dateTimeUtc, d.timezone);
  const fee = d.reserveFeeAmount ? formatMoney(d.reserveFeeAmount) : null;
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <div className={styles.success}>
          <div className="success-icon" aria-hidden="true">
            {d.status === 'cancelled' ? '×' : '✓'}
          </div>
          <div>
            <h1 className={styles.stepTitle}>{title}</h1>
            {text && <p className={styles.stepSub}>{text}</p>}
            {!d.hasClientAccess && <p className={styles.stepSub}>{t.limited}</p>}
            {d.status === 'cancelled' && d.reserveFeePaid && fee && (
              <p className="notice notice-warning">{prepaidFee.afterCancel({ amount: fee, contact: businessContact(d) })}</p>
            )}
          </div>
          <DetailList
            items={[
              d.confirmationNumber ? { label: t.confirmationNumber, value: d.confirmationNumber } : null,
              fee ? { label: t.reserveFee, value: d.reserveFeePaid ? prepaidFee.paid({ amount: fee }) : fee } : null,
              d.name ? { label: t.name, value: d.name } : null,
              { label: t.phone, value: <PhoneText phone={formatPhone(d.phone)} /> },
              d.email ? { label: t.email, value: d.email } : null,
              { label: t.date, value: <DateText date={when.date} /> },
              { label: t.time, value: when.time },
              { label: t.service, value: d.serviceName },
              { label: t.provider, value: d.providerName },
              d.meetingAddress && !d.isOnlineMeeting ? { label: t.address, value: d.meetingAddress } : null,
              d.isOnlineMeeting ? { label: t.online, value: meetingLink ? <a href={meetingLink}>{meetingLink}</a> : '—' } : null,
              d.hasClientAccess && d.providerPhone
                ? { label: t.contact, value: <PhoneText phone={formatPhone(d.providerPhone)} call /> }
                : d.hasClientAccess && d.providerTelegram
                  ? { label: t.contact, value: <a href={`https://t.me/${d.providerTelegram}`}>@{d.providerTelegram}</a> }
                  : null,
            ]}
          />
          {d.hasClientAccess && token && d.status !== 'cancelled' && (
            <ButtonAnchor
              variant="secondary"
              href={`/api/booking-details/${encodeURIComponent(d.id)}/calendar.ics?token=${encodeURIComponent(token)}`}
              download
            >
              {t.addToCalendar}
            </ButtonAnchor>
          )}
          {d.telegramLink && (
            <ButtonAnchor variant="secondary" href={d.telegramLink}>
              {t.telegram}
            </ButtonAnchor>
          )}
          {d.canChange && proof && (
            <div className={styles.actions}>
              <ButtonLink variant="secondary" to={`${page}?reschedule=${d.id}&${proof}`}>
                {t.reschedule}
              </ButtonLink>
              <ButtonLink variant="secondary" to={`${page}?cancel=${d.id}&${proof}`}>
                {t.cancel}
              </ButtonLink>
            </div>
          )}
          {d.status === 'cancelled' && <ButtonLink to={page}>{t.bookAgain}</ButtonLink>}
          {home}
        </div>
      </div>
    </div>
  );
}

function Missing({ title, text, action }: { title: string; text?: string; action: React.ReactNode }) {
  return (
    <div className="container container-narrow">
      <EmptyState title={title} text={text} action={action} asHeading />
    </div>
  );
}
