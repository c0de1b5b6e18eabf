import { useState } from 'react';
import { DateField } from '../../../components/DateField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/Dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import { Notice, PageHeader } from '../../../components/ui/Misc.tsx';
import { timeOffPage } from '../../../config/messages.ts';
import { errorText } from '../../../lib/api-client.ts';
import { useProviderTimezone } from '../../../lib/auth.ts';
import { formatDateShort, todayIn } from '../../../lib/dates.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import type { Booking } from '../../../lib/types.ts';
import { type TimeOff, useDateOverrides, useHolidays, useMasters, useTimeOff } from '../api/time-off-queries.ts';
import { useAddTimeOff, useRemoveTimeOff } from '../api/time-off-writes.ts';
import { AffectedBookings } from './AffectedBookings.tsx';
import { DateOverrides } from './DateOverrides.tsx';
import { MonthCalendar } from './MonthCalendar.tsx';
import styles from './time-off.module.css';

const t = timeOffPage;
/** A day off's dates in the reader's language ("5-dekabr 2026 – 7-dekabr 2026"). */
const range = (off: { from: string; to: string }) =>
  off.from === off.to ? formatDateShort(off.from) : `${formatDateShort(off.from)} – ${formatDateShort(off.to)}`;

/** "Dam olish kunlari": the month, days off (whole business or a master), holidays as chips, single dates' hours. */
export function TimeOffPage() {
  // The business's own today (its zone), not the browser's UTC date.
  const timezone = useProviderTimezone();
  const today = () => todayIn(timezone);
  const timeOff = useTimeOff();
  const overrides = useDateOverrides();
  const masters = useMasters();
  const year = new Date().getFullYear();
  const holidays = useHolidays(year);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [staffId, setStaffId] = useState('');
  const [note, setNote] = useState('');
  const [overrideDate, setOverrideDate] = useState(today);
  const [affected, setAffected] = useState<Booking[]>([]);
  const [removing, setRemoving] = useState<TimeOff | null>(null);
  const add = useAddTimeOff();
  const remove = useRemoveTimeOff();
  const team = masters.data ?? [];
  const addRange = (body: { from: string; to: string; note: string | null }) =>
    add.mutate(
      { ...body, staffId: staffId || null },
      {
        onSuccess: (created) => {
          toastSuccess(t.add.done);
          setAffected(created.affectedBookings);
        },
      },
    );
  const pick = (date: string) => {
    setFrom(date);
    setTo(date);
    setOverrideDate(date);
  };
  const upcoming = (holidays.data ?? []).filter((h) => h.date >= today());
  return (
    <div className="container stack-lg">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {(timeOff.isError || overrides.isError) && <Notice tone="danger">{t.error}</Notice>}
      <div className={styles.layout}>
        <MonthCalendar timeOff={timeOff.data ?? []} overrides={overrides.data ?? []} today={today()} onPick={pick} />
        <section className={styles.section} aria-label={t.add.title}>
          <h2>{t.add.title}</h2>
          <div className="grid-2">
            <DateField label={t.add.from} value={from} onChange={setFrom} today={today()} />
            <DateField label={t.add.to} value={to} onChange={setTo} today={today()} min={from} />
          </div>
          {team.length > 1 && (
            <SelectField
              label={t.add.who}
              value={staffId}
              onChange={setStaffId}
              options={[{ value: '', label: t.add.wholeBusiness }, ...team.map((m) => ({ value: m.id, label: m.name }))]}
            />
          )}
          <TextField label={t.add.note} value={note} onChange={setNote} optional />
          {add.isError && (
            <p className="form-alert" role="alert">
              {errorText(add.error, t.error)}
            </p>
          )}
          <Button onClick={() => addRange({ from, to, note: note.trim() || null })} loading={add.isPending}>
            {t.add.submit}
          </Button>
          <h3>{t.holidays.title}</h3>
          <p className="page-subtitle">{t.holidays.hint}</p>
          <div className={styles.chips}>
            {upcoming.map((h) => (
              <button
                key={h.date}
                type="button"
                className={styles.chip}
                disabled={add.isPending}
                onClick={() => addRange({ from: h.date, to: h.date, note: h.name })}
              >
                {h.name} · {formatDateShort(h.date)}
              </button>
            ))}
          </div>
        </section>
      </div>
      <AffectedBookings
        key={affected.map((b) => b.id).join()}
        bookings={affected}
        onSettled={(ids) => setAffected((list) => list.filter((b) => !ids.includes(b.id)))}
      />
      <section className={styles.section} aria-label={t.list.title}>
        <h2>{t.list.title}</h2>
        {(timeOff.data ?? []).length === 0 ? (
          <p>{t.list.empty}</p>
        ) : (
          <ul className={styles.list}>
            {(timeOff.data ?? []).map((off) => (
              <li key={off.id} className={styles.row}>
                <span>
                  {range(off)}
                  {off.staffId ? ` · ${team.find((m) => m.id === off.staffId)?.name ?? ''}` : ''}
                  {off.note ? ` · ${off.note}` : ''}
                </span>
                <Button variant="secondary" size="sm" onClick={() => setRemoving(off)}>
                  {t.list.remove}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <DateOverrides overrides={overrides.data ?? []} masters={team} date={overrideDate} setDate={setOverrideDate} today={today()} />
      {removing && (
        <ConfirmDialog
          title={t.list.confirmTitle}
          text={t.list.confirmText({ range: range(removing) })}
          confirmLabel={t.list.remove}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () => {
                setRemoving(null);
                toastSuccess(t.list.removed);
              },
            })
          }
          onClose={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
