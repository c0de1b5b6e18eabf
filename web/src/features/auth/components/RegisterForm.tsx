import { RegisterForm as RegisterFormSchema } from '@qabul/api/schemas';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { auth as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { toastError } from '../../../lib/toast.tsx';
import { useRegister } from '../api/register.ts';

export function RegisterForm({ onFinishing }: { onFinishing: () => void }) {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useSchemaForm(RegisterFormSchema, { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const { values, errors, set } = form;

  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={form.handleSubmit(({ confirmPassword: _, ...body }) => {
        onFinishing();
        register.mutate(body, {
          onSuccess: () => navigate(paths.subscriptionSelection, { replace: true }),
          onError: (error) => {
            if (error instanceof ApiError && error.fieldErrors) form.setErrors(error.fieldErrors);
            toastError(error, t.registerError);
          },
        });
      })}
    >
      <div className="grid-2">
        <TextField
          label={t.firstName}
          autoComplete="given-name"
          value={values.firstName}
          onChange={(v) => set('firstName', v)}
          error={errors.firstName}
        />
        <TextField
          label={t.lastName}
          autoComplete="family-name"
          value={values.lastName}
          onChange={(v) => set('lastName', v)}
          error={errors.lastName}
        />
      </div>
      <TextField
        label={t.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(v) => set('email', v)}
        error={errors.email}
      />
      <TextField
        label={t.password}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(v) => set('password', v)}
        error={errors.password}
      />
      <TextField
        label={t.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(v) => set('confirmPassword', v)}
        error={errors.confirmPassword}
      />
      <Button type="submit" block size="lg" loading={register.isPending}>
        {register.isPending ? t.registering : t.register}
      </Button>
    </form>
  );
}
