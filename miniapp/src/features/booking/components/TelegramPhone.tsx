import { bookingMessages, formatPhone } from '@qabul/web/booking-kit';
import { miniText as t } from '../../../config/messages/index.ts';
import styles from './booking-screen.module.css';

/**
 * Where the web form has its phone field, inside Telegram: the person's own number from Telegram, shown as people
 * read it, or one button that opens Telegram's "share your phone number" dialog. Nothing to type.
 */
export function TelegramPhone({ phone, asking, onShare }: { phone: string | null; asking: boolean; onShare: () => void }) {
  if (phone) {
    return (
      <div className="field" data-testid="telegram-phone">
        <span className="field-label">{bookingMessages.phone}</span>
        <p className={styles.phone}>{formatPhone(phone)}</p>
      </div>
    );
  }
  return (
    <div className="field">
      <span className="field-label">{bookingMessages.phone}</span>
      <button type="button" className="btn btn-outline btn-block" onClick={onShare} disabled={asking} aria-busy={asking || undefined}>
        {asking && <span className="spinner spinner-inline" aria-hidden="true" />}
        {asking ? t.askingPhone : t.sharePhone}
      </button>
      <p className="field-hint">{t.sharePhoneHint}</p>
    </div>
  );
}
