import { Button } from '../../../components/ui/Button.tsx';
import { Notice } from '../../../components/ui/Misc.tsx';
import { verifyEmail as t } from '../../../config/messages.ts';
import type { User } from '../../../lib/types.ts';
import { toastError } from '../../../lib/toast.ts';
import { useResendVerification } from '../api/verify-email.ts';

/** The dashboard's reminder while the provider's e-mail is unproven, with "send the link again". */
export function VerifyEmailBanner({ user }: { user: User }) {
  const resend = useResendVerification();
  // The address waiting for its link: one being added (an account made with Telegram), else the account's own unproven one.
  const address = user.pendingEmail ?? (user.emailVerified ? null : user.email);
  if (!address) return null;
  return (
    <section className="container" aria-label={t.bannerTitle} style={{ marginTop: 16 }}>
      <Notice tone="warning" title={t.bannerTitle}>
        <p style={{ margin: '0 0 8px' }}>{t.bannerText({ email: address })}</p>
        {resend.isSuccess ? (
          <p role="status" style={{ margin: 0 }}>
            {resend.data.message}
          </p>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            loading={resend.isPending}
            onClick={() => resend.mutate(undefined, { onError: (error) => toastError(error, t.resendError) })}
          >
            {resend.isPending ? t.resending : t.resend}
          </Button>
        )}
      </Notice>
    </section>
  );
}
