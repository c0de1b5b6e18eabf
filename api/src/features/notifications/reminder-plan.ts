/**
 * Which reminder_schedules rows a booking event creates. Notifications ("booking_created", ...) are due
 * at once; the dispatcher sends them like reminders, so they survive crashes and are sent once.
 */
/**
 * `meet_link`: the Google Meet link, when it came after the client's confirmation had gone. `booking_card`: the
 * client's living card shows the booking as it is now (a change with nothing else to announce, e.g. "Kelaman");
 * `card_over`: the same at the booking's end, when the card unpins and offers "Yana yozilish" (ADR 014).
 * `client_confirmed`: the provider hears that the client said "Kelaman".
 */
export type ReminderKind =
  | '24h'
  | '1h'
  | 'booking_created'
  | 'booking_confirmed'
  | 'booking_rescheduled'
  | 'booking_cancelled'
  | 'meet_link'
  | 'booking_card'
  | 'card_over'
  | 'client_confirmed';
export type Recipient = 'client' | 'provider';

export interface PlannedReminder {
  recipientType: Recipient;
  reminderType: ReminderKind;
  scheduledTime: Date;
}

const HOUR = 3_600_000;

/** The timed reminders: client 24 h and 1 h before, provider 1 h before; only those still ahead. */
export function timedReminders(start: number, now: number): PlannedReminder[] {
  const plan: Array<[Recipient, ReminderKind, number]> = [
    ['client', '24h', start - 24 * HOUR],
    ['client', '1h', start - HOUR],
    ['provider', '1h', start - HOUR],
  ];
  return plan
    .filter(([, , at]) => at > now)
    .map(([recipientType, reminderType, at]) => ({
      recipientType,
      reminderType,
      scheduledTime: new Date(at),
    }));
}

/** The immediate notice of an event: always to the client; to the provider when the client acted. */
export function eventNotices(kind: Extract<ReminderKind, `booking_${string}`>, byClient: boolean, now: number): PlannedReminder[] {
  const recipients: Recipient[] = byClient ? ['client', 'provider'] : ['client'];
  return recipients.map((recipientType) => ({
    recipientType,
    reminderType: kind,
    scheduledTime: new Date(now),
  }));
}

/** The client's card shows the booking as it is now; nothing else is announced (ADR 014). */
export function cardRefresh(now: number): PlannedReminder[] {
  return [{ recipientType: 'client', reminderType: 'booking_card', scheduledTime: new Date(now) }];
}
