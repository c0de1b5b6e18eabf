import { LANGUAGES, leafPaths, atPath } from '@qabul/i18n';
import { messageArguments } from '@qabul/i18n/format';
import { describe, expect, it } from 'vitest';
import { botTexts, fill } from './messages.ts';

const paths = leafPaths(botTexts.uz);

describe('the bot’s catalogue', () => {
  it('has the same texts in every language, each valid ICU with the same placeholders as the Uzbek', () => {
    for (const language of LANGUAGES) expect(leafPaths(botTexts[language])).toEqual(paths);
    for (const path of paths) {
      const canonical = messageArguments(atPath(botTexts.uz, path) as string);
      for (const language of LANGUAGES) {
        const text = atPath(botTexts[language], path) as string;
        expect(() => messageArguments(text), `${language} ${path}`).not.toThrow();
        expect(messageArguments(text), `${language} ${path}`).toEqual(canonical);
      }
    }
  });

  it('keeps every text as written: apostrophes, HTML tags and braces-free lines come out unchanged', () => {
    for (const language of LANGUAGES)
      for (const path of paths) {
        const text = atPath(botTexts[language], path) as string;
        const names = messageArguments(text);
        if (names.includes('count')) continue;
        const values = Object.fromEntries(names.map((name) => [name, `[${name}]`]));
        // Each placeholder replaced by its value, everything else (o'zi, <b>, «») exactly as the catalogue has it.
        expect(fill(language, text, values), `${language} ${path}`).toBe(text.replace(/\{(\w+)\}/g, '[$1]'));
      }
  });

  it('escapes people’s words for Telegram’s HTML and leaves ICU syntax in them alone', () => {
    expect(fill('uz', botTexts.uz.openBooking, { provider: "<Aziz> & O'g'il {x} '{y}'" })).toBe(
      "<b>&lt;Aziz&gt; &amp; O'g'il {x} '{y}'</b> bilan uchrashuvga yozilish: Mini Appda oching yoki shu yerning o'zida yoziling.",
    );
  });

  it('counts bookings with each language’s plural forms', () => {
    const today = (language: (typeof LANGUAGES)[number], count: number) =>
      fill(language, botTexts[language].todayTitle, { date: '24-noyabr', count });
    expect(today('uz', 1)).toBe('<b>Bugungi qabullar (24-noyabr): 1 ta</b>');
    expect(today('uz-Cyrl', 3)).toBe('<b>Бугунги қабуллар (24-noyabr): 3 та</b>');
    expect([1, 2, 5, 21].map((count) => today('ru', count))).toEqual([
      '<b>Записи на сегодня (24-noyabr): 1 запись</b>',
      '<b>Записи на сегодня (24-noyabr): 2 записи</b>',
      '<b>Записи на сегодня (24-noyabr): 5 записей</b>',
      '<b>Записи на сегодня (24-noyabr): 21 запись</b>',
    ]);
    expect(fill('ru', botTexts.ru.upcomingTitle, { count: 12 })).toBe('<b>Ваши предстоящие записи (12 записей)</b>');
  });
});
