import { describe, expect, it } from 'vitest';
import { composeNotice } from '../../src/features/notifications/compose.ts';
import type { Notification } from '../../src/features/notifications/notification-data.ts';

function cancelNotice(recipient: 'client' | 'provider', reserveFeePaid: number | null): Notification {
  return {
    id: '1',
    bookingId: '8d0f2f7e-8a1c-4c56-9a51-6f9b6f1c2a10',
    recipient,
    kind: 'booking_cancelled',
    language: 'uz',
    attempts: 0,
    onlyChannel: null,
    booking: {
      status: 'cancelled',
      date: '2026-12-01',
      timeSlot: '10:00',
      start: new Date('2026-12-01T05:00:00Z'),
      end: new Date('2026-12-01T05:30:00Z'),
      clientTimezone: 'Asia/Tashkent',
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
      reserveFeePaid,
    },
    serviceName: 'Soch olish',
    provider: { id: 'p', username: 'aziz', name: 'Aziz Karimov', email: 'aziz@example.uz', timezone: 'Asia/Tashkent' },
    chatId: 42,
  };
}

describe('the Telegram cancel notice of a prepaid booking', () => {
  it('tells the client the fee is not returned by itself and whom to ask, and the provider that it is theirs to settle', () => {
    const client = composeNotice(cancelNotice('client', 5_000_000), 'https://qabul.uz').telegram.text;
    expect(client).toContain(
      "Oldindan to'lov (50 000 so'm) avtomatik qaytarilmaydi. Qaytarish bo'yicha mutaxassis bilan bog'laning: aziz@example.uz.",
    );
    const provider = composeNotice(cancelNotice('provider', 5_000_000), 'https://qabul.uz').telegram.text;
    expect(provider).toContain("Mijoz 50 000 so'm oldindan to'lagan. Qabul uni avtomatik qaytarmaydi");
  });

  it('says nothing about money when no fee was paid', () => {
    const text = composeNotice(cancelNotice('client', null), 'https://qabul.uz').telegram.text;
    expect(text).not.toContain("to'l");
  });
});
