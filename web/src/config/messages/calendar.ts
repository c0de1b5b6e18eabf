import { words } from '@qabul/api/schemas';
import { localized } from '../../lib/i18n/localized.ts';

/**
 * The calendar's words (their own module: only the later steps and the dashboard carry them). Uzbek (Latin) as the
 * product has always written them (a date writes the month in lower case: "23-noyabr"); the other languages take
 * theirs from Intl (lib/dates.ts says why Uzbek cannot).
 */
export const uzCalendar = {
  weekdaysShort: words.weekdaysShort,
  weekdaysLong: words.weekdays,
  months: ['Yanvar', 'Fevral', 'Mart', 'Aprel', 'May', 'Iyun', 'Iyul', 'Avgust', 'Sentabr', 'Oktabr', 'Noyabr', 'Dekabr'],
} as const;

export const dates = localized('dates', {
  today: 'Bugun',
  unlimited: 'Cheksiz',
  prevMonth: 'Oldingi oy',
  nextMonth: 'Keyingi oy',
  chooseDay: 'Sanani tanlang',
} as const);
