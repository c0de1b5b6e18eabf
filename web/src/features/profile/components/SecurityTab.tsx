import { PasswordChange } from '@qabul/api/schemas';
import { TelegramConnectCard } from '../../../components/TelegramConnectCard.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { profilePage as t } from '../../../config/messages.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import type { User } from '../../../lib/types.ts';
import { useChangePassword, useTelegramLinkToken } from '../api/profile-writes.ts';
import { GoogleCard } from './GoogleCard.tsx';
import { SignInMethods } from './SignInMethods.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SecurityTab({ user }: { user: User }) {
  const change = useChangePassword();
  const telegram = useTelegramLinkToken();
  const form = useSchemaForm(PasswordChange, EMPTY);
  const { field } = form;

  return (
    <div className="stack-lg">
      <SignInMethods user={user} />
      {/* An account with no password yet adds one above; there is nothing to change. */}
      {(user as User & { hasPassword?: boolean }).hasPassword !== false && (
        <section className="card" aria-labelledby="profile-password">
          <h2 id="profile-password" className="card-title">
            {t.passwordTitle}
          </h2>
          <form
            className="form-stack"
            noValidate
            onSubmit={form.handleSubmit((body) =>
              change.mutate(body, {
                onSuccess: () => {
                  toastSuccess(t.passwordChanged);
                  form.reset(EMPTY);
                },
                onError: form.onSubmitError(t.passwordError),
              }),
            )}
          >
            <TextField label={t.currentPassword} type="password" autoComplete="current-password" {...field('currentPassword')} />
            <TextField label={t.newPassword} type="password" autoComplete="new-password" {...field('newPassword')} />
            <TextField label={t.confirmPassword} type="password" autoComplete="new-password" {...field('confirmPassword')} />
            <div>
              <Button type="submit" loading={change.isPending}>
                {t.changePassword}
              </Button>
            </div>
          </form>
        </section>
      )}

      <TelegramConnectCard
        linked={user.telegramLinked}
        text={{ title: t.telegramTitle, text: t.telegramText, connect: t.telegramConnect, linked: t.telegramLinked }}
        pending={telegram.isPending}
        onConnect={() =>
          telegram.mutate(undefined, {
            onSuccess: ({ link }) => window.open(link, '_blank', 'noopener'),
            onError: (error) => toastError(error, t.telegramError),
          })
        }
      />

      <GoogleCard user={user} />
    </div>
  );
}
