import { PROVIDER_DEFAULT_TIMEZONE, uz } from '@qabul/api/schemas';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../../components/DateField.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { changeRule, common, prepaidFee, publicActions as t, requestErrors, rescheduleTimes } from '../../../config/messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTimeSlots } from '../../../lib/api/time-slots.ts';
import { browserTimeZone, formatDateLong, formatDateShort, todayIn } from '../../../lib/dates.ts';
import { schemaMessage } from '../../../lib/form.ts';
import { formatUzs } from '../../../lib/money.ts';
import { toast } from '../../../lib/toast.ts';
import type { BookingDetails, Service } from '../../../lib/types.ts';
import { useBookingDetails } from '../api/get-booking-details.ts';
import { type ClientProof, useCancelByClient, useRescheduleByClient } from '../api/public-booking-actions.ts';
import { businessContact } from '../model/business-contact.ts';
import { clientWhen } from '../model/client-clock.ts';
import { useBookingWindow, useDayRange } from '../model/closed-days.ts';
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
  // The client's own links carry their token: with it the details say whether a change is still allowed.
  const token = params.get('token');
  const rescheduleId = params.get('reschedule');
  const cancelId = params.get('cancel');
  if (!open) return null;
  const close = () => setOpen(false);
  if (rescheduleId)
    return (
      <RescheduleDialog
        bookingId={rescheduleId}
        confirmationNumber={confirmationNumber}
        token={token}
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
        token={token}
        onClose={close}
        onDone={() => onDone({ bookingId: cancelId, kind: 'cancelled' })}
      />
    );
  return null;
}

/**
 * Who the client proves to be: a link that carries the booking's own token (and the server took it) needs nothing
 * more; without one (or with a token that opens nothing) the spec's form asks for the e-mail and the phone. Null
 * while the details that say which are still on their way.
 */
function proofBy(token: string | null, details: BookingDetails | undefined): 'token' | 'form' | null {
  if (!token) return 'form';
  if (!details) return null;
  return details.hasClientAccess ? 'token' : 'form';
}

/** Network failures read 'Tizim xatoligi'; server refusals show their own message, else the fallback. */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.status === 0 ? requestErrors.system : error.serverMessage || fallback;
  return requestErrors.system;
}

/** Whether the service's rule still lets the client change this booking, and the sentence that says so. */
function changeState(d: BookingDetails, now = Date.now()): { open: boolean; text: string } {
  if (d.status === 'cancelled') return { open: false, text: changeRule.cancelled };
  if (!d.changeWindow) return { open: false, text: changeRule.notAllowed };
  const { hoursBefore, until } = d.changeWindow;
  // The server's answer when the token came along; otherwise the same deadline, read from the rule.
  const open = d.canChange ?? now < Date.parse(until);
  if (!open) return { open, text: changeRule.tooLate({ hours: hoursBefore }) };
  const deadline = clientWhen(until, d.timezone);
  return { open, text: changeRule.open({ hours: hoursBefore, until: `${formatDateShort(deadline.date)}, ${deadline.time}` }) };
}

