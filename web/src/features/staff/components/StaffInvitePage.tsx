import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { Notice } from '../../../components/ui/Misc.tsx';
import { staffInvite as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { call, errorText } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/auth.ts';

/**
 * /auth/staff-invite?token=: where a master's invitation opens. Signed in (or after registering and opening the link
 * again), one click accepts it; from then on the account signs in to the master's own view.
 */
export function StaffInvitePage() {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const user = useUser();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => call('POST /api/staff/invitations/accept', { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });

  return (
    <div className="container stack">
      <h1>{t.title}</h1>
      {accept.isSuccess ? (
        <div role="status" className="stack">
          <Notice tone="success" title={t.done}>
            {accept.data.name}
          </Notice>
          <ButtonLink to={paths.calendar}>{t.toDay}</ButtonLink>
        </div>
      ) : !token ? (
        <Notice tone="danger">{t.noToken}</Notice>
      ) : !user.data ? (
        <div className="stack">
          <p className="muted">{t.signInFirst}</p>
          <ButtonLink to={paths.auth}>{t.toSignIn}</ButtonLink>
        </div>
      ) : (
        <div className="stack">
          <p className="muted">{t.intro}</p>
          {accept.isError && (
            <div role="alert">
              <Notice tone="danger">{errorText(accept.error, t.failed)}</Notice>
            </div>
          )}
          <Button loading={accept.isPending} onClick={() => accept.mutate()}>
            {t.accept}
          </Button>
        </div>
      )}
    </div>
  );
}
