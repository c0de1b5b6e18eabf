import { Login } from '@qabul/api/schemas';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { auth as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { toastError } from '../../../lib/toast.tsx';
import { useLogin } from '../api/login.ts';

export function LoginForm({ onFinishing }: { onFinishing: () => void }) {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useSchemaForm(Login, { username: '', password: '' });
  const { values, errors, set } = form;

  const submit = (body: Login) => {
    onFinishing();
    login.mutate(body, {
      onSuccess: (result) => navigate(result.requiresSubscriptionSelection ? paths.subscriptionSelection : paths.home, { replace: true }),
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) form.setErrors(error.fieldErrors);
        toastError(error, t.loginError);
      },
    });
  };

  return (
    <form className="form-stack" noValidate onSubmit={form.handleSubmit(submit)}>
      <TextField
        label={t.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.username}
        onChange={(v) => set('username', v)}
        error={errors.username}
      />
      <TextField
        label={t.password}
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(v) => set('password', v)}
        error={errors.password}
      />
      <Button type="submit" block size="lg" loading={login.isPending}>
        {login.isPending ? t.loggingIn : t.login}
      </Button>
    </form>
  );
}
