import { bookingFlow as t, common } from '../../../config/messages.ts';
import type { PublicMaster } from '../../../lib/types.ts';
import { StepActions } from './StepActions.tsx';
import { StepHeading } from './StepHeading.tsx';
import styles from './booking.module.css';

function MasterPhoto({ master }: { master: PublicMaster | null }) {
  if (master?.photoUrl) return <img className={styles.masterPhoto} src={master.photoUrl} alt="" />;
  return (
    <span className={styles.masterPhoto} aria-hidden="true">
      {master ? master.name.slice(0, 1) : '✱'}
    </span>
  );
}

/**
 * The master step, shown only for a service with several masters: "Farqi yo'q" (the default, any free master)
 * first, then each master with photo, name and title. Picking moves on, as picking a service does.
 */
export function MasterStep({
  masters,
  selectedId,
  onSelect,
  onBack,
  hideActions,
  offerAny = true,
}: {
  masters: readonly PublicMaster[];
  /** null: "Farqi yo'q". */
  selectedId: string | null;
  onSelect: (master: PublicMaster | null) => void;
  onBack?: () => void;
  hideActions?: boolean;
  /** Moving a booking names one master (its own, or another): there "Farqi yo'q" is not offered. */
  offerAny?: boolean;
}) {
  const cards: Array<PublicMaster | null> = offerAny ? [null, ...masters] : [...masters];
  return (
    <section>
      <StepHeading>{t.chooseMaster}</StepHeading>
      <ul className={styles.serviceList}>
        {cards.map((master) => (
          <li key={master?.id ?? 'any'}>
            <button
              type="button"
              className={styles.masterCard}
              aria-pressed={(master?.id ?? null) === selectedId}
              onClick={() => onSelect(master)}
              data-testid={master ? `master-${master.id}` : 'master-any'}
            >
              <MasterPhoto master={master} />
              <span className={styles.masterText}>
                <span className={styles.serviceName}>{master ? master.name : t.anyMaster}</span>
                <span className={styles.serviceDescription}>{master ? (master.title ?? '') : t.anyMasterHint}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {!hideActions && onBack && (
        <StepActions>
          <button type="button" className="btn btn-secondary" onClick={onBack}>
            {common.back}
          </button>
        </StepActions>
      )}
    </section>
  );
}
