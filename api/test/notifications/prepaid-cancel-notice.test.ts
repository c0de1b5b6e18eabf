import { describe, expect, it } from 'vitest';
import { composeNotice } from '../../src/features/notifications/compose.ts';
import type { BusinessFace } from '../../src/features/notifications/notification-data.ts';
import { sampleNotice } from './support/sample-notice.ts';

const business: BusinessFace = { name: 'Aziz Karimov', address: null, landmark: null, phone: '+998907654321', telegram: 'aziz_barber' };
const cancelNotice = (recipient: 'client' | 'provider', reserveFeePaid: number | null, face: typeof business | null = business) =>
  sampleNotice({ recipient, kind: 'booking_cancelled', reserveFeePaid, business: face ?? undefined });

describe('the Telegram cancel notice of a prepaid booking', () => {
  it('tells the client the fee is not returned by itself and whom to ask, and the provider that it is theirs to settle', () => {
    const client = composeNotice(cancelNotice('client', 5_000_000), 'https://qabul.uz').telegram.text;
    expect(client).toContain(
      "Oldindan to'lov (50 000 so'm) avtomatik qaytarilmaydi. Qaytarish bo'yicha Aziz Karimov bilan bog'laning: +998 90 765 43 21.",
    );
    // The owner's login e-mail is never the contact a client is given.
    expect(client).not.toContain('aziz@example.uz');
    const provider = composeNotice(cancelNotice('provider', 5_000_000), 'https://qabul.uz').telegram.text;
    expect(provider).toContain("Mijoz 50 000 so'm oldindan to'lagan. Qabul uni avtomatik qaytarmaydi");
  });

  it('names the business by its Telegram without a phone, by its name alone without either, never by e-mail', () => {
    const byTelegram = composeNotice(cancelNotice('client', 5_000_000, { ...business, phone: null }), 'https://qabul.uz');
    expect(byTelegram.telegram.text).toContain("Qaytarish bo'yicha Aziz Karimov bilan bog'laning: @aziz_barber.");
    const bare = composeNotice(cancelNotice('client', 5_000_000, { ...business, phone: null, telegram: null }), 'https://qabul.uz');
    expect(bare.telegram.text).toContain("Qaytarish bo'yicha Aziz Karimov bilan bog'laning.");
    // A snapshot kept before businesses had a profile names the provider it was written for.
    const old = composeNotice(cancelNotice('client', 5_000_000, null), 'https://qabul.uz');
    expect(old.telegram.text).toContain("Qaytarish bo'yicha Aziz Karimov bilan bog'laning.");
    for (const notice of [byTelegram, bare, old]) {
      expect(notice.telegram.text).not.toContain('aziz@example.uz');
      expect(notice.mail.text).not.toContain('aziz@example.uz');
      expect(notice.mail.calendar?.content).not.toContain('aziz@example.uz');
    }
  });

  it('says nothing about money when no fee was paid', () => {
    const text = composeNotice(cancelNotice('client', null), 'https://qabul.uz').telegram.text;
    expect(text).not.toContain("to'l");
  });
});
