import { ButtonLink, Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Misc.tsx';
import { passwordReset as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { ForgotPasswordForm } from '../model/reset-form.ts';
import styles from './auth.module.css';

/**
 * /auth/forgot-password ("Parolni unutdingizmi?"): the account's e-mail; the answer is the same whether or not
 * the address has an account, so the page never tells a stranger who is a customer.
 */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useSchemaForm(ForgotPasswordForm, { email: '' });

  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="forgot-title">
        <div className={styles.head}>
          <span className="brand-mark" aria-hidden="true">
            Q
          </span>
          <h1 id="forgot-title" className={styles.title}>
            {t.requestTitle}
          </h1>
        </div>
        {request.isSuccess ? (
          <div className={styles.sent} role="status">
            <Notice tone="success" title={t.sentTitle}>
              {t.sent({ email: request.variables })}
            </Notice>
          </div>
        ) : (
          <form
            className="form-stack"
            noValidate
            onSubmit={form.handleSubmit(({ email }) => request.mutate(email, { onError: form.onSubmitError(t.requestError) }))}
          >
            <p className="muted">{t.requestIntro}</p>
            <TextField label={t.email} type="email" inputMode="email" autoComplete="email" {...form.field('email')} />
            <Button type="submit" block size="lg" loading={request.isPending}>
              {request.isPending ? t.sending : t.send}
            </Button>
          </form>
        )}
        <ButtonLink to={paths.auth} variant="secondary" block>
          {t.backToSignIn}
        </ButtonLink>
      </section>
    </div>
  );
}
