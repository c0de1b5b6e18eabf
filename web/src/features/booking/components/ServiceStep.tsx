import { bookingStart as t, common } from '../../../config/messages.ts';
import { formatMoney, formatServicePrice } from '../../../lib/money.ts';
import type { Service } from '../../../lib/types.ts';
import { paysReserveFee } from '../model/booking-choices.ts';
import { StepHeading } from './StepHeading.tsx';
import styles from './booking.module.css';

/** Step 1: the visitor picks one of the provider's services; picking moves on. */
export function ServiceStep({
  services,
  selectedId,
  onSelect,
}: {
  services: readonly Service[];
  selectedId?: number | null;
  onSelect: (service: Service) => void;
}) {
  if (services.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-title">{t.noServices}</p>
        <p className="empty-text">{t.noServicesHint}</p>
      </div>
    );
  }
  return (
    <section>
      <StepHeading>{t.chooseService}</StepHeading>
      <ul className={styles.serviceList}>
        {services.map((service) => (
          <li key={service.id}>
            <button
              type="button"
              className={styles.serviceCard}
              aria-pressed={selectedId === service.id}
              onClick={() => onSelect(service)}
              data-testid={`service-${service.id}`}
            >
              <span className={styles.serviceName}>{service.name}</span>
              {service.description && <span className={styles.serviceDescription}>{service.description}</span>}
              <span className={styles.serviceMeta}>
                <span>{common.minutes({ n: service.duration })}</span>
                {formatServicePrice(service) && <span className={styles.servicePrice}>{formatServicePrice(service)}</span>}
                {paysReserveFee(service) && <span>{`${t.prepayment}: ${formatMoney(service.reserveFee)}`}</span>}
              </span>
              <span className={styles.serviceChevron} aria-hidden="true">
                ›
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
