import { describe, expect, it } from 'vitest';
import { composeNotice } from '../../src/features/notifications/compose.ts';
import { sampleNotice } from './support/sample-notice.ts';

const cancelNotice = (recipient: 'client' | 'provider', reserveFeePaid: number | null) =>
  sampleNotice({ recipient, kind: 'booking_cancelled', reserveFeePaid });

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
