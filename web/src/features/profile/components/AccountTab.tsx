import { LIMITS, ProfileUpdate, TIMEZONES, uz } from '@qabul/api/schemas';
import { type ChangeEvent, useId } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import { Badge } from '../../../components/ui/Misc.tsx';
import { common, profilePage as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { displayName, initials, useLogout } from '../../../lib/auth.ts';
import { formatTimestampDate } from '../../../lib/dates.ts';
import { textFor } from '../../../lib/i18n/text-for.ts';
import { schemaMessage, useSchemaForm } from '../../../lib/form.ts';
import { useNavigation } from '../../../lib/navigation.tsx';
import { toastError, toastErrorText, toastSuccess } from '../../../lib/toast.ts';
import type { User } from '../../../lib/types.ts';
import { useUpdateProfile, useUploadAvatar } from '../api/profile-writes.ts';
import { ProfileLanguage } from './ProfileLanguage.tsx';
import styles from './profile.module.css';

/** Read at render: the zones' names follow the active language. */
const timezoneOptions = () => TIMEZONES.map((zone) => ({ value: zone, label: textFor(t.timezones, zone) ?? zone }));

export function AccountTab({ user }: { user: User }) {
  const { navigate } = useNavigation();
  const logout = useLogout(() => navigate(paths.home));
  const upload = useUploadAvatar();
  const update = useUpdateProfile();
  const fileId = useId();
  const form = useSchemaForm(ProfileUpdate, {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    username: user.username,
    email: user.email ?? user.pendingEmail ?? '',
    timezone: user.timezone,
  });
  const { field } = form;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Checked here to save a useless upload; the server checks again.
    if (!file.type.startsWith('image/')) return toastErrorText(schemaMessage(uz.upload.notImage));
    if (file.size > LIMITS.profileImageMaxBytes) return toastErrorText(schemaMessage(uz.upload.tooLarge));
    upload.mutate(file, {
      onSuccess: () => toastSuccess(t.avatarUpdated),
      onError: (error) => toastError(error, t.avatarError),
    });
  };

  return (
    <div className="stack-lg">
      <section className={`card ${styles.identity}`} aria-label={displayName(user)}>
        <div className={styles.avatarWrap}>
          {user.profileImageUrl ? (
            <img className={styles.avatar} src={user.profileImageUrl} alt="" width={88} height={88} />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {initials(user)}
            </span>
          )}
          <input id={fileId} type="file" accept="image/*" className="sr-only" onChange={onFile} disabled={upload.isPending} />
          <label htmlFor={fileId} className="btn btn-secondary btn-sm" aria-disabled={upload.isPending}>
            {upload.isPending ? t.avatarUploading : t.avatarChange}
          </label>
        </div>
        <div className={styles.identityText}>
          <h2 className={styles.name}>{displayName(user)}</h2>
          <div className="row">
            <Badge tone="brand">{t.roles[user.role]}</Badge>
            {user.telegramLinked && <Badge tone="success">{t.telegramLinked}</Badge>}
          </div>
          <p className="muted">@{user.username}</p>
          <p className="muted">{user.email}</p>
          <p className="muted">{t.registered({ date: formatTimestampDate(user.createdAt, user.timezone) })}</p>
          <div>
            <Button variant="secondary" size="sm" onClick={() => logout.mutate()} loading={logout.isPending}>
              {t.signOut}
            </Button>
          </div>
        </div>
      </section>

      {/* The dashboard's language, saved to the profile: every message to this provider is written in it. */}
      <section className="card stack" aria-labelledby="profile-language">
        <h2 id="profile-language" className="card-title">
          {common.language}
        </h2>
        <ProfileLanguage user={user} />
      </section>

      <section className="card" aria-labelledby="profile-edit">
        <h2 id="profile-edit" className="card-title">
          {t.editTitle}
        </h2>
        <form
          className="form-stack"
          noValidate
          onSubmit={form.handleSubmit((body) =>
            update.mutate(body, {
              onSuccess: () => toastSuccess(t.profileUpdated),
              onError: form.onSubmitError(t.profileError),
            }),
          )}
        >
          <div className="grid-2">
            <TextField label={t.firstName} autoComplete="given-name" {...field('firstName')} />
            <TextField label={t.lastName} autoComplete="family-name" {...field('lastName')} />
          </div>
          <TextField
            label={t.username}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...field('username')}
            hint={t.usernameHint}
          />
          <TextField label={t.email} type="email" autoComplete="email" {...field('email')} />
          <SelectField label={t.timezone} options={timezoneOptions()} {...field('timezone')} />
          <div>
            <Button type="submit" loading={update.isPending}>
              {t.save}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
