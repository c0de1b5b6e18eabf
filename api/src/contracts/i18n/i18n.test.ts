import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latinToCyrillic } from './cyrillic.ts';
import { formatDayMonth, formatMonthYear, formatWeekday } from './dates.ts';
import { formatMessage } from './format.ts';
import { languageFromAcceptLanguage, negotiateLanguage, telegramLanguage } from './languages.ts';

describe('choosing the reader language', () => {
  it('reads Accept-Language by its q-values and knows only our three', () => {
    expect(languageFromAcceptLanguage('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(languageFromAcceptLanguage('en-US,uz-Cyrl;q=0.5,ru;q=0.4')).toBe('uz-Cyrl');
    expect(languageFromAcceptLanguage('en;q=1, uz;q=0.2')).toBe('uz');
    expect(languageFromAcceptLanguage('de, en')).toBeNull();
    expect(languageFromAcceptLanguage('ru;q=0')).toBeNull();
  });

  it('an explicit choice beats the cookie, which beats the header', () => {
    expect(negotiateLanguage({ explicit: 'uz-Cyrl', cookie: 'ru', acceptLanguage: 'uz' })).toBe('uz-Cyrl');
    expect(negotiateLanguage({ explicit: 'xx', cookie: 'ru', acceptLanguage: 'uz' })).toBe('ru');
    expect(negotiateLanguage({ acceptLanguage: 'ru' })).toBe('ru');
    expect(negotiateLanguage({})).toBe('uz');
  });

  it("Telegram's language_code until the person picks one", () => {
    expect(telegramLanguage(null, 'ru')).toBe('ru');
    expect(telegramLanguage(null, 'uz')).toBe('uz');
    expect(telegramLanguage(null, 'en')).toBe('uz');
    expect(telegramLanguage('uz-Cyrl', 'uz')).toBe('uz-Cyrl');
  });
});

describe('formatting', () => {
  const day = new Date('2026-11-23T10:00:00Z');

  it('writes dates, weekdays and months as each language does', () => {
    expect([formatDayMonth('uz', day), formatDayMonth('uz-Cyrl', day), formatDayMonth('ru', day)]).toEqual([
      '23-noyabr',
      '23-ноябр',
      '23 ноября',
    ]);
    expect(formatWeekday('ru', day)).toBe('Понедельник');
    expect(formatWeekday('uz-Cyrl', day)).toBe('Душанба');
    expect(formatMonthYear('ru', day)).toBe('Ноябрь 2026');
  });

  it("ICU plurals follow each language's rules", () => {
    const message = '{count, plural, one {# запись} few {# записи} many {# записей} other {# записи}}';
    expect([1, 3, 5, 21].map((count) => formatMessage('ru', message, { count }))).toEqual([
      '1 запись',
      '3 записи',
      '5 записей',
      '21 запись',
    ]);
    expect(formatMessage('uz', "{name}, {count} ta bo'sh vaqt", { name: 'Aziz', count: 2 })).toBe("Aziz, 2 ta bo'sh vaqt");
  });
});

describe('Uzbek Cyrillic from the canonical Latin', () => {
  it('follows the official letter correspondence', () => {
    expect(latinToCyrillic("Ma'lumotlar noto'g'ri kiritildi")).toBe('Маълумотлар нотўғри киритилди');
    expect(latinToCyrillic("Farqi yo'q")).toBe('Фарқи йўқ');
    expect(latinToCyrillic('Shu yerda yozilish')).toBe('Шу ерда ёзилиш');
    expect(latinToCyrillic('Ehtiyot bo‘ling, Sentyabr')).toBe('Эҳтиёт бўлинг, Сентябр');
  });

  it('leaves placeholders, brand names and links as they are, and converts plural branches', () => {
    expect(latinToCyrillic("Telegram orqali to'lash: {amount} UZS")).toBe('Telegram орқали тўлаш: {amount} UZS');
    expect(latinToCyrillic('{n, plural, one {# ta usta} other {# ta usta}}')).toBe('{n, plural, one {# та уста} other {# та уста}}');
    expect(latinToCyrillic('Havola: https://qabul.uz/demo')).toBe('Ҳавола: https://qabul.uz/demo');
  });

  it('never leaves a Latin letter outside what it keeps', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z' ]{0,40}$/), (text) => {
        expect(latinToCyrillic(text)).not.toMatch(/[a-z]/);
      }),
    );
  });
});
