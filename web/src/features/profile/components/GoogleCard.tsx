import { useEffect, useState } from 'react';
import { Button, ButtonAnchor } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/Dialog.tsx';
import { Badge } from '../../../components/ui/Misc.tsx';
import { Switch } from '../../../components/ui/Switch.tsx';
import { profilePage as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import type { User } from '../../../lib/types.ts';
import { useDisconnectGoogle, useGoogleCalendarSync } from '../api/google-writes.ts';

/** The profile's Google part: connect (a full page load through Google), calendar busy times, disconnect. */
export function GoogleCard({ user }: { user: User }) {
  const disconnect = useDisconnectGoogle();
  const sync = useGoogleCalendarSync();
  const [confirming, setConfirming] = useState(false);

  // Back from Google's consent: say it worked once, then drop the marker so a reload does not say it again.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('google') !== 'connected') return;
    toastSuccess(t.googleJustConnected);
    url.searchParams.delete('google');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, []);

  return (
    <section className="card stack" aria-labelledby="profile-google">
      <h2 id="profile-google" className="card-title">
        {t.googleTitle}
      </h2>
      {user.googleConnected ? (
        <>
          <div className="stack">
            <div>
              <Badge tone="success">{t.googleConnected}</Badge>
            </div>
            {user.googleEmail && <p className="muted">{t.googleAccount({ email: user.googleEmail })}</p>}
          </div>
          <Switch
            label={t.googleSync}
            hint={t.googleSyncHint}
            checked={Boolean(user.googleCalendarSync)}
            busy={sync.isPending}
            onChange={(enabled) =>
              sync.mutate(enabled, {
                onSuccess: () => toastSuccess(enabled ? t.googleSyncOn : t.googleSyncOff),
                onError: (error) => toastError(error, t.googleSyncError),
              })
            }
          />
          <div>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t.googleDisconnect}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="muted">{t.googleNotConnected}</p>
          <div>
            <ButtonAnchor href={paths.googleAuth} variant="secondary">
              {t.googleConnect}
            </ButtonAnchor>
          </div>
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title={t.googleDisconnectTitle}
          text={t.googleDisconnectText}
          confirmLabel={t.googleDisconnect}
          busy={disconnect.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            disconnect.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                toastSuccess(t.googleDisconnected);
              },
              onError: (error) => toastError(error, t.googleDisconnectError),
            })
          }
        />
      )}
    </section>
  );
}
