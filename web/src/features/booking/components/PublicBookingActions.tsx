import { PROVIDER_DEFAULT_TIMEZONE, uz } from '@qabul/api/schemas';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { common, publicActions as t, requestErrors } from '../../../config/messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTimeSlots } from '../../../lib/api/time-slots.ts';
import { browserTimeZone, formatDateLong, formatDateShort, todayIn } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.tsx';
import type { Service } from '../../../lib/types.ts';
import { useBookingDetails } from '../api/get-booking-details.ts';
import { useCancelByClient, useRescheduleByClient } from '../api/public-booking-actions.ts';
import { displayTime } from '../model/slot-groups.ts';

/** What a finished public action changed, for the confirmation page that follows it. */
export type PublicChange = { bookingId: string; kind: 'rescheduled' | 'cancelled' };

/** Opens the reschedule or cancel dialog from ?reschedule=<id>&confirm=<number> or ?cancel=<id>&confirm=<number>. */
export function PublicBookingActions({
  params,
  services,
  onDone,
}: {
  params: URLSearchParams;
  services: readonly Service[];
  onDone: (change: PublicChange) => void;
}) {
  const [open, setOpen] = useState(true);
  const confirmationNumber = params.get('confirm') ?? '';
  const rescheduleId = params.get('reschedule');
  const cancelId = params.get('cancel');
  if (!open) return null;
  const close = () => setOpen(false);
  if (rescheduleId)
    return (
      <RescheduleDialog
        bookingId={rescheduleId}
        confirmationNumber={confirmationNumber}
        services={services}
        onClose={close}
        onDone={() => onDone({ bookingId: rescheduleId, kind: 'rescheduled' })}
      />
    );
  if (cancelId)
    return (
      <CancelDialog
        bookingId={cancelId}
        confirmationNumber={confirmationNumber}
        onClose={close}
        onDone={() => onDone({ bookingId: cancelId, kind: 'cancelled' })}
      />
    );
  return null;
}

/** Network failures read 'Tizim xatoligi'; server refusals show their own message, else the fallback. */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.status === 0 ? requestErrors.system : error.serverMessage || fallback;
  return requestErrors.system;
}

function FormAlert({ text }: { text: string | null }) {
  return text ? (
    <p className="form-alert" role="alert">
      {text}
    </p>
  ) : null;
}

