import { EmptyState, Skeleton } from '../../../components/ui/Misc.tsx';
import { Switch } from '../../../components/ui/Switch.tsx';
import { adminSettings as t, adminTable } from '../../../config/messages.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import { useAdminTimeSlots, useSetSlotAvailability } from '../api/admin-time-slots.ts';
import { groupSlots, SLOT_GROUPS } from '../model/slot-groups.ts';
import styles from './admin-settings.module.css';
import { LoadError } from '../../../components/ui/LoadError.tsx';

/** Ertalab / Kunduzi / Kechqurun, a switch per slot. */
export function TimeSlotsTab() {
  const slots = useAdminTimeSlots();
  const update = useSetSlotAvailability();

  if (slots.isPending) {
    return (
      <div className={styles.groups} aria-hidden="true">
        {SLOT_GROUPS.map((group) => (
          <Skeleton key={group} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  if (slots.isError) {
    return <LoadError text={t.slotsError} retryLabel={adminTable.retry} onRetry={() => void slots.refetch()} />;
  }
  if (slots.data.length === 0) return <EmptyState title={t.slotsEmpty} />;

  const groups = groupSlots(slots.data);
  return (
    <div className={styles.groups}>
      {SLOT_GROUPS.map((group) => (
        <section key={group} className="card" aria-labelledby={`slot-group-${group}`}>
          <h2 id={`slot-group-${group}`} className={styles.groupTitle}>
            {t.groups[group]} <span className="muted">({t.groupHint[group]})</span>
          </h2>
          {groups[group].length === 0 ? (
            <p className="muted">{t.slotsEmpty}</p>
          ) : (
            <ul className={styles.slotList}>
              {groups[group].map((slot) => (
                <li key={slot.id}>
                  <Switch
                    label={slot.time}
                    hint={slot.isAvailable ? t.available : t.unavailable}
                    checked={slot.isAvailable}
                    busy={update.isPending && update.variables?.id === slot.id}
                    onChange={(isAvailable) =>
                      update.mutate(
                        { id: slot.id, isAvailable },
                        { onSuccess: () => toastSuccess(t.slotUpdated), onError: (error) => toastError(error, t.slotError) },
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
