import { describe, expect, it } from 'vitest';
import { atPath, leafPaths } from '../../src/contracts/i18n/catalogue.ts';
import type { Language } from '../../src/contracts/i18n/languages.ts';
import { formatMessage } from '../../src/contracts/i18n/format.ts';
import { fill } from '../../src/contracts/messages.uz.ts';
import { identityMessages as identityTexts } from '../../src/features/auth/messages.ts';
import { composeCard } from '../../src/features/notifications/card-view.ts';
import { composeNotice } from '../../src/features/notifications/compose.ts';
import { noticeTexts, reviewQuestionTexts } from '../../src/features/notifications/messages.ts';
import { toNotification } from '../../src/features/notifications/notification-data.ts';
import { reviewTexts } from '../../src/features/reviews/messages.ts';
import { telegramTexts } from '../../src/features/telegram/messages.ts';
import { planEndingMessages as planEndingTexts } from '../../src/features/payments/index.ts';
import { staffMessages as staffTexts } from '../../src/features/staff/messages.ts';
import { waitlistTexts } from '../../src/features/waitlist/messages.ts';
import { sampleNotice } from './support/sample-notice.ts';

const CATALOGUES = {
  noticeTexts,
  reviewQuestionTexts,
  waitlistTexts,
  reviewTexts,
  telegramTexts,
  identityTexts,
  staffTexts,
  planEndingTexts,
};

/** The ICU placeholders a message fills ({name}, {count, plural, ...}), sorted. */
const placeholders = (text: unknown) =>
  typeof text === 'string' ? [...new Set([...text.matchAll(/\{(\w+)[},]/g)].map((m) => m[1]))].sort() : [];

describe('the notice catalogues', () => {
  for (const [name, catalogues] of Object.entries(CATALOGUES)) {
    it(`${name}: the three languages have the same keys and the same placeholders per key`, () => {
      const paths = leafPaths(catalogues.uz);
      expect(paths.length).toBeGreaterThan(0);
      for (const language of ['uz-Cyrl', 'ru'] as const) {
        expect(leafPaths(catalogues[language])).toEqual(paths);
        for (const path of paths) {
          const text = atPath(catalogues[language], path);
          expect({ path, placeholders: placeholders(text) }).toEqual({ path, placeholders: placeholders(atPath(catalogues.uz, path)) });
          // Not left untranslated by mistake: a Russian text with letters is written in Cyrillic.
          if (
            language === 'ru' &&
            typeof text === 'string' &&
            /[a-z]{4}/i.test(
              text.replace(/\{\w+\}|Qabul|Telegram|Google Meet|Google|Mini App|[Ee]mail|Freemium|Payme|Click|\.ics|paysupport/g, ''),
            )
          )
            throw new Error(`${name}.${path} looks untranslated: ${text}`);
        }
      }
    });
  }
});

describe('the Uzbek (Latin) texts', () => {
  it('read exactly as before: the message format fills them as the old template filler did', () => {
    for (const catalogues of Object.values(CATALOGUES)) {
      for (const path of leafPaths(catalogues.uz)) {
        const text = atPath(catalogues.uz, path);
        if (typeof text !== 'string') continue;
        const values = Object.fromEntries(placeholders(text).map((name) => [name, `<${name} $& '1'>`]));
        expect(formatMessage('uz', text, values)).toBe(fill(text, values));
      }
    }
  });
});

/** A notice to `recipient` in `language`, whose client's own clock is Moscow's. */
const business = { name: 'Aziz Karimov', address: null, landmark: null, phone: '+998907654321', telegram: null };
const notice = (language: Language, recipient: 'client' | 'provider', kind: string, reserveFeePaid: number | null) =>
  sampleNotice({ recipient, kind, language, reserveFeePaid, clientTimezone: 'Europe/Moscow', business });

const links = { publicUrl: 'https://qabul.uz', miniAppUrl: 'https://qabul.uz/miniapp/' };
const now = new Date('2026-11-20T10:00:00Z').getTime();

describe('a paid booking in the reader’s language', () => {
  it('the card says the reserve fee is paid, with the language’s grouping and currency word', () => {
    const card = (language: Language) =>
      composeCard(notice(language, 'client', 'booking_confirmed', 5_000_000), 'k'.repeat(16), links, now).text;
    expect(card('uz')).toContain("💳 Oldindan to'lov: 50 000 so'm — to'langan");
    expect(card('ru')).toContain('💳 Предоплата: 50 000 сум — оплачено');
    expect(card('uz-Cyrl')).toContain('💳 Олдиндан тўлов: 50 000 сўм — тўланган');
    // The client's own clock is named in their language.
    expect(card('ru')).toContain('🕐 Время: 08:00 (по времени Europe/Moscow)');
    expect(card('uz')).toContain('🕐 Vaqt: 08:00 (Europe/Moscow vaqti)');
  });

  it('a cancel tells each side what becomes of the fee in their own language', () => {
    const client = composeNotice(notice('ru', 'client', 'booking_cancelled', 5_000_000), 'https://qabul.uz', now);
    expect(client.telegram.text).toContain(
      'Предоплата (50 000 сум) не возвращается автоматически. По поводу возврата свяжитесь с Aziz Karimov: +998 90 765 43 21.',
    );
    expect(client.mail.calendar?.filename).toBe('запись-отменена.ics');
    const provider = composeNotice(notice('uz-Cyrl', 'provider', 'booking_cancelled', 5_000_000), 'https://qabul.uz', now);
    expect(provider.telegram.text).toContain('Мижоз 50 000 сўм олдиндан тўлаган.');
    expect(provider.mail.subject).toBe('Qabul: Мижоз учрашувни бекор қилди — 1-декабр, 10:00');
  });
});

describe('a notice kept as a snapshot', () => {
  it('is sent in the language it was written for, on every retry; an older snapshot without one reads Uzbek', () => {
    const saved = JSON.parse(JSON.stringify(notice('ru', 'client', 'booking_cancelled', null)));
    const retried = toNotification({ id: 9, attempts: 3, snapshot: JSON.stringify(saved) });
    expect(retried.language).toBe('ru');
    expect(composeNotice(retried, 'https://qabul.uz', now).mail.subject).toContain('Ваша запись отменена');
    const { language: _dropped, ...older } = saved;
    const old = toNotification({ id: 10, attempts: 1, snapshot: older });
    expect(old.language).toBe('uz');
    expect(composeNotice(old, 'https://qabul.uz', now).mail.subject).toContain('Uchrashuvingiz bekor qilindi');
  });
});
