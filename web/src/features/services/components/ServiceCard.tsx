import { Badge } from '../../../components/ui/Misc.tsx';
import { common, servicesPage as t } from '../../../config/messages.ts';
import { formatMoney, formatServicePrice } from '../../../lib/money.ts';
import type { Service } from '../../../lib/types.ts';
import styles from './services.module.css';

export function ServiceCard({ service, onEdit, onDelete }: { service: Service; onEdit: () => void; onDelete: () => void }) {
  return (
    <article className={`card ${styles.card}`} aria-labelledby={`service-${service.id}-name`}>
      <div className={styles.cardHead}>
        <h2 id={`service-${service.id}-name`} className={styles.cardTitle}>
          {service.name}
        </h2>
        <div className="row">
          {!service.isActive && <Badge>{t.inactive}</Badge>}
          {service.isOnlineMeeting && <Badge tone="brand">{t.online}</Badge>}
        </div>
      </div>
      {service.description && <p className={styles.cardText}>{service.description}</p>}
      <ul className={styles.meta}>
        <li>{common.minutes({ n: service.duration })}</li>
        <li>{`${t.interval}: ${common.minutes({ n: service.timingInterval })}`}</li>
        {formatServicePrice(service) && <li className={styles.metaStrong}>{formatServicePrice(service)}</li>}
        {service.reserveFee > 0 && <li>{`${t.deposit}: ${formatMoney(service.reserveFee)}`}</li>}
        {service.meetingAddress && <li>{service.meetingAddress}</li>}
      </ul>
      <div className={styles.cardActions}>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onEdit} aria-label={`${common.edit}: ${service.name}`}>
          {common.edit}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDelete} aria-label={`${common.delete}: ${service.name}`}>
          {common.delete}
        </button>
      </div>
    </article>
  );
}
