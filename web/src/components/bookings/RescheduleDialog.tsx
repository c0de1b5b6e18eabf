import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogSteps } from '../ui/Dialog.tsx';
import { SelectField, TextAreaField } from '../ui/Field.tsx';
import { DateField } from '../DateField.tsx';
import { bookableRange } from '../../lib/month-grid.ts';
import { SlotPicker } from '../SlotPicker.tsx';
import { bookingsPage as t, common } from '../../config/messages.ts';
import { useTimeSlots } from '../../lib/api/time-slots.ts';
import { useProviderTimezone } from '../../lib/auth.ts';
import { formatDateLong, todayIn } from '../../lib/dates.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import type { Booking } from '../../lib/types.ts';
import { useRescheduleBooking } from '../../lib/api/booking-writes.ts';

/**
 * Reschedule in three steps: new date (and, in a business of several masters, the master), new slot of the same
 * service, then an optional reason.
 */
export function RescheduleDialog({
  booking,
  masters = [],
  onClose,
}: {
  booking: Booking;
  /** The business's active masters: with more than one, the booking can go to another. */
  masters?: ReadonlyArray<{ id: string; name: string }>;
  onClose: () => void;
}) {
  const timezone = useProviderTimezone();
  const today = todayIn(timezone);
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [date, setDate] = useState('');
  const [time, setTime] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [staffId, setStaffId] = useState(booking.staff.id);
  // A booking whose service was deleted keeps its times; its slots are then the provider's day grid.
  // The slots are the chosen master's (the booking's own unless changed): a day at the daily cap offers none.
  const slots = useTimeSlots(
    step >= 1 && date ? { date, serviceId: booking.serviceId ?? undefined, staffId, clientTimezone: timezone } : null,
  );
  const reschedule = useRescheduleBooking();

  const submit = () => {
    if (!date || !time) return;
    reschedule.mutate(
      { id: booking.id, date, timeSlot: time, reason: reason.trim() || null, ...(staffId !== booking.staff.id ? { staffId } : {}) },
      {
        onSuccess: () => {
          toastSuccess(t.rescheduled);
          onClose();
        },
        onError: (error) => toastError(error, t.errors.reschedule),
      },
    );
  };

  return (
    <Dialog
      title={t.rescheduleTitle}
      description={`${booking.name} — ${formatDateLong(booking.date)}, ${booking.timeSlot}`}
      onClose={onClose}
      closeDisabled={reschedule.isPending}
    >
      <DialogSteps steps={t.rescheduleSteps} current={step} compact />
      <div className="form-stack">
        {step === 0 && masters.length > 1 && (
          <SelectField
            label={t.form.master}
            value={staffId}
            onChange={(id) => {
              setStaffId(id);
              setTime(null);
            }}
            // The booking's own master is offered even when no longer active, so the field shows who has it.
            options={[...(masters.some((m) => m.id === booking.staff.id) ? [] : [booking.staff]), ...masters].map((m) => ({
              value: m.id,
              label: m.name,
            }))}
          />
        )}
        {step === 0 && <DateField label={t.newDate} today={today} {...bookableRange(today)} value={date} onChange={setDate} />}
        {step === 1 && (
          <>
            <p className="muted">{formatDateLong(date)}</p>
            <SlotPicker
              label={t.newTime}
              slots={slots.data}
              isLoading={slots.isFetching}
              value={time}
              onChange={setTime}
              emptyText={t.form.chooseTime}
            />
          </>
        )}
        {step === 2 && (
          <>
            <p className="muted">{`${formatDateLong(date)}, ${time}`}</p>
            <TextAreaField label={t.reason} optional value={reason} onChange={setReason} />
          </>
        )}
        <div className="dialog-actions">
          {step === 0 ? (
            <Button variant="secondary" onClick={onClose}>
              {common.cancel}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setStep(step === 2 ? 1 : 0)} disabled={reschedule.isPending}>
              {common.back}
            </Button>
          )}
          {step < 2 ? (
            <Button onClick={() => setStep(step === 0 ? 1 : 2)} disabled={step === 0 ? !date : !time}>
              {common.continue}
            </Button>
          ) : (
            <Button onClick={submit} loading={reschedule.isPending}>
              {t.reschedule}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
