import { useState } from 'react';
import { DateField } from '../../../components/DateField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/Dialog.tsx';
import { CheckboxField } from '../../../components/ui/Field.tsx';
import { timeOffPage } from '../../../config/messages.ts';
import { useProviderTimezone } from '../../../lib/auth.ts';
import { formatDateShort, todayIn } from '../../../lib/dates.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import type { Booking } from '../../../lib/types.ts';
import { useSettleAffected } from '../api/time-off-writes.ts';
import styles from './time-off.module.css';

const t = timeOffPage.affected;

/** The bookings a new day off covers, never dropped silently: picked ones are moved or cancelled together. */
export function AffectedBookings({ bookings, onSettled }: { bookings: Booking[]; onSettled: (ids: string[]) => void }) {
  const timezone = useProviderTimezone();
  const [picked, setPicked] = useState(() => new Set(bookings.map((b) => b.id)));
  const [date, setDate] = useState('');
  const [confirm, setConfirm] = useState<'cancel' | 'move' | null>(null);
  const [failed, setFailed] = useState(0);
  const settle = useSettleAffected();
  const chosen = bookings.filter((b) => picked.has(b.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  };
  const run = () => {
    const action =
      confirm === 'cancel'
        ? ({ kind: 'cancel', ids: chosen.map((b) => b.id) } as const)
        : ({ kind: 'move', date, bookings: chosen.map((b) => ({ id: b.id, timeSlot: b.timeSlot })) } as const);
    settle.mutate(action, {
      onSuccess: ({ done, failed: notMoved }) => {
        setConfirm(null);
        setFailed(notMoved.length);
        if (done.length) toastSuccess(t.done({ count: done.length }));
        onSettled(done);
      },
    });
  };
  if (bookings.length === 0) return null;
  return (
    <section className={styles.section} aria-label={t.title}>
      <h2>{t.title}</h2>
      <p className="notice notice-warning" role="note">
        {t.text({ count: bookings.length })}
      </p>
      <ul className={styles.list}>
        {bookings.map((b) => (
          <li key={b.id}>
            <CheckboxField
              label={`${formatDateShort(b.date)} ${b.timeSlot} · ${b.name}${b.serviceName ? ` · ${b.serviceName}` : ''}`}
              checked={picked.has(b.id)}
              onChange={(on) => toggle(b.id, on)}
            />
          </li>
        ))}
      </ul>
      {failed > 0 && (
        <p className="form-alert" role="alert">
          {t.failed({ count: failed })}
        </p>
      )}
      <div className={styles.row}>
        <DateField label={t.moveTo} value={date} onChange={setDate} today={todayIn(timezone)} />
        <Button variant="secondary" disabled={!date || chosen.length === 0} onClick={() => setConfirm('move')}>
          {t.move}
        </Button>
        <Button variant="danger" disabled={chosen.length === 0} onClick={() => setConfirm('cancel')}>
          {t.cancel}
        </Button>
      </div>
      {confirm && (
        <ConfirmDialog
          title={confirm === 'cancel' ? t.confirmCancelTitle : t.confirmMoveTitle}
          text={
            confirm === 'cancel'
              ? t.confirmCancelText({ count: chosen.length })
              : t.confirmMoveText({ count: chosen.length, date: date ? formatDateShort(date) : '' })
          }
          confirmLabel={confirm === 'cancel' ? t.confirmCancel : t.confirmMove}
          busy={settle.isPending}
          onConfirm={run}
          onClose={() => setConfirm(null)}
        />
      )}
    </section>
  );
}
