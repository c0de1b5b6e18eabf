import { LANGUAGE_NAMES, LANGUAGES } from '@qabul/api/i18n';
import { BOOKING_STATUSES } from '@qabul/api/schemas';
import { useEffect, useMemo } from 'react';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../ui/Field.tsx';
import { Notice } from '../ui/Misc.tsx';
import { SlotPicker } from '../SlotPicker.tsx';
import { bookingFlow, bookingsPage as t, common } from '../../config/messages.ts';
import { useServices } from '../../lib/api/services.ts';
import { useTimeSlots } from '../../lib/api/time-slots.ts';
import { useProviderTimezone } from '../../lib/auth.ts';
import { todayIn } from '../../lib/dates.ts';
import { messagesLanguage } from '../../lib/i18n/localized.ts';
import { bookableRange } from '../../lib/month-grid.ts';
import { DateField } from '../DateField.tsx';
import { useSchemaForm } from '../../lib/form.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import type { Booking } from '../../lib/types.ts';
import { useCreateBooking, useUpdateBooking } from '../../lib/api/booking-writes.ts';
import { type BookingFormOutput, type BookingFormValues, bookingFormParser } from './booking-form.ts';

// A booking is cancelled through its own action (reason, notices), and marked "Kelmadi" from its start on by its
// own button, never from this form.
const STATUS_OPTIONS = BOOKING_STATUSES.filter((value) => value !== 'cancelled' && value !== 'no_show').map((value) => ({
  value,
  label: t.status[value],
}));

const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

/**
 * Create a booking (service, master, date, slot, client) or edit an existing one's client details and status. A
 * business of several masters picks one, or "Farqi yo'q" (the server picks the free master with the fewest bookings).
 */
