import { useState } from 'react';
import { DateField } from '../../../components/DateField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/Dialog.tsx';
import { CheckboxField, SelectField } from '../../../components/ui/Field.tsx';
import { timeOffPage } from '../../../config/messages.ts';
import { errorText } from '../../../lib/api-client.ts';
import { formatDateShort } from '../../../lib/dates.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import type { DateOverride, Master } from '../api/time-off-queries.ts';
import { useRemoveDateOverride, useSetDateOverride } from '../api/time-off-writes.ts';
import styles from './time-off.module.css';

const t = timeOffPage.overrides;
const HALF_HOURS = Array.from({ length: 49 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

/** The half-hour blocks [from, to) of a day: what the API takes. */
function blocks(from: string, to: string): string[] {
  return HALF_HOURS.filter((time) => time >= from && time < to && time !== '24:00');
}

/** A single date's own hours (or closed), for the business or one master; listed with a confirmed removal. */
export function DateOverrides({
  overrides,
  masters,
  date,
  setDate,
  today,
}: {
  overrides: DateOverride[];
  masters: Master[];
  date: string;
  setDate: (date: string) => void;
  today: string;
}) {
  const [from, setFrom] = useState('10:00');
  const [to, setTo] = useState('14:00');
  const [closed, setClosed] = useState(false);
  const [staffId, setStaffId] = useState('');
  const [removing, setRemoving] = useState<DateOverride | null>(null);
  const save = useSetDateOverride();
  const remove = useRemoveDateOverride();
  const options = HALF_HOURS.map((time) => ({ value: time, label: time }));
  const submit = () =>
    save.mutate({ date, times: closed ? [] : blocks(from, to), staffId: staffId || null }, { onSuccess: () => toastSuccess(t.saved) });
  return (
    <section className={styles.section} aria-label={t.title}>
      <h2>{t.title}</h2>
      <p className="page-subtitle">{t.hint}</p>
      <div className="grid-2">
        <DateField label={t.date} value={date} onChange={setDate} today={today} />
        {masters.length > 1 && (
          <SelectField
            label={timeOffPage.add.who}
            value={staffId}
            onChange={setStaffId}
            options={[{ value: '', label: timeOffPage.add.wholeBusiness }, ...masters.map((m) => ({ value: m.id, label: m.name }))]}
          />
        )}
        {!closed && <SelectField label={t.from} value={from} onChange={setFrom} options={options.slice(0, -1)} />}
        {!closed && <SelectField label={t.to} value={to} onChange={setTo} options={options.slice(1)} />}
      </div>
      <CheckboxField label={t.closed} checked={closed} onChange={setClosed} />
      {save.isError && (
        <p className="form-alert" role="alert">
          {errorText(save.error, timeOffPage.error)}
        </p>
      )}
      <Button onClick={submit} loading={save.isPending} disabled={!date}>
        {t.submit}
      </Button>
      {overrides.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ul className={styles.list}>
          {overrides.map((o) => (
            <li key={`${o.date}-${o.staffId ?? ''}`} className={styles.row}>
              <span>
                {formatDateShort(o.date)} · {o.times.length ? `${o.times[0]}–${o.times[o.times.length - 1]}` : t.closedDay}
                {o.staffId ? ` · ${masters.find((m) => m.id === o.staffId)?.name ?? ''}` : ''}
              </span>
              <Button variant="secondary" size="sm" onClick={() => setRemoving(o)}>
                {t.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title={t.confirmTitle}
          text={t.confirmText({ date: formatDateShort(removing.date) })}
          confirmLabel={t.remove}
          busy={remove.isPending}
          onConfirm={() => remove.mutate({ date: removing.date, staffId: removing.staffId }, { onSuccess: () => setRemoving(null) })}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
