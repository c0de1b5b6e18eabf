import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { DetailList, EmptyState } from '../../../components/ui/Misc.tsx';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { bookingSuccess as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { DateText } from '../../../components/DateText.tsx';
import { formatUzs } from '../../../lib/money.ts';
import { useBookingDetails } from '../api/get-booking-details.ts';
import styles from './booking.module.css';

/** /booking-success?booking={id}: where the payment provider sends the client back after a prepayment. */
export function BookingSuccessPage() {
  const [params] = useSearchParams();
  const bookingId = params.get('booking');
  const details = useBookingDetails(bookingId);

  const home = <ButtonLink to={paths.home}>{t.home}</ButtonLink>;
  if (!bookingId) return <Missing title={t.notFound} text={t.missingId} action={home} />;
  if (details.isPending) return <PageLoading />;
  if (details.isError || !details.data) {
    const notFound = details.error instanceof ApiError && details.error.status === 404;
    return <Missing title={t.notFound} text={notFound ? undefined : t.fetchError} action={home} />;
  }

  const d = details.data;
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <div className={styles.success}>
          <div className={styles.successIcon} aria-hidden="true">
            ✓
          </div>
          <div>
            <h1 className={styles.stepTitle}>{t.title}</h1>
            <p className={styles.stepSub}>{t.subtitle}</p>
          </div>
          <DetailList
            items={[
              { label: t.confirmationNumber, value: d.confirmationNumber },
              d.reserveFeeAmount ? { label: t.reserveFee, value: formatUzs(d.reserveFeeAmount) } : null,
              { label: t.name, value: d.name },
              { label: t.phone, value: d.phone },
              d.email ? { label: t.email, value: d.email } : null,
              { label: t.date, value: <DateText date={d.date} /> },
              { label: t.time, value: d.timeSlot },
              { label: t.service, value: d.serviceName },
              { label: t.provider, value: d.providerName },
            ]}
          />
          {home}
        </div>
      </div>
    </div>
  );
}

function Missing({ title, text, action }: { title: string; text?: string; action: React.ReactNode }) {
  return (
    <div className="container container-narrow">
      <EmptyState title={title} text={text} action={action} />
    </div>
  );
}
