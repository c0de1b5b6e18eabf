import { type StaffInput, WEEKDAYS, type Weekday } from '@qabul/api/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoading } from '../../../../components/PageLoading.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { SelectField } from '../../../../components/ui/Field.tsx';
import { setup as t } from '../../../../config/messages.ts';
import { call } from '../../../../lib/api-client.ts';
import { teamQuery, useTeam } from '../../../../lib/api/team.ts';
import { timeRange, weekdayNames } from '../../../../lib/dates.ts';
import { toastError, toastSuccess } from '../../../../lib/toast.ts';
import type { Master } from '../../../../lib/types.ts';
import { DEFAULT_HOURS, hoursOf, type SimpleHours, weekOf } from '../../model/setup-hours.ts';
import { StepButtons } from './StepButtons.tsx';
import styles from './setup.module.css';

const TIMES = timeRange('06:00', '23:30', 30).map((time) => ({ value: time, label: time }));

/** PUT /api/staff/{id} with the owner's own master as it is, but these hours: the business's opening hours. */
function useSaveOwnerHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ owner, hours }: { owner: Master; hours: SimpleHours }) => {
      const input: StaffInput = {
        name: owner.name,
        title: owner.title,
        photoUrl: owner.photoUrl,
        serviceIds: owner.serviceIds,
        availability: weekOf(hours) as StaffInput['availability'],
        telegramUsername: owner.telegramUsername,
        email: owner.email,
        isActive: owner.isActive,
      };
      return call('PUT /api/staff/:id', { params: { id: owner.id }, body: input });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['time-slots'] });
    },
  });
}

/** Step 2: which days and from when to when, as one line; saved as the owner's own hours. */
export function HoursStep({ onNext, onBack }: { onNext: () => void; onBack?: () => void }) {
  const team = useTeam();
  const owner = team.data?.find((master) => master.isOwner);
  if (team.isPending) return <PageLoading />;
  return <HoursForm key={owner?.id ?? 'none'} owner={owner ?? null} onNext={onNext} onBack={onBack} />;
}

function HoursForm({ owner, onNext, onBack }: { owner: Master | null; onNext: () => void; onBack?: () => void }) {
  const [hours, setHours] = useState<SimpleHours>(() => hoursOf(owner?.availability) ?? DEFAULT_HOURS);
  const [checked, setChecked] = useState(false);
  const save = useSaveOwnerHours();
  const valid = hours.days.length > 0 && hours.to > hours.from;
  const names = weekdayNames('short');

  const toggle = (day: Weekday) =>
    setHours((current) => ({
      ...current,
      days: current.days.includes(day)
        ? current.days.filter((d) => d !== day)
        : WEEKDAYS.filter((d) => d === day || current.days.includes(d)),
    }));

  const submit = () => {
    setChecked(true);
    if (!valid) return;
    if (!owner) return onNext();
    save.mutate(
      { owner, hours },
      {
        onSuccess: () => {
          toastSuccess(t.hoursSaved);
          onNext();
        },
        onError: (error) => toastError(error, t.hoursError),
      },
    );
  };

  return (
    <div className="card stack">
      <p className="muted">{t.hoursIntro}</p>
      <fieldset className={styles.days}>
        <legend className="field-label">{t.days}</legend>
        {WEEKDAYS.map((day, index) => (
          <button key={day} type="button" className={styles.day} aria-pressed={hours.days.includes(day)} onClick={() => toggle(day)}>
            {names[index]}
          </button>
        ))}
      </fieldset>
      <div className="grid-2">
        <SelectField label={t.from} value={hours.from} options={TIMES} onChange={(from) => setHours({ ...hours, from })} />
        <SelectField label={t.to} value={hours.to} options={TIMES} onChange={(to) => setHours({ ...hours, to })} />
      </div>
      {checked && !valid && (
        <p className="field-error" role="alert">
          {t.hoursInvalid}
        </p>
      )}
      <StepButtons onBack={onBack} onSkip={onNext}>
        <Button onClick={submit} loading={save.isPending}>
          {t.next}
        </Button>
      </StepButtons>
    </div>
  );
}