export function BookingFormDialog({
  booking,
  initial,
  masters = [],
  onClose,
}: {
  booking: Booking | null;
  /** The business's active masters (with the services each does); the master field shows when there is more than one. */
  masters?: ReadonlyArray<{ id: string; name: string; serviceIds?: readonly number[] }>;
  /** A new booking's starting values: a calendar cell's date, time and master, or a client's details ("Yana yozish"). */
  initial?: {
    date?: string;
    timeSlot?: string;
    staffId?: string;
    serviceId?: number | null;
    name?: string;
    phone?: string;
    email?: string | null;
    telegramUsername?: string | null;
  };
  onClose: () => void;
}) {
  const isNew = booking === null;
  const timezone = useProviderTimezone();
  const today = todayIn(timezone);
  const services = useServices();
  const parser = useMemo(() => bookingFormParser(isNew), [isNew]);
  const form = useSchemaForm<BookingFormValues, BookingFormOutput>(parser, {
    serviceId: booking ? String(booking.serviceId) : initial?.serviceId ? String(initial.serviceId) : '',
    date: booking?.date ?? initial?.date ?? '',
    timeSlot: booking?.timeSlot ?? initial?.timeSlot ?? '',
    name: booking?.name ?? initial?.name ?? '',
    phone: booking?.phone ?? initial?.phone ?? '',
    email: booking?.email ?? initial?.email ?? '',
    telegramUsername: (booking ? booking.telegramUsername : initial?.telegramUsername) ?? '',
    notes: booking?.notes ?? '',
    status: booking?.status === 'confirmed' ? 'confirmed' : 'pending',
    // A calendar cell's master is kept even before the team is read (the field shows once it is).
    staffId: initial?.staffId ?? '',
    // The client's messages go in their language; a walk-in booked by the owner likely speaks the owner's.
    language: booking?.language ?? messagesLanguage(),
  });
  const { values, errors, set } = form;
  const serviceId = Number(values.serviceId) || null;
  const chooseMaster = isNew && masters.length > 1;
  const slots = useTimeSlots(
    isNew && serviceId && values.date ? { date: values.date, serviceId, clientTimezone: timezone, staffId: values.staffId || null } : null,
  );
  // A time picked earlier (or on the calendar) stays chosen only while the service offers it that day.
  const chosenTime = values.timeSlot;
  const setField = form.set;
  useEffect(() => {
    if (slots.data && chosenTime && !slots.data.some((s) => s.time === chosenTime && s.isAvailable)) setField('timeSlot', '');
  }, [slots.data, chosenTime, setField]);
  const create = useCreateBooking();
  const update = useUpdateBooking();
  const pending = create.isPending || update.isPending;

  const submit = (data: BookingFormOutput) => {
    const { serviceId: sid, date, timeSlot, status, staffId, language, ...details } = data;
    if (isNew) {
      create.mutate(
        { ...details, serviceId: sid, date, timeSlot, status, clientTimezone: timezone, staffId, language },
        {
          onSuccess: () => {
            toastSuccess(t.created);
            onClose();
          },
          onError: (error) => toastError(error, t.errors.create),
        },
      );
    } else {
      update.mutate(
        { id: booking.id, ...details, status },
        {
          onSuccess: () => {
            toastSuccess(t.updated);
            onClose();
          },
          onError: (error) => toastError(error, t.errors.update),
        },
      );
    }
  };

  const serviceOptions = (services.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <Dialog title={isNew ? t.form.createTitle : t.form.editTitle} onClose={onClose} closeDisabled={pending}>
      <form className="form-stack" noValidate onSubmit={form.handleSubmit(submit)}>
        {isNew && (
          <>
            {services.data && services.data.length === 0 && <Notice tone="warning">{t.form.noServices}</Notice>}
            <SelectField
              label={t.form.service}
              value={values.serviceId}
              onChange={(v) => set('serviceId', v)}
              options={serviceOptions}
              placeholder={t.form.chooseService}
              error={errors.serviceId}
            />
            {chooseMaster && (
              <SelectField
                label={t.form.master}
                value={values.staffId}
                onChange={(v) => set('staffId', v)}
                // The masters who do the chosen service (the one already picked stays, so a cell's master is kept).
                options={[
                  { value: '', label: bookingFlow.anyMaster },
                  ...masters
                    .filter((m) => !serviceId || !m.serviceIds || m.serviceIds.includes(serviceId) || m.id === values.staffId)
                    .map((m) => ({ value: m.id, label: m.name })),
                ]}
              />
            )}
            <DateField
              label={t.form.date}
              today={today}
              {...bookableRange(today)}
              value={values.date}
              onChange={(v) => set('date', v)}
              error={errors.date}
            />
            <SlotPicker
              label={t.form.time}
              slots={slots.data}
              isLoading={slots.isFetching}
              value={values.timeSlot || null}
              onChange={(v) => set('timeSlot', v)}
              emptyText={serviceId && values.date ? t.form.chooseTime : t.form.chooseDateFirst}
              error={errors.timeSlot}
            />
          </>
        )}
        <TextField label={t.form.name} autoComplete="off" value={values.name} onChange={(v) => set('name', v)} error={errors.name} />
        <TextField label={t.form.phone} type="tel" value={values.phone} onChange={(v) => set('phone', v)} error={errors.phone} />
        <TextField label={t.form.email} type="email" value={values.email} onChange={(v) => set('email', v)} error={errors.email} optional />
        <TextField
          label={t.form.telegram}
          value={values.telegramUsername}
          onChange={(v) => set('telegramUsername', v)}
          error={errors.telegramUsername}
          placeholder="@username"
          optional
        />
        <TextAreaField label={t.form.notes} value={values.notes} onChange={(v) => set('notes', v)} error={errors.notes} optional />
        {isNew && (
          <SelectField
            label={t.form.language}
            hint={t.form.languageHint}
            value={values.language}
            onChange={(v) => set('language', v)}
            options={LANGUAGE_OPTIONS}
          />
        )}
        <SelectField
          label={t.form.status}
          value={values.status}
          onChange={(v) => set('status', v as BookingFormValues['status'])}
          options={STATUS_OPTIONS}
        />
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {common.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {pending ? common.saving : common.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
