import { ButtonLink } from '../../../components/ui/Button.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Notice } from '../../../components/ui/Misc.tsx';
import { verifyEmail as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { errorText } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/auth.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import styles from './auth.module.css';

/**
 * /auth/verify-email?token=: where the e-mail's link opens. Opening it proves nothing by itself (mail scanners fetch
 * links); the owner's click posts the token.
 */
export function VerifyEmailPage() {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const user = useUser();
  const verify = useVerifyEmail();

  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="verify-email-title">
        <div className={styles.head}>
          <span className="brand-mark" aria-hidden="true">
            Q
          </span>
          <h1 id="verify-email-title" className={styles.title}>
            {t.title}
          </h1>
        </div>
        <div className={`${styles.panel} stack`}>
          {verify.isSuccess ? (
            <div role="status">
              <Notice tone="success" title={t.done}>
                {verify.data.email}
              </Notice>
            </div>
          ) : !token ? (
            <Notice tone="danger">{t.noToken}</Notice>
          ) : (
            <>
              <p className="muted">{t.intro}</p>
              {verify.isError && (
                <div role="alert">
                  <Notice tone="danger" title={t.failed}>
                    {errorText(verify.error, t.failed)}
                  </Notice>
                </div>
              )}
              <Button block size="lg" loading={verify.isPending} disabled={verify.isError} onClick={() => verify.mutate(token)}>
                {verify.isPending ? t.confirming : t.confirm}
              </Button>
            </>
          )}
          {(verify.isSuccess || verify.isError || !token) && (
            <ButtonLink to={user.data ? paths.home : paths.auth} variant="secondary" block>
              {user.data ? t.toHome : t.toSignIn}
            </ButtonLink>
          )}
        </div>
      </section>
    </div>
  );
}
