import { type ReactNode, useId } from 'react';
import { common } from '../../config/messages.ts';
import { cx } from '../../lib/cx.ts';
import { needsOptionalMark } from '../../lib/optional-label.ts';

interface FieldShell {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
}

/** Label, control, hint and error wired together by ids so assistive tech reads them as one. */
function useFieldIds(error?: string, hint?: ReactNode) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

function Shell({
  label,
  error,
  hint,
  optional,
  className,
  ids,
  children,
}: FieldShell & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className={cx('field', error && 'field-invalid', className)}>
      <label className="field-label" htmlFor={ids.id}>
        {label}
        {optional && needsOptionalMark(label, common.optional) && <span className="field-optional"> {common.optional}</span>}
      </label>
      {children}
      {hint && (
        <p className="field-hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={ids.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

export function TextField({ label, error, hint, optional, className, value, onChange, ...input }: FieldShell & InputProps) {
  const ids = useFieldIds(error, hint);
  return (
    <Shell {...{ label, error, hint, optional, className, ids }}>
      <input
        id={ids.id}
        className="input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
    </Shell>
  );
}

type TextAreaProps = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

export function TextAreaField({ label, error, hint, optional, className, value, onChange, ...rest }: FieldShell & TextAreaProps) {
  const ids = useFieldIds(error, hint);
  return (
    <Shell {...{ label, error, hint, optional, className, ids }}>
      <textarea
        id={ids.id}
        className="input textarea"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        rows={3}
        {...rest}
      />
    </Shell>
  );
}

type SelectProps = Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
  placeholder?: string;
};

export function SelectField({
  label,
  error,
  hint,
  optional,
  className,
  value,
  onChange,
  options,
  placeholder,
  ...rest
}: FieldShell & SelectProps) {
  const ids = useFieldIds(error, hint);
  return (
    <Shell {...{ label, error, hint, optional, className, ids }}>
      <select
        id={ids.id}
        className="input select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
  disabled,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const ids = useFieldIds(undefined, hint);
  return (
    <div className="checkbox-field">
      <input
        id={ids.id}
        type="checkbox"
        className="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={ids.describedBy}
      />
      <div>
        <label htmlFor={ids.id}>{label}</label>
        {hint && (
          <p className="field-hint" id={ids.hintId}>
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
