import { Login } from '@qabul/api/schemas';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { auth as t } from '../../../config/messages.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { paths } from '../../../config/routes.ts';
import { useLogin } from '../api/login.ts';
import { landingAfterSignIn } from '../model/after-sign-in.ts';
import styles from './auth.module.css';

export function LoginForm({ onFinishing }: { onFinishing: () => void }) {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useSchemaForm(Login, { username: '', password: '' });
  const { field } = form;

  const submit = (body: Login) => {
    onFinishing();
    login.mutate(body, {
      onSuccess: (result) => navigate(landingAfterSignIn(result), { replace: true }),
      onError: form.onSubmitError(t.loginError),
    });
  };

  return (
    <form className="form-stack" noValidate onSubmit={form.handleSubmit(submit)}>
      <TextField label={t.email} type="email" inputMode="email" autoComplete="email" {...field('username')} />
      <TextField label={t.password} type="password" autoComplete="current-password" {...field('password')} />
      <p className={styles.forgot}>
        <Link to={paths.forgotPassword}>{t.forgotPassword}</Link>
      </p>
      <Button type="submit" block size="lg" loading={login.isPending}>
        {login.isPending ? t.loggingIn : t.login}
      </Button>
    </form>
  );
}
