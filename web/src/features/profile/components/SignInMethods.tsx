import { emailField, LIMITS, uz } from '@qabul/api/schemas';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { Badge } from '../../../components/ui/Misc.tsx';
import { signInMethods as t } from '../../../config/messages.ts';
import { useTelegramBotId } from '../../../lib/app-config.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { forgetTelegramLoginResult, readTelegramLoginResult, telegramLoginUrl } from '../../../lib/telegram-login.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import type { User } from '../../../lib/types.ts';
import { useAddCredentials, useLinkTelegram } from '../api/sign-in-methods.ts';

/** What the account says of its sign-in ways (the fields a Telegram sign-in brought). */
type Account = User & { hasPassword?: boolean; telegramSignIn?: boolean; telegramUsername?: string | null; pendingEmail?: string | null };

const m = uz.validation;
const newPassword = z.string().min(LIMITS.passwordChangeMin, m.passwordMin8).max(LIMITS.passwordMax, m.tooLong);
const withEmail = z
  .object({ email: emailField, password: newPassword, confirmPassword: z.string() })
  .refine((body) => body.password === body.confirmPassword, { message: m.newPasswordsMismatch, path: ['confirmPassword'] });
const passwordOnly = z
  .object({ email: z.string(), password: newPassword, confirmPassword: z.string() })
  .refine((body) => body.password === body.confirmPassword, { message: m.newPasswordsMismatch, path: ['confirmPassword'] });

/**
 * "Telegram orqali kirish" on the profile: linked (and as whom), or the button to Telegram's page, which comes back
 * here with its signed answer to link; and for an account with no password yet, an e-mail and a password to add.
 */
export function SignInMethods({ user }: { user: User }) {
  const account = user as Account;
  const botId = useTelegramBotId();
  const link = useLinkTelegram();
  const add = useAddCredentials();
  const posted = useRef(false);
  const needsEmail = !account.email && !account.pendingEmail;
  const form = useSchemaForm(needsEmail ? withEmail : passwordOnly, { email: '', password: '', confirmPassword: '' });

  useEffect(() => {
    const answer = readTelegramLoginResult(window.location.hash);
    forgetTelegramLoginResult();
    if (!answer || posted.current) return;
    posted.current = true;
    link.mutate(answer, { onSuccess: () => toastSuccess(t.telegramDone), onError: (error) => toastError(error, t.telegramError) });
  }, [link]);

  return (
    <>
      <section className="card stack" aria-labelledby="telegram-sign-in">
        <h2 id="telegram-sign-in" className="card-title">
          {t.telegramTitle}
        </h2>
        {account.telegramSignIn ? (
          <Badge tone="success">{t.telegramLinked({ name: account.telegramUsername ? `@${account.telegramUsername}` : 'Telegram' })}</Badge>
        ) : (
          <>
            <p className="muted">{t.telegramText}</p>
            {botId && (
              <div>
                <a
                  className="btn btn-secondary"
                  aria-busy={link.isPending || undefined}
                  href={telegramLoginUrl(botId, window.location.origin, '/user/profile?tab=security')}
                >
                  {t.telegramConnect}
                </a>
              </div>
            )}
          </>
        )}
      </section>
      {account.hasPassword === false && (
        <section className="card" aria-labelledby="add-credentials">
          <h2 id="add-credentials" className="card-title">
            {t.credentialsTitle}
          </h2>
          <p className="muted">{t.credentialsText}</p>
          {account.pendingEmail && <p>{t.pending({ email: account.pendingEmail })}</p>}
          <form
            className="form-stack"
            noValidate
            onSubmit={form.handleSubmit(({ email, password }) =>
              add.mutate(
                { ...(needsEmail ? { email } : {}), password },
                { onSuccess: () => toastSuccess(t.saved), onError: form.onSubmitError(t.error) },
              ),
            )}
          >
            {needsEmail && <TextField label={t.email} type="email" inputMode="email" autoComplete="email" {...form.field('email')} />}
            <TextField label={t.password} hint={t.passwordHint} type="password" autoComplete="new-password" {...form.field('password')} />
            <TextField label={t.confirmPassword} type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
            <div>
              <Button type="submit" loading={add.isPending}>
                {t.save}
              </Button>
            </div>
          </form>
        </section>
      )}
    </>
  );
}
