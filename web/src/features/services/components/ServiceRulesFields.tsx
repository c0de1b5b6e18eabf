import { TextField } from '../../../components/ui/Field.tsx';
import { servicesPage } from '../../../config/messages.ts';
import type { FieldErrors } from '../../../lib/form.ts';
import type { ServiceFormValues } from './service-form.ts';

const r = servicesPage.rules;

/** The service's booking rules: minimum notice, how far ahead, a daily cap per master, a gap before each visit. */
export function ServiceRulesFields({
  values,
  errors,
  set,
}: {
  values: ServiceFormValues;
  errors: FieldErrors;
  set: <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K]) => void;
}) {
  const number = { type: 'number', inputMode: 'numeric', step: 1 } as const;
  return (
    <fieldset className="form-stack">
      <legend>{r.title}</legend>
      <div className="grid-2">
        <TextField
          label={r.minNotice}
          {...number}
          min={0}
          max={10080}
          value={values.minNoticeMinutes}
          onChange={(v) => set('minNoticeMinutes', v)}
          error={errors.minNoticeMinutes}
          hint={r.minNoticeHint}
        />
        <TextField
          label={r.maxAdvance}
          {...number}
          min={1}
          max={365}
          value={values.maxAdvanceDays}
          onChange={(v) => set('maxAdvanceDays', v)}
          error={errors.maxAdvanceDays}
        />
        <TextField
          label={r.dailyLimit}
          {...number}
          min={1}
          max={100}
          value={values.dailyLimit}
          onChange={(v) => set('dailyLimit', v)}
          error={errors.dailyLimit}
          hint={r.dailyLimitHint}
          optional
        />
        <TextField
          label={r.bufferBefore}
          {...number}
          min={0}
          max={60}
          value={values.bufferBefore}
          onChange={(v) => set('bufferBefore', v)}
          error={errors.bufferBefore}
        />
      </div>
    </fieldset>
  );
}
