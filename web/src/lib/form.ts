import { type FormEvent, useCallback, useRef, useState } from 'react';
import { ApiError } from './api-client.ts';
import { schemaMessage } from './i18n/schema-messages.ts';
import { toastError } from './toast.ts';
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;
/**
 * For a form's own checks that say a text of the server's catalogue (`uz.validation.fillAll`). Reached through
 * this module so it shares its chunk: one file fewer in the first screen's list of later chunks.
 */
export { schemaMessage };

interface Issues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** Anything with zod's safeParse: a shared schema, or a form adapter that converts values first. */
export interface Parser<Out> {
  safeParse(value: unknown): { success: true; data: Out } | { success: false; error: Issues };
}

/** First message per top-level field, in the reader's language (a shared schema writes the server's Uzbek). */
export function fieldErrorsOf(error: Issues): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!errors[key]) errors[key] = schemaMessage(issue.message);
  }
  return errors;
}

/**
 * Form state checked by a shared zod schema: quiet until the first submit, then re-checked on every
 * change (spec.md section 5). `onValid` receives the schema's parsed output.
 */
export function useSchemaForm<V extends Record<string, unknown>, Out>(schema: Parser<Out>, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof V, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const lastForm = useRef<HTMLFormElement | null>(null);

  const check = useCallback(
    (next: V): Out | null => {
      const result = schema.safeParse(next);
      setErrors(result.success ? {} : (fieldErrorsOf(result.error) as FieldErrors<Extract<keyof V, string>>));
      return result.success ? result.data : null;
    },
    [schema],
  );

  const patch = (changes: Partial<V>) => {
    const next = { ...values, ...changes };
    setValues(next);
    if (submitted) check(next);
  };
  const set = <K extends keyof V>(key: K, value: V[K]) => patch({ [key]: value } as unknown as Partial<V>);
  /** Value, change handler and error of one field, to spread on a TextField/SelectField/TextAreaField. */
  const field = <K extends Extract<keyof V, string>>(key: K) => ({
    value: values[key],
    onChange: (value: V[K]) => set(key, value),
    error: errors[key],
  });

  const handleSubmit = (onValid: (data: Out) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    lastForm.current = event.currentTarget;
    setSubmitted(true);
    const data = check(values);
    if (data !== null) {
      onValid(data);
      return;
    }
    const form = event.currentTarget;
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const reset = (next: V = initial) => {
    setValues(next);
    setErrors({});
    setSubmitted(false);
  };

  /**
   * onError for the submit's mutation. The server's per-field messages go under their fields, and the first of them
   * gets the focus: a toast would cover the form and say it again. Anything not about a field of this form is a toast.
   */
  const onSubmitError = (fallback: string) => (error: unknown) => {
    const fields = error instanceof ApiError ? error.fieldErrors : undefined;
    if (fields && Object.keys(fields).length > 0 && Object.keys(fields).every((key) => key in values)) {
      setErrors(fields as FieldErrors<Extract<keyof V, string>>);
      const form = lastForm.current;
      requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    toastError(error, fallback);
  };

  return { values, errors, set, patch, field, setErrors, handleSubmit, onSubmitError, reset };
}
