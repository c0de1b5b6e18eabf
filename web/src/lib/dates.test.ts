import { afterEach, describe, expect, it } from 'vitest';
import { setMessagesLanguage } from './i18n/localized.ts';
import { addTranslations } from './i18n/localized.ts';
import * as ru from '../config/messages/ru/index.ts';
import {
  formatDateLong,
  formatDateRange,
  formatDateShort,
  formatMonthTitle,
  formatTimestampDate,
  monthName,
  nowTimeIn,
  todayIn,
  weekdayIndex,
  weekdayNames,
} from './dates.ts';

afterEach(() => setMessagesLanguage('uz'));

describe('dates', () => {
  it("computes today in the provider's zone, not the browser's", () => {
    const lateEvening = new Date('2026-12-06T20:30:00Z'); // 01:30 on the 7th in Tashkent (UTC+5)
    expect(todayIn('Asia/Tashkent', lateEvening)).toBe('2026-12-07');
    expect(todayIn('Europe/London', lateEvening)).toBe('2026-12-06');
    expect(nowTimeIn('Asia/Tashkent', lateEvening)).toBe('01:30');
  });

  it('writes a span of days as short as it reads', () => {
    expect(formatDateRange('2026-12-07', '2026-12-13')).toBe('7–13-dekabr 2026');
    expect(formatDateRange('2026-11-30', '2026-12-06')).toBe('30-noyabr – 6-dekabr 2026');
    expect(formatDateRange('2026-12-28', '2027-01-03')).toBe('28-dekabr 2026 – 3-yanvar 2027');
    addTranslations('ru', ru);
    setMessagesLanguage('ru');
    expect(formatDateRange('2026-12-07', '2026-12-13')).toBe('7–13 декабря 2026 г.');
    expect(formatDateRange('2026-11-30', '2026-12-06')).toBe('30 ноября – 6 декабря 2026 г.');
  });

  it('counts weekdays from Monday and formats in Uzbek', () => {
    expect(weekdayIndex('2026-12-07')).toBe(0);
    expect(weekdayIndex('2026-12-13')).toBe(6);
    expect(formatDateLong('2026-12-07')).toBe('Dushanba, 7-dekabr 2026');
  });

  // Uzbek (Latin) in the product's own words, as spec.md writes them; Russian with the genitive month in a date and
  // the nominative in a header; Uzbek (Cyrillic) with the hyphen after the day, as the Latin does.
  it.each([
    {
      language: 'uz',
      short: '23-noyabr 2026',
      long: 'Dushanba, 23-noyabr 2026',
      title: 'Noyabr 2026',
      september: 'Sentabr',
      weekdays: ['Du', 'Se', 'Cho', 'Pa', 'Ju', 'Sha', 'Ya'],
      sunday: 'Yakshanba',
      stamp: '24-noyabr 2026',
    },
    {
      language: 'ru',
      short: '23 ноября 2026 г.',
      long: 'Понедельник, 23 ноября 2026 г.',
      title: 'Ноябрь 2026',
      september: 'Сентябрь',
      weekdays: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
      sunday: 'Воскресенье',
      stamp: '24 ноября 2026 г.',
    },
    {
      language: 'uz-Cyrl',
      short: '23-ноябр 2026',
      long: 'Душанба, 23-ноябр 2026',
      title: 'Ноябр 2026',
      september: 'Сентябр',
      weekdays: ['Душ', 'Сеш', 'Чор', 'Пай', 'Жум', 'Шан', 'Якш'],
      sunday: 'Якшанба',
      stamp: '24-ноябр 2026',
    },
  ] as const)('writes dates, months and weekdays in $language', (want) => {
    setMessagesLanguage(want.language);
    expect(formatDateShort('2026-11-23')).toBe(want.short);
    expect(formatDateLong('2026-11-23')).toBe(want.long);
    expect(formatMonthTitle(2026, 10)).toBe(want.title);
    expect(monthName(8)).toBe(want.september);
    expect(weekdayNames('short')).toEqual(want.weekdays);
    expect(weekdayNames('long')[6]).toBe(want.sunday);
    // 20:30 UTC is already the next day in Tashkent.
    expect(formatTimestampDate('2026-11-23T20:30:00Z', 'Asia/Tashkent')).toBe(want.stamp);
  });
});
