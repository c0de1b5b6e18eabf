import { ClientDetails } from '@qabul/api/schemas';
import type { ReactNode } from 'react';
import { Notice } from '../../../components/ui/Misc.tsx';
import { TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { bookingFlow as t } from '../../../config/messages.ts';
import type { IsoDate } from '../../../lib/dates.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { formatMoney } from '../../../lib/money.ts';
import type { Service, Slot } from '../../../lib/types.ts';
import { paysReserveFee } from '../model/booking-choices.ts';
import { displayTime } from '../model/slot-groups.ts';
import { BookingSummary } from './BookingSummary.tsx';
import { StepActions } from './StepActions.tsx';
import { StepHeading } from './StepHeading.tsx';
import styles from './booking.module.css';

export interface ClientDetailsDefaults {
  name?: string;
  email?: string;
  phone?: string;
  telegramUsername?: string;
}

export const BOOKING_FORM_ID = 'booking-details-form';

/**
 * Inside Telegram the contact is Telegram's: no e-mail or username fields (the username travels from the launch
 * data as a default). `phone` is what stands where the phone field would (the number, or the button that asks
 * Telegram for it); null shows the typed field, for a person who declined to share it.
 */
export interface TelegramContact {
  phone: ReactNode | null;
}

/**
 * Step 4: summary, prepayment warning and the client's details, checked with the shared ClientDetails
 * schema on submit and then on every change. With `hideActions` the caller submits the form by id
 * (`document.getElementById(formId).requestSubmit()`), e.g. from Telegram's main button.
 */
export function ConfirmationStep({
  service,
  date,
  slot,
  defaults,
  submitting,
  onSubmit,
  onBack,
  hideActions,
  telegram,
  formId = BOOKING_FORM_ID,
}: {
  service: Service;
  date: IsoDate;
  slot: Slot;
  defaults?: ClientDetailsDefaults;
  submitting: boolean;
  onSubmit: (details: ClientDetails) => void;
  onBack?: () => void;
  hideActions?: boolean;
  telegram?: TelegramContact;
  formId?: string;
}) {
  // A phone Telegram gave is shown, not typed: the form checks and sends that one.
  const givenPhone = telegram?.phone != null ? (defaults?.phone ?? '') : null;
  const schema =
    givenPhone === null ? ClientDetails : { safeParse: (v: unknown) => ClientDetails.safeParse({ ...(v as object), phone: givenPhone }) };
  const form = useSchemaForm(schema, {
    name: defaults?.name ?? '',
    phone: defaults?.phone ?? '',
    email: defaults?.email ?? '',
    telegramUsername: defaults?.telegramUsername ?? '',
    notes: '',
  });
  const { values, errors, set } = form;

  return (
    <section>
      <StepHeading>{t.confirmTitle}</StepHeading>
      <BookingSummary service={service} date={date} time={displayTime(slot)} />
      {paysReserveFee(service) && (
        <Notice tone="warning" title={t.reserveFeeTitle}>
          {t.reserveFeeText({ amount: formatMoney(service.reserveFee) })}
        </Notice>
      )}
      <form id={formId} className={styles.detailsForm} noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <h3 className={styles.formTitle}>{t.detailsTitle}</h3>
        <TextField label={t.name} value={values.name} onChange={(v) => set('name', v)} error={errors.name} autoComplete="name" required />
        {telegram?.phone ?? (
          <TextField
            label={t.phone}
            type="tel"
            inputMode="tel"
            value={values.phone}
            onChange={(v) => set('phone', v)}
            error={errors.phone}
            autoComplete="tel"
            placeholder={t.phonePlaceholder}
            required
          />
        )}
        {!telegram && (
          <>
            <TextField
              label={t.email}
              type="email"
              inputMode="email"
              value={values.email}
              onChange={(v) => set('email', v)}
              error={errors.email}
              autoComplete="email"
              optional
            />
            <TextField
              label={t.telegram}
              value={values.telegramUsername}
              onChange={(v) => set('telegramUsername', v)}
              error={errors.telegramUsername}
              placeholder={t.telegramPlaceholder}
              hint={t.telegramHint}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              optional
            />
          </>
        )}
        <TextAreaField label={t.notes} value={values.notes} onChange={(v) => set('notes', v)} error={errors.notes} optional />
        {!hideActions && (
          <StepActions>
            <button type="button" className="btn btn-secondary" onClick={onBack} disabled={submitting}>
              {t.backFromConfirmation}
            </button>
            <button type="submit" className="btn btn-primary" disabled={submitting} aria-busy={submitting || undefined}>
              {submitting && <span className="spinner spinner-inline" aria-hidden="true" />}
              {submitting ? t.submitting : t.submit}
            </button>
          </StepActions>
        )}
      </form>
    </section>
  );
}
