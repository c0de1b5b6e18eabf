import { formatBookingDate } from '../../src/contracts/i18n/dates.ts';
import type { Language } from '../../src/contracts/i18n/languages.ts';

/** A calendar day (yyyy-MM-dd) as notices write it in `language`: "4-dekabr", "4 декабря, пятница". */
export const noticeDay = (language: Language, isoDate: string, weekday?: 'long') =>
  formatBookingDate(language, new Date(`${isoDate}T12:00:00Z`), { timeZone: 'UTC', ...(weekday ? { weekday } : {}) });

/** Any day as a notice writes it, this year's or another's: "25-noyabr", "25 ноября", "3-yanvar 2027", "3 января 2027 г.". */
export const NOTICE_DAY = String.raw`\d{1,2}[ -]\S+( \d{4}( г\.)?)?`;
