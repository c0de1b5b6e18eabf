import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { auth as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { useTelegramBotId } from '../../../lib/app-config.ts';
import { forgetTelegramLoginResult, readTelegramLoginResult, telegramLoginUrl } from '../../../lib/telegram-login.ts';
import { toastError } from '../../../lib/toast.ts';
import { useTelegramSignIn } from '../api/telegram-sign-in.ts';
import { landingAfterSignIn } from '../model/after-sign-in.ts';
import { rememberNewOwner } from '../../../lib/new-owner.ts';
import styles from './auth.module.css';

/**
 * "Telegram orqali kirish": Telegram's own sign-in page, which comes back here with its signed answer in the
 * fragment; this posts it once and goes where a sign-in leads (a new account: on to its setup). Shown only where
 * the deployment has a bot. `onFinishing` keeps /auth's "already signed in" redirect out of the way meanwhile.
 */
export function TelegramSignIn({ label, onFinishing }: { label: string; onFinishing: () => void }) {
  const botId = useTelegramBotId();
  const navigate = useNavigate();
  const signIn = useTelegramSignIn();
  const posted = useRef(false);

  useEffect(() => {
    const answer = readTelegramLoginResult(window.location.hash);
    forgetTelegramLoginResult();
    if (!answer || posted.current) return;
    posted.current = true;
    onFinishing();
    signIn.mutate(answer, {
      onSuccess: (account) => {
        if (account.registered) rememberNewOwner(account.id);
        navigate(landingAfterSignIn(account), { replace: true });
      },
      onError: (error) => toastError(error, t.telegramError),
    });
  }, [signIn, navigate, onFinishing]);

  if (signIn.isPending) {
    return (
      <p className={styles.telegramPending} role="status">
        <span className="spinner spinner-inline" aria-hidden="true" /> {t.telegramSigningIn}
      </p>
    );
  }
  if (!botId) return null;
  // Back to /auth (the register tab stays as chosen): the answer is read there, by this component.
  const back = `${paths.auth}${window.location.search}`;
  return (
    <a className={`btn btn-lg btn-block ${styles.telegram}`} href={telegramLoginUrl(botId, window.location.origin, back)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path
          fill="currentColor"
          d="M21.94 4.66 18.9 19.04c-.23 1-.83 1.25-1.67.78l-4.63-3.41-2.23 2.15c-.25.25-.45.45-.93.45l.33-4.72 8.6-7.77c.37-.33-.08-.52-.58-.19L7.16 13.02 2.6 11.6c-.99-.31-1.01-.99.21-1.47l17.8-6.86c.83-.3 1.55.2 1.33 1.39Z"
        />
      </svg>
      {label}
    </a>
  );
}
