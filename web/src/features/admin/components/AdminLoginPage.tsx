import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Misc.tsx';
import { adminLogin as t, common } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { useAdminLogin, useAdminMe } from '../../../lib/admin/admin-session.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { clearErrorToast, toastError, toastErrorText } from '../../../lib/toast.ts';
import styles from './admin-panel.module.css';

/** Spec.md section 5: username and password required. */
const AdminLoginForm = z.object({
  username: z
    .string()
    .trim()
    .min(1, { error: () => t.usernameRequired }),
  password: z.string().min(1, { error: () => t.passwordRequired }),
});

/** How long the success message stays before the dashboard opens (spec.md section 9). */
const REDIRECT_DELAY_MS = 1000;

/** /admin/login: the admin panel's own sign-in; on success the dashboard opens after 1 second. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const me = useAdminMe();
  const login = useAdminLogin();
  const [signedIn, setSignedIn] = useState(false);
  const form = useSchemaForm(AdminLoginForm, { username: '', password: '' });

  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => navigate(paths.adminDashboard, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn, navigate]);

  // Already signed in from an earlier visit: straight to the dashboard.
  if (me.data && !signedIn && !login.isPending) return <Navigate to={paths.adminDashboard} replace />;

  const submit = (body: z.infer<typeof AdminLoginForm>) =>
    login.mutate(body, {
      onSuccess: () => {
        clearErrorToast();
        setSignedIn(true);
      },
      onError: (error) => (error instanceof ApiError && error.status === 0 ? toastErrorText(t.network) : toastError(error, t.error)),
    });

  return (
    <div className={styles.loginWrap}>
      <section className={styles.loginCard} aria-labelledby="admin-login-title">
        <div className={styles.loginHead}>
          <span className="brand-mark" aria-hidden="true">
            Q
          </span>
          <h1 id="admin-login-title" className={styles.loginTitle}>
            {t.title}
          </h1>
          <p className="muted">{t.subtitle}</p>
        </div>
        {signedIn ? (
          <div role="status">
            <Notice tone="success">{t.success}</Notice>
          </div>
        ) : (
          <form className="form-stack" noValidate onSubmit={form.handleSubmit(submit)}>
            <TextField label={t.username} autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.field('username')} />
            <TextField label={t.password} type="password" autoComplete="current-password" {...form.field('password')} />
            <Button type="submit" block size="lg" loading={login.isPending}>
              {login.isPending ? t.submitting : t.submit}
            </Button>
          </form>
        )}
        <p className={styles.loginFoot}>
          <a href={paths.home}>{common.home}</a>
        </p>
      </section>
    </div>
  );
}
