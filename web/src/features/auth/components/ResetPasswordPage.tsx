import { ButtonLink, Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Misc.tsx';
import { passwordReset as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { ResetPasswordForm } from '../model/reset-form.ts';
import styles from './auth.module.css';

/**
 * /auth/reset-password?token=: where the e-mailed link opens (once, within an hour). A new password and its
 * confirmation, by the password change's rules; saving ends every session of the account, so the page leads to
 * sign in again.
 */
export function ResetPasswordPage() {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const reset = useResetPassword();
  const form = useSchemaForm(ResetPasswordForm, { newPassword: '', confirmPassword: '' });

  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="reset-title">
        <div className={styles.head}>
          <span className="brand-mark" aria-hidden="true">
            Q
          </span>
          <h1 id="reset-title" className={styles.title}>
            {t.resetTitle}
          </h1>
        </div>
        {reset.isSuccess ? (
          <div className={styles.sent} role="status">
            <Notice tone="success" title={t.doneTitle}>
              {t.done}
            </Notice>
            <ButtonLink to={paths.auth} block size="lg">
              {t.backToSignIn}
            </ButtonLink>
          </div>
        ) : !token ? (
          <div className={styles.sent}>
            <Notice tone="danger">{t.noToken}</Notice>
            <ButtonLink to={paths.forgotPassword} variant="secondary" block>
              {t.requestAgain}
            </ButtonLink>
          </div>
        ) : (
          <form
            className="form-stack"
            noValidate
            onSubmit={form.handleSubmit(({ newPassword }) =>
              reset.mutate({ token, password: newPassword }, { onError: form.onSubmitError(t.failed) }),
            )}
          >
            <p className="muted">{t.resetIntro}</p>
            <TextField
              label={t.newPassword}
              hint={t.passwordHint}
              type="password"
              autoComplete="new-password"
              {...form.field('newPassword')}
            />
            <TextField label={t.confirmPassword} type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
            <Button type="submit" block size="lg" loading={reset.isPending}>
              {reset.isPending ? t.saving : t.save}
            </Button>
            {reset.isError && (
              <ButtonLink to={paths.forgotPassword} variant="secondary" block>
                {t.requestAgain}
              </ButtonLink>
            )}
          </form>
        )}
      </section>
    </div>
  );
}
