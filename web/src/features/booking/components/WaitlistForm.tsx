import type { BookingWindowRules } from '@qabul/api/schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { waitlistForm as t } from '../../../config/messages.ts';
import { errorText } from '../../../lib/api-client.ts';
import type { IsoDate } from '../../../lib/dates.ts';
import type { Slot } from '../../../lib/types.ts';
import { isFullDay } from '../model/booking-rules.ts';
import { useBookingWindow } from '../model/closed-days.ts';
import { useJoinWaitlist, useLeaveWaitlist, type WaitlistPlace } from '../api/join-waitlist.ts';

/**
 * "Navbatga yozilish": on a day with no free time, a client leaves their name and a way to reach them; when time
 * frees up that day everyone waiting hears at once and the first to book wins.
 */
export function WaitlistForm({
  serviceId,
  date,
  staffId,
  day,
}: {
  serviceId: number;
  date: IsoDate;
  staffId?: string | null;
  /** The day's list and the service's rules: only a full day (its times all taken) has a waitlist to join. */
  day: { slots: readonly Slot[] | undefined; rules: BookingWindowRules; providerTimezone: string; today: IsoDate };
}) {
  const bookingWindow = useBookingWindow(day.rules, day.providerTimezone, day.today);
  if (!isFullDay(day.slots, bookingWindow)) return null;
  return <JoinForm serviceId={serviceId} date={date} staffId={staffId} />;
}

function JoinForm({ serviceId, date, staffId }: { serviceId: number; date: IsoDate; staffId?: string | null }) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [telegramUsername, setTelegram] = useState('');
  const [email, setEmail] = useState('');
  const [place, setPlace] = useState<WaitlistPlace | null>(null);
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  if (place) {
    return (
      <div className="empty-state" role="status">
        <p className="empty-text">{t.done}</p>
        <Button
          variant="secondary"
          size="sm"
          loading={leave.isPending}
          onClick={() => leave.mutate(place, { onSuccess: () => setPlace(null) })}
        >
          {t.leave}
        </Button>
      </div>
    );
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    join.mutate(
      { serviceId, date, staffId: staffId ?? null, name, phone, telegramUsername: telegramUsername || null, email: email || null },
      { onSuccess: setPlace },
    );
  };
  return (
    <form className="form-stack" aria-label={t.title} onSubmit={submit}>
      <h3>{t.title}</h3>
      <p>{t.text}</p>
      <TextField label={t.name} value={name} onChange={setName} autoComplete="name" required />
      <TextField label={t.phone} type="tel" inputMode="tel" value={phone} onChange={setPhone} autoComplete="tel" required />
      <TextField label={t.telegram} value={telegramUsername} onChange={setTelegram} hint={t.telegramHint} optional />
      <TextField label={t.email} type="email" value={email} onChange={setEmail} autoComplete="email" optional />
      {join.isError && (
        <p className="form-alert" role="alert">
          {errorText(join.error, t.error)}
        </p>
      )}
      <Button type="submit" loading={join.isPending}>
        {t.submit}
      </Button>
    </form>
  );
}
