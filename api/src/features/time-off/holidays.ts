import type { Language } from '../../contracts/i18n/languages.ts';
import { timeOffMessages } from './messages.ts';
import type { timeOffText } from './messages.uz.ts';

type HolidayName = keyof typeof timeOffText.holidays;

/** Uzbekistan's public holidays on fixed dates (Labour Code, art. 132). */
const FIXED: Array<[string, HolidayName]> = [
  ['01-01', 'newYear'],
  ['03-08', 'womensDay'],
  ['03-21', 'navruz'],
  ['05-09', 'remembrance'],
  ['09-01', 'independence'],
  ['10-01', 'teachers'],
  ['12-08', 'constitution'],
  ['12-31', 'newYearEve'],
];

/**
 * Ramazon and Qurbon hayit follow the lunar calendar and are announced each year by the Muslim Board of
 * Uzbekistan: these are the announced (or expected) dates of the years shipped, to be extended yearly (ADR 019).
 */
const ANNOUNCED: Record<number, Array<[string, HolidayName]>> = {
  2025: [
    ['03-30', 'ramazon'],
    ['06-06', 'qurbon'],
  ],
  2026: [
    ['03-20', 'ramazon'],
    ['05-27', 'qurbon'],
  ],
  2027: [
    ['03-10', 'ramazon'],
    ['05-16', 'qurbon'],
  ],
};

export interface Holiday {
  date: string;
  name: string;
}

/** The year's public holidays, in date order, named in the reader's language ("Конституция куни", "День Конституции"). */
export function holidaysOf(year: number, language: Language = 'uz'): Holiday[] {
  const names = timeOffMessages[language].holidays;
  return [...FIXED, ...(ANNOUNCED[year] ?? [])]
    .map(([day, name]) => ({ date: `${year}-${day}`, name: names[name] }))
    .sort((a, b) => a.date.localeCompare(b.date));
}