/** The rule, said up front: before the client types anything, they know whether (and until when) it works. */
function ChangeRuleNotice({ state }: { state: { open: boolean; text: string } }) {
  return (
    <p className={`notice ${state.open ? 'notice-info' : 'notice-warning'}`} data-testid="change-rule">
      {state.text}
    </p>
  );
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
  token,
  services,
  onClose,
  onDone,
}: {
  bookingId: string;
  confirmationNumber: string;
  token: string | null;
  services: readonly Service[];
  onClose: () => void;
  onDone: () => void;
}) {
  const details = useBookingDetails(bookingId, token);
  const service = services.find((s) => s.name === details.data?.serviceName);
  const [values, setValues] = useState({ email: '', phone: '', newDate: '', newTimeSlot: '', reason: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const providerTimezone = details.data?.timezone ?? PROVIDER_DEFAULT_TIMEZONE;
  const clientTimezone = browserTimeZone(providerTimezone);
  // The day is the provider's, as on the booking page; the times below are the client's.
  const today = todayIn(providerTimezone);
  // The booking keeps its master: the days and times offered are that master's, inside the service's window.
  const subject = service && details.data ? { serviceId: service.id, staffId: details.data.staff.id } : null;
  const bookingWindow = useBookingWindow(service, providerTimezone, today);
  const range = useDayRange(subject, bookingWindow, today, clientTimezone);
  const state = details.data ? changeState(details.data) : null;
  const slots = useTimeSlots(subject && values.newDate ? { ...subject, date: values.newDate, clientTimezone } : null);
  const reschedule = useRescheduleByClient(bookingId);
  const set = (key: keyof typeof values, value: string) =>
    setValues((prev) => ({ ...prev, [key]: value, ...(key === 'newDate' ? { newTimeSlot: '' } : {}) }));

  const proof = proofBy(token, details.data);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const contactMissing = proof !== 'token' && (!values.email.trim() || !values.phone.trim());
    if (contactMissing || !values.newDate || !values.newTimeSlot) {
      setAlert(schemaMessage(uz.validation.fillAll));
      return;
    }
    setAlert(null);
    reschedule.mutate(
      {
        ...clientProof(proof, confirmationNumber, token, values),
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
    <Dialog
      title={t.rescheduleTitle}
      description={introFor(proof, confirmationNumber)}
      onClose={onClose}
      closeDisabled={reschedule.isPending}
    >
      <form className="form-stack" noValidate onSubmit={submit}>
        {details.data && <CurrentBooking label={t.current} details={details.data} long />}
        {state && <ChangeRuleNotice state={state} />}
        {proof === 'form' && (
          <>
            <TextField label={t.email} type="email" autoComplete="email" value={values.email} onChange={(v) => set('email', v)} />
            <TextField label={t.phone} type="tel" autoComplete="tel" value={values.phone} onChange={(v) => set('phone', v)} />
          </>
        )}
        <DateField
          label={t.newDate}
          today={today}
          min={range.min}
          max={range.max}
          isClosed={range.isClosed}
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
            hint={rescheduleTimes.zoneNote({ zone: clientTimezone })}
            options={available.map((s) => ({ value: s.time, label: displayTime(s) }))}
          />
        ) : (
          <TextField label={t.newTime} type="time" step={1800} value={values.newTimeSlot} onChange={(v) => set('newTimeSlot', v)} />
        )}
        <TextAreaField label={t.reason} optional value={values.reason} onChange={(v) => set('reason', v)} />
        <FormAlert text={alert} />
        <DialogFormActions
          onClose={onClose}
          pending={reschedule.isPending}
          blocked={state?.open === false || proof === null}
          submitLabel={t.submitReschedule}
          tone="primary"
        />
      </form>
    </Dialog>
  );
}

function CancelDialog({
  bookingId,
  confirmationNumber,
  token,
  onClose,
  onDone,
}: {
  bookingId: string;
  confirmationNumber: string;
  token: string | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [values, setValues] = useState({ email: '', phone: '', reason: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const details = useBookingDetails(bookingId, token);
  const cancel = useCancelByClient(bookingId);
  const d = details.data;
  const state = d ? changeState(d) : null;
  const set = (key: keyof typeof values, value: string) => setValues((prev) => ({ ...prev, [key]: value }));
  const proof = proofBy(token, d);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (proof !== 'token' && (!values.email.trim() || !values.phone.trim())) {
      setAlert(schemaMessage(uz.validation.emailAndPhone));
      return;
    }
    setAlert(null);
    cancel.mutate(
      { ...clientProof(proof, confirmationNumber, token, values), reason: values.reason.trim() || null },
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
    <Dialog title={t.cancelTitle} description={introFor(proof, confirmationNumber)} onClose={onClose} closeDisabled={cancel.isPending}>
      <form className="form-stack" noValidate onSubmit={submit}>
        {d && <CurrentBooking label={t.cancelling} details={d} />}
        {state && <ChangeRuleNotice state={state} />}
        {d?.reserveFeePaid && d.reserveFeeAmount > 0 && (
          <p className="notice notice-warning" role="note">
            {prepaidFee.cancelWarning({ amount: formatUzs(d.reserveFeeAmount), contact: businessContact(d) })}
          </p>
        )}
        {proof === 'form' && (
          <>
            <TextField label={t.email} type="email" autoComplete="email" value={values.email} onChange={(v) => set('email', v)} />
            <TextField label={t.phone} type="tel" autoComplete="tel" value={values.phone} onChange={(v) => set('phone', v)} />
          </>
        )}
        <TextAreaField label={t.reason} optional value={values.reason} onChange={(v) => set('reason', v)} />
        <FormAlert text={alert} />
        <DialogFormActions
          onClose={onClose}
          pending={cancel.isPending}
          blocked={state?.open === false || proof === null}
          submitLabel={t.submitCancel}
          tone="danger"
        />
      </form>
    </Dialog>
  );
}

/** What the request proves with: the token alone, or the number with the typed e-mail and phone. */
function clientProof(
  proof: 'token' | 'form' | null,
  confirmationNumber: string,
  token: string | null,
  values: { email: string; phone: string },
): ClientProof {
  return proof === 'token' && token
    ? { confirmationNumber, token }
    : { confirmationNumber, email: values.email.trim(), phone: values.phone.trim() };
}

/** The dialog's first line: the number, and the request for the e-mail and phone only when the form asks them. */
function introFor(proof: 'token' | 'form' | null, confirmationNumber: string): string {
  return proof === 'form' ? t.intro({ number: confirmationNumber }) : t.introNumber({ number: confirmationNumber });
}

/** The booking a dialog acts on, on the client's own clock with the zone named. */
function CurrentBooking({ label, details, long }: { label: string; details: BookingDetails; long?: boolean }) {
  const when = clientWhen(details.dateTimeUtc, details.timezone);
  return long ? (
    <p className="muted">{`${label}: ${formatDateLong(when.date)}, ${when.time} — ${details.serviceName ?? ''}`}</p>
  ) : (
    <p className="notice notice-info">{`${label}: ${details.serviceName ?? ''}, ${formatDateShort(when.date)}, ${when.time}`}</p>
  );
}

/**
 * Close and submit for the two client dialogs; the submit button says it is sending while it is, and is off
 * when the service's rule no longer allows the change (the notice above says why).
 */
function DialogFormActions({
  onClose,
  pending,
  blocked,
  submitLabel,
  tone,
}: {
  onClose: () => void;
  pending: boolean;
  blocked?: boolean;
  submitLabel: string;
  tone: 'primary' | 'danger';
}) {
  return (
    <div className="dialog-actions">
      <button type="button" className="btn btn-secondary" onClick={onClose} disabled={pending}>
        {common.close}
      </button>
      <button type="submit" className={`btn btn-${tone}`} disabled={pending || blocked}>
        {pending ? t.sending : submitLabel}
      </button>
    </div>
  );
}
