import { describe, expect, it } from 'vitest';
import type { Language } from '../../src/contracts/i18n/languages.ts';
import { formatBookingDate } from '../../src/contracts/i18n/dates.ts';
import { composeCard } from '../../src/features/notifications/card-view.ts';
import { composeNotice } from '../../src/features/notifications/compose.ts';
import { chatDayLabel } from '../../src/features/telegram/chat-language.ts';
import { sampleNotice } from './support/sample-notice.ts';

/** The sample booking is on Tuesday 1 December 2026, 10:00 in Tashkent; "now" is a week before it. */
const now = new Date('2026-11-24T10:00:00Z').getTime();
const links = { publicUrl: 'https://qabul.uz', miniAppUrl: 'https://qabul.uz/miniapp/' };
const notice = (language: Language, recipient: 'client' | 'provider' = 'client') =>
  sampleNotice({ recipient, kind: 'booking_confirmed', language, reserveFeePaid: null });

describe('a booking’s date in a notice, in its reader’s language', () => {
  const cases: Array<[Language, string, string, string]> = [
    ['uz', '📅 Sana: 1-dekabr, seshanba', '1-dekabr, seshanba', '1-dekabr, 10:00'],
    ['uz-Cyrl', '📅 Сана: 1-декабр, сешанба', '1-декабр, сешанба', '1-декабр, 10:00'],
    ['ru', '📅 Дата: 1 декабря, вторник', '1 декабря, вторник', '1 декабря, 10:00'],
  ];

  it.each(cases)(
    '%s: the Telegram card, the e-mail’s lines, its subject and the calendar file',
    (language, cardLine, mailValue, subjectTail) => {
      const card = composeCard(notice(language), 'k'.repeat(16), links, now).text;
      expect(card).toContain(cardLine);
      expect(card).not.toMatch(/\d{2}\.\d{2}\.\d{4}/);
      const composed = composeNotice(notice(language), 'https://qabul.uz', now);
      expect(composed.mail.text).toContain(mailValue);
      expect(composed.mail.html).toContain(`<b>${mailValue}</b>`);
      expect(composed.mail.subject.endsWith(subjectTail)).toBe(true);
      expect(composed.mail.calendar?.content.replace(/\r\n /g, '').replace(/\\,/g, ',')).toContain(mailValue);
      const provider = composeNotice(notice(language, 'provider'), 'https://qabul.uz', now);
      expect(provider.telegram.text).toContain(cardLine);
    },
  );

  it('the review question and the provider’s “did they come” notice write the day the same way', () => {
    const asked = composeNotice({ ...notice('ru'), kind: 'review_request' }, 'https://qabul.uz', now);
    expect(asked.telegram.text).toContain('1 декабря');
    const over = composeNotice({ ...notice('uz-Cyrl', 'provider'), kind: 'visit_over' }, 'https://qabul.uz', now);
    expect(over.telegram.text).toContain('1-декабр');
  });

  it('names the year only when the day is not in the current year of the reader’s zone', () => {
    const january = new Date('2027-01-03T05:00:00Z');
    expect(formatBookingDate('uz', january, { timeZone: 'Asia/Tashkent', now })).toBe('3-yanvar 2027');
    expect(formatBookingDate('ru', january, { timeZone: 'Asia/Tashkent', now, weekday: 'long' })).toBe('3 января 2027 г., воскресенье');
    expect(formatBookingDate('uz-Cyrl', january, { timeZone: 'Asia/Tashkent', now: january })).toBe('3-январ');
    // New Year's Eve in UTC is already the new year in Tashkent: the reader's zone decides both the day and the year.
    const eve = new Date('2026-12-31T20:00:00Z');
    expect(formatBookingDate('uz', eve, { timeZone: 'Asia/Tashkent', now })).toBe('1-yanvar 2027');
    expect(formatBookingDate('uz', eve, { timeZone: 'UTC', now })).toBe('31-dekabr');
  });

  it('a chat day button keeps its short weekday, a title the long one', () => {
    expect(chatDayLabel('uz', '2026-11-27', 'short', now)).toBe('27-noyabr, Jum');
    expect(chatDayLabel('ru', '2026-11-27', 'long', now)).toBe('27 ноября, пятница');
    expect(chatDayLabel('uz-Cyrl', '2027-01-01', 'long', now)).toBe('1-январ 2027, жума');
  });
});
