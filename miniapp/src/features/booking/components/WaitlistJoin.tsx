import { type IsoDate, errorText } from '@qabul/web/booking-kit';
import { useState } from 'react';
import { miniText as t } from '../../../config/messages/index.ts';
import { haptic } from '../../../lib/telegram-controls.ts';
import { askForPhone } from '../api/ask-phone.ts';
import { joinWaitlist } from '../api/join-waitlist.ts';

/**
 * "Navbatga yozilish" on a full day, in one tap: the name comes from Telegram and the phone the bot knows (else
 * Telegram's own dialog, else typed, as in the booking). The offer then comes to this person's chat.
 */
export function WaitlistJoin({
  serviceId,
  date,
  staffId,
  name,
  knownPhone,
  onPhone,
}: {
  serviceId: number;
  date: IsoDate;
  staffId: string | null;
  name: string;
  /** The phone already known (shared earlier, or the server's answer once it is in). */
  knownPhone: () => Promise<string | null>;
  onPhone: (phone: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState(false);
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const join = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    let phone = (typing ? typed.trim() : null) || (await knownPhone());
    if (!phone) {
      phone = await askForPhone();
      if (phone) onPhone(phone);
      else {
        // Declined or unavailable: the phone is typed instead.
        setTyping(true);
        setBusy(false);
        return;
      }
    }
    try {
      await joinWaitlist({ serviceId, date, staffId, name, phone });
      haptic.success();
      setJoined(true);
    } catch (caught) {
      haptic.error();
      setError(errorText(caught, t.waitlistError));
    } finally {
      setBusy(false);
    }
  };

  if (joined) {
    return (
      <p className="notice notice-success" role="status">
        {t.waitlistJoined}
      </p>
    );
  }
  return (
    <section className="form-stack" aria-label={t.waitlistTitle}>
      <p>{t.waitlistText}</p>
      {typing && (
        <label className="field">
          <span className="field-label">{t.waitlistPhone}</span>
          <input className="input" type="tel" inputMode="tel" autoComplete="tel" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </label>
      )}
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void join()}>
        {busy ? t.waitlistSending : t.waitlistButton}
      </button>
    </section>
  );
}
