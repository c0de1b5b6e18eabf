import { bookingFlow as t, common } from '../../../config/messages.ts';
import { masterRow } from '../model/master-row.ts';
import { DateText } from '../../../components/DateText.tsx';
import type { IsoDate } from '../../../lib/dates.ts';
import { formatServicePrice } from '../../../lib/money.ts';
import type { Service } from '../../../lib/types.ts';
import styles from './booking.module.css';

/** What is being booked: date, time, the service's name, description, duration and price, and who serves it if named. */
export function BookingSummary({
  service,
  date,
  time,
  master = null,
}: {
  service: Service;
  date: IsoDate;
  time: string;
  master?: { name: string; title: string | null } | null;
}) {
  const price = formatServicePrice(service);
  return (
    <div className={styles.summary}>
      <dl className="detail-list">
        <div className="detail-row">
          <dt>{t.date}</dt>
          <dd>
            <DateText date={date} />
          </dd>
        </div>
        <div className="detail-row">
          <dt>{t.time}</dt>
          <dd>{time}</dd>
        </div>
        <div className="detail-row">
          <dt>{t.service}</dt>
          <dd>{service.name}</dd>
        </div>
        {master && <MasterRow master={master} />}
        {service.description && (
          <div className="detail-row">
            <dt>{t.description}</dt>
            <dd>{service.description}</dd>
          </div>
        )}
        <div className="detail-row">
          <dt>{t.duration}</dt>
          <dd>{common.minutes({ n: service.duration })}</dd>
        </div>
        {price && (
          <div className="detail-row">
            <dt>{t.price}</dt>
            <dd>{price}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

function MasterRow({ master }: { master: { name: string; title: string | null } }) {
  const { label, name } = masterRow(master);
  return (
    <div className="detail-row">
      <dt>{label}</dt>
      <dd>{name}</dd>
    </div>
  );
}
