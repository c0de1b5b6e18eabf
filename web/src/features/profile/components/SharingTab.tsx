import { Notice } from '../../../components/ui/Misc.tsx';
import { common, profilePage as t } from '../../../config/messages.ts';
import { publicBookingPath } from '../../../config/routes.ts';
import { toast, toastError, toastErrorText } from '../../../lib/toast.ts';
import type { User } from '../../../lib/types.ts';
import { useBotUsername } from '../../../lib/app-config.ts';
import { rememberLinkShared } from '../../../lib/link-shared.ts';
import styles from './profile.module.css';

async function copy(text: string, userId: string) {
  try {
    await navigator.clipboard.writeText(text);
    // Ticks the calendar's "share the link" first step.
    rememberLinkShared(userId);
    toast({ title: common.copied });
  } catch (error) {
    toastError(error, t.copyError);
  }
}

/** The provider's public link {origin}/{username} and the Mini App link t.me/<bot>?startapp=<username>. */
export function SharingTab({ user }: { user: User }) {
  const bot = useBotUsername();
  const username = user.username;
  const links = username
    ? [
        { id: 'public', label: t.publicLink, url: `${window.location.origin}${publicBookingPath(username)}` },
        ...(bot ? [{ id: 'miniapp', label: t.miniAppLink, url: `https://t.me/${bot}?startapp=${encodeURIComponent(username)}` }] : []),
      ]
    : [];

  return (
    <section className="card stack" aria-labelledby="profile-sharing">
      <h2 id="profile-sharing" className="card-title">
        {t.sharingTitle}
      </h2>
      <p className="muted">{t.sharingText}</p>
      {!username && <Notice tone="warning">{t.needUsername}</Notice>}
      {links.map((link) => (
        <div key={link.id} className={styles.linkRow}>
          <label className="field-label" htmlFor={`link-${link.id}`}>
            {link.label}
          </label>
          <div className={styles.linkControls}>
            <input id={`link-${link.id}`} className="input" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => (username ? void copy(link.url, user.id) : toastErrorText(t.needUsername))}
              aria-label={`${common.copy}: ${link.label}`}
            >
              {common.copy}
            </button>
            <a
              className="btn btn-secondary"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t.open}: ${link.label}`}
            >
              {t.open}
            </a>
          </div>
        </div>
      ))}
    </section>
  );
}
