import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Misc.tsx';
import { uz } from '@qabul/api/schemas';
import { servicesPage } from '../../../config/messages.ts';
import { type FieldErrors, schemaMessage } from '../../../lib/form.ts';
import type { PlanLimits } from '../model/plan-limits.ts';
import type { ServiceFormValues } from './service-form.ts';
import { ServiceRulesFields } from './ServiceRulesFields.tsx';

const f = servicesPage.fields;

/** Step 1 of the service editor: name, description, price, timing, deposit, place and cancellation rules. */
export function ServiceDetailsFields({
  values,
  errors,
  set,
  googleConnected,
  limits,
}: {
  values: ServiceFormValues;
  errors: FieldErrors;
  set: <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K]) => void;
  googleConnected: boolean;
  /** The plan in force (null while unknown): what it does not allow is said here and switched off. */
  limits?: PlanLimits | null;
}) {
  const noDeposit = limits ? !limits.allowsReserveFee : false;
  const noMeet = limits ? !limits.allowsGoogleMeet : false;
  // The plan's rule is the server's own text (`uz.plan`), read in the reader's language.
  const planNote = (rule: string) => {
    const text = schemaMessage(rule);
    return limits ? `${text}. ${servicesPage.plan.current({ name: limits.planName })}` : text;
  };
  const number = { type: 'number', inputMode: 'numeric', step: 1 } as const;
  return (
    <div className="form-stack">
      <TextField label={f.name} value={values.name} onChange={(v) => set('name', v)} error={errors.name} required />
      <TextAreaField
        label={f.description}
        value={values.description}
        onChange={(v) => set('description', v)}
        error={errors.description}
        required
      />
      <div className="grid-2">
        <TextField
          label={f.priceAmount}
          {...number}
          min={0}
          value={values.priceAmount}
          onChange={(v) => set('priceAmount', v)}
          error={errors.priceAmount}
          hint={f.priceAmountHint}
        />
        {/* Without an amount the price is the provider's own words, shown to every reader as typed. */}
        {values.priceAmount.trim() === '' ? (
          <TextField
            label={f.price}
            value={values.price}
            onChange={(v) => set('price', v)}
            error={errors.price}
            hint={f.priceTextHint}
            placeholder={f.pricePlaceholder}
            required
          />
        ) : (
          <CheckboxField
            label={f.priceFrom}
            checked={values.priceFrom}
            onChange={(v) => set('priceFrom', v)}
            disabled={values.priceAmount.trim() === '0'}
          />
        )}
        <TextField
          label={f.duration}
          {...number}
          min={5}
          value={values.duration}
          onChange={(v) => set('duration', v)}
          error={errors.duration}
          required
        />
        <TextField
          label={f.interval}
          {...number}
          min={15}
          max={60}
          value={values.timingInterval}
          onChange={(v) => set('timingInterval', v)}
          error={errors.timingInterval}
        />
        <TextField
          label={f.break}
          {...number}
          min={0}
          max={60}
          value={values.breakInterval}
          onChange={(v) => set('breakInterval', v)}
          error={errors.breakInterval}
        />
      </div>
      <TextField
        label={f.reserveFee}
        optional
        {...number}
        min={0}
        value={values.reserveFee}
        onChange={(v) => set('reserveFee', v)}
        error={errors.reserveFee}
        hint={noDeposit ? planNote(uz.plan.reserveFeeNotAllowed) : f.reserveFeeHint}
        // Switched off on a plan without deposits, unless a saved one must still be cleared.
        disabled={noDeposit && !values.reserveFee}
      />
      <TextField
        label={f.meetingAddress}
        value={values.meetingAddress}
        onChange={(v) => set('meetingAddress', v)}
        error={errors.meetingAddress}
        optional
      />
      <CheckboxField label={f.isOnlineMeeting} checked={values.isOnlineMeeting} onChange={(v) => set('isOnlineMeeting', v)} />
      {values.isOnlineMeeting && (
        <>
          <TextField
            label={f.onlineMeetingLink}
            type="url"
            inputMode="url"
            value={values.onlineMeetingLink}
            onChange={(v) => set('onlineMeetingLink', v)}
            error={errors.onlineMeetingLink}
            placeholder="https://"
            optional
          />
          <CheckboxField
            label={f.useGoogleMeet}
            checked={values.useGoogleMeet}
            onChange={(v) => set('useGoogleMeet', v)}
            disabled={noMeet && !values.useGoogleMeet}
            hint={noMeet ? planNote(uz.plan.googleMeetNotAllowed) : undefined}
          />
          {errors.useGoogleMeet && (
            <p className="field-error" role="alert">
              {errors.useGoogleMeet}
            </p>
          )}
          {values.useGoogleMeet && !googleConnected && !noMeet && <Notice tone="warning">{f.googleMeetWarning}</Notice>}
        </>
      )}
      <CheckboxField label={f.allowCancellation} checked={values.allowCancellation} onChange={(v) => set('allowCancellation', v)} />
      {values.allowCancellation && (
        <TextField
          label={f.cancellationHours}
          {...number}
          min={0}
          value={values.cancellationHours}
          onChange={(v) => set('cancellationHours', v)}
          error={errors.cancellationHours}
        />
      )}
      <ServiceRulesFields values={values} errors={errors} set={set} />
      <CheckboxField label={f.isActive} checked={values.isActive} onChange={(v) => set('isActive', v)} />
    </div>
  );
}
