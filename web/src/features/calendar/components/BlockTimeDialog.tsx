import { useState } from 'react';
import { DateField } from '../../../components/DateField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import { calendarPage as t, common } from '../../../config/messages.ts';
import { errorText } from '../../../lib/api-client.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { type BlockInput, useCreateBlock } from '../api/create-block.ts';
import { minutesOf, timeOf } from '../model/grid-layout.ts';

/** Every time of the day on the step, and the day's end: a blocked time starts and ends on the grid's lines. */
function timesOnStep(step: number): string[] {
  const times: string[] = [];
  for (let at = 0; at <= 24 * 60; at += step) times.push(timeOf(at));
  return times;
}

/**
 * "Band vaqt": a master's time held like a booking (lunch, an errand), so no surface offers it. Opened from the
 * toolbar's button or by a drag over empty cells, with what is known filled in. A refusal (a booking is already
 * there) is said in the dialog, next to the times.
 */
export function BlockTimeDialog({
  masters,
  initial,
  step,
  today,
  onClose,
}: {
  /** The masters whose time may be blocked: every master for the owner, oneself for a master. */
  masters: ReadonlyArray<{ id: string; name: string }>;
  initial: BlockInput;
  step: number;
  today: string;
  onClose: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const create = useCreateBlock();
  const set = <K extends keyof BlockInput>(key: K, value: BlockInput[K]) => {
    setInvalid(false);
    create.reset();
    setValues((current) => ({ ...current, [key]: value }));
  };
  const times = timesOnStep(step);
  // A time typed elsewhere (a drag ends off the step) is still offered, so the select shows what was picked.
  const options = (extra: string) =>
    [...new Set([...times, extra])].sort((a, b) => minutesOf(a) - minutesOf(b)).map((time) => ({ value: time, label: time }));

  const submit = () => {
    if (minutesOf(values.end) <= minutesOf(values.start)) {
      setInvalid(true);
      return;
    }
    create.mutate(
      { ...values, note: values.note?.trim() || null },
      {
        onSuccess: () => {
          toastSuccess(t.block.created);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog title={t.block.title} description={t.block.hint} onClose={onClose} size="sm" closeDisabled={create.isPending}>
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {masters.length > 1 && (
          <SelectField
            label={t.block.master}
            value={values.staffId}
            onChange={(v) => set('staffId', v)}
            options={masters.map((m) => ({ value: m.id, label: m.name }))}
          />
        )}
        <DateField label={t.block.date} today={today} min={today} value={values.date} onChange={(v) => set('date', v)} />
        <div className="grid-2">
          <SelectField label={t.block.start} value={values.start} onChange={(v) => set('start', v)} options={options(values.start)} />
          <SelectField
            label={t.block.end}
            value={values.end}
            onChange={(v) => set('end', v)}
            options={options(values.end)}
            error={invalid ? t.block.endAfterStart : undefined}
          />
        </div>
        <TextField
          label={t.block.note}
          placeholder={t.block.notePlaceholder}
          value={values.note ?? ''}
          onChange={(v) => set('note', v)}
          maxLength={200}
          optional
        />
        {create.isError && (
          <p className="form-alert" role="alert">
            {errorText(create.error, t.block.error)}
          </p>
        )}
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {common.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {create.isPending ? common.saving : t.block.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
