import type { Language } from '../../../src/contracts/i18n/languages.ts';
import type { BusinessFace, Notification } from '../../../src/features/notifications/notification-data.ts';

/** A notice as the outbox reads it, for composing without a database: Dilnoza's booking with Aziz on 1 December. */
export function sampleNotice(options: {
  recipient: 'client' | 'provider';
  kind: string;
  language?: Language;
  reserveFeePaid: number | null;
  clientTimezone?: string;
  /** The business as its clients know it; absent, as in a snapshot kept before businesses had a profile. */
  business?: BusinessFace;
}): Notification {
  return {
    id: '1',
    bookingId: '8d0f2f7e-8a1c-4c56-9a51-6f9b6f1c2a10',
    recipient: options.recipient,
    kind: options.kind,
    language: options.language ?? 'uz',
    attempts: 0,
    onlyChannel: null,
    booking: {
      status: options.kind === 'booking_cancelled' ? 'cancelled' : 'confirmed',
      date: '2026-12-01',
      timeSlot: '10:00',
      start: new Date('2026-12-01T05:00:00Z'),
      end: new Date('2026-12-01T05:30:00Z'),
      clientTimezone: options.clientTimezone ?? 'Asia/Tashkent',
      name: 'Dilnoza Yusupova',
      phone: '+998 90 123 45 67',
      email: 'dilnoza@example.uz',
      telegramUsername: null,
      notes: null,
      meetingAddress: null,
      isOnlineMeeting: false,
      meetingLink: null,
      confirmationNumber: 'QB-123456',
      clientToken: 'token',
      reserveFeePaid: options.reserveFeePaid,
    },
    serviceName: 'Soch olish',
    provider: { id: 'p', username: 'aziz', name: 'Aziz Karimov', email: 'aziz@example.uz', timezone: 'Asia/Tashkent' },
    chatId: 42,
    ...(options.business ? { business: options.business } : {}),
  };
}
