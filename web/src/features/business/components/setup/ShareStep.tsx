import { useState } from 'react';
import { Button, ButtonLink } from '../../../../components/ui/Button.tsx';
import { setup as t } from '../../../../config/messages.ts';
import { paths } from '../../../../config/routes.ts';
import { useUser } from '../../../../lib/auth.ts';
import { rememberLinkShared } from '../../../../lib/link-shared.ts';
import { toastErrorText, toastSuccess } from '../../../../lib/toast.ts';
import { useBusiness } from '../../api/get-business.ts';
import { shareLink } from '../../model/qr.ts';
import { QrCode } from './QrCode.tsx';
import { StepButtons } from './StepButtons.tsx';
import styles from './setup.module.css';

/**
 * Step 4: the page's link to copy or send in Telegram, and its QR code on a card that "Chop etish" prints alone
 * (the print stylesheet hides everything else) for the front desk.
 */
export function ShareStep({ onBack }: { onBack?: () => void }) {
  const user = useUser().data;
  const business = useBusiness().data;
  const [copied, setCopied] = useState(false);
  if (!user) return null;
  const link = shareLink(window.location.origin, user.username);
  const name = business?.name ?? user.username;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      rememberLinkShared(user.id);
      setCopied(true);
      toastSuccess(t.copied);
    } catch {
      toastErrorText(t.copyError);
    }
  };

  return (
    <div className="stack-lg">
      <p className="muted">{t.shareIntro}</p>
      <div className="card stack">
        <label className="field-label" htmlFor="setup-link">
          {t.link}
        </label>
        <div className={styles.linkRow}>
          <input id="setup-link" className="input" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          <Button variant={copied ? 'secondary' : 'primary'} onClick={() => void copy()}>
            {t.copy}
          </Button>
        </div>
        <a
          className="btn btn-secondary"
          href={`https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(name)}`}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => rememberLinkShared(user.id)}
        >
          {t.shareTelegram}
        </a>
      </div>
      <figure className={`card ${styles.poster}`} data-print="qr-poster">
        {business?.logo && <img className={styles.posterLogo} src={business.logo.url} alt="" width={64} height={64} />}
        <figcaption className={styles.posterName}>{name}</figcaption>
        <QrCode text={link} label={t.qrLabel({ name })} />
        <p className={styles.posterText}>{t.scanToBook}</p>
        <p className={styles.posterLink}>{link.replace(/^https?:\/\//, '')}</p>
      </figure>
      <StepButtons onBack={onBack}>
        <Button variant="secondary" onClick={() => window.print()}>
          {t.print}
        </Button>
        <ButtonLink to={paths.home}>{t.finish}</ButtonLink>
      </StepButtons>
    </div>
  );
}