function RescheduleDialog({
  bookingId,
  confirmationNumber,
  services,
  onClose,
  onDone,
}: {
  bookingId: string;
  confirmationNumber: string;
  services: readonly Service[];
  onClose: () => void;
  onDone: () => void;
}) {
  const details = useBookingDetails(bookingId);
  const service = services.find((s) => s.name === details.data?.serviceName);
  const [values, setValues] = useState({ email: '', phone: '', newDate: '', newTimeSlot: '', reason: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const clientTimezone = browserTimeZone(PROVIDER_DEFAULT_TIMEZONE);
  const slots = useTimeSlots(service && values.newDate ? { date: values.newDate, serviceId: service.id, clientTimezone } : null);
  const reschedule = useRescheduleByClient(bookingId);
  const set = (key: keyof typeof values, value: string) =>
    setValues((prev) => ({ ...prev, [key]: value, ...(key === 'newDate' ? { newTimeSlot: '' } : {}) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.email.trim() || !values.phone.trim() || !values.newDate || !values.newTimeSlot) {
      setAlert(uz.validation.fillAll);
      return;
    }
    setAlert(null);
    reschedule.mutate(
      {
        confirmationNumber,
        email: values.email.trim(),
        phone: values.phone.trim(),
        newDate: values.newDate,
        newTimeSlot: values.newTimeSlot,
        reason: values.reason.trim() || null,
      },
      {
        onSuccess: () => {
          toast({ title: t.rescheduled });
          onClose();
          onDone();
        },
        // Shown inside the dialog: a toast would sit under the modal, hidden on phones.
        onError: (error) => setAlert(failureText(error, t.rescheduleError)),
      },
    );
  };

  const available = (slots.data ?? []).filter((s) => s.isAvailable);
  return (
    <Dialog title={t.rescheduleTitle} description={t.intro(confirmationNumber)} onClose={onClose} closeDisabled={reschedule.isPending}>
      <form className="form-stack" noValidate onSubmit={submit}>
        {details.data && (
          <p className="muted">
            {`${t.current}: ${formatDateLong(details.data.date)}, ${details.data.timeSlot} — ${details.data.serviceName}`}
          </p>
        )}
        <TextField label={t.email} type="email" autoComplete="email" value={values.email} onChange={(v) => set('email', v)} />
        <TextField label={t.phone} type="tel" autoComplete="tel" value={values.phone} onChange={(v) => set('phone', v)} />
        <TextField
          label={t.newDate}
          type="date"
          min={todayIn(PROVIDER_DEFAULT_TIMEZONE)}
          value={values.newDate}
          onChange={(v) => set('newDate', v)}
        />
        {service ? (
          <SelectField
            label={t.newTime}
            value={values.newTimeSlot}
            onChange={(v) => set('newTimeSlot', v)}
            disabled={!values.newDate || slots.isFetching}
            placeholder={values.newDate ? (slots.isFetching ? '…' : t.newTime) : t.chooseDateFirst}
            options={available.map((s) => ({ value: s.time, label: displayTime(s) }))}
          />
        ) : (
          <TextField label={t.newTime} type="time" step={1800} value={values.newTimeSlot} onChange={(v) => set('newTimeSlot', v)} />
        )}
        <TextAreaField label={t.reason} optional value={values.reason} onChange={(v) => set('reason', v)} />
        <FormAlert text={alert} />
        <DialogFormActions onClose={onClose} pending={reschedule.isPending} submitLabel={t.submitReschedule} tone="primary" />
      </form>
    </Dialog>
  );
}

function CancelDialog({
  bookingId,
  confirmationNumber,
  onClose,
  onDone,
}: {
  bookingId: string;
  confirmationNumber: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const [values, setValues] = useState({ email: '', phone: '', reason: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const details = useBookingDetails(bookingId);
  const cancel = useCancelByClient(bookingId);
  const set = (key: keyof typeof values, value: string) => setValues((prev) => ({ ...prev, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.email.trim() || !values.phone.trim()) {
      setAlert(uz.validation.emailAndPhone);
      return;
    }
    setAlert(null);
    cancel.mutate(
      { confirmationNumber, email: values.email.trim(), phone: values.phone.trim(), reason: values.reason.trim() || null },
      {
        onSuccess: () => {
          toast({ title: t.cancelled });
          onClose();
          onDone();
        },
        onError: (error) => setAlert(failureText(error, t.cancelError)),
      },
    );
  };

  return (
    <Dialog title={t.cancelTitle} description={t.intro(confirmationNumber)} onClose={onClose} closeDisabled={cancel.isPending}>
      <form className="form-stack" noValidate onSubmit={submit}>
        {details.data && (
          <p className="notice notice-info">
            {`${t.cancelling}: ${details.data.serviceName}, ${formatDateShort(details.data.date)}, ${details.data.timeSlot}`}
          </p>
        )}
        <TextField label={t.email} type="email" autoComplete="email" value={values.email} onChange={(v) => set('email', v)} />
        <TextField label={t.phone} type="tel" autoComplete="tel" value={values.phone} onChange={(v) => set('phone', v)} />
        <TextAreaField label={t.reason} optional value={values.reason} onChange={(v) => set('reason', v)} />
        <FormAlert text={alert} />
        <DialogFormActions onClose={onClose} pending={cancel.isPending} submitLabel={t.submitCancel} tone="danger" />
      </form>
    </Dialog>
  );
}

/** Close and submit for the two client dialogs; the submit button says it is sending while it is. */
function DialogFormActions({
  onClose,
  pending,
  submitLabel,
  tone,
}: {
  onClose: () => void;
  pending: boolean;
  submitLabel: string;
  tone: 'primary' | 'danger';
}) {
  return (
    <div className="dialog-actions">
      <button type="button" className="btn btn-secondary" onClick={onClose} disabled={pending}>
        {common.close}
      </button>
      <button type="submit" className={`btn btn-${tone}`} disabled={pending}>
        {pending ? t.sending : submitLabel}
      </button>
    </div>
  );
}
