import { words } from '@qabul/api/schemas';
import { localized } from '../../lib/i18n/localized.ts';

/** The calendar's words (its own module: only the later steps and the dashboard carry them). */
/** Uzbek calendar words as the product has always written them; other languages take theirs from Intl (lib/dates.ts). */
export const uzCalendar = {
  weekdaysShort: words.weekdaysShort,
  weekdaysLong: words.weekdays,
  months: ['Yanvar', 'Fevral', 'Mart', 'Aprel', 'May', 'Iyun', 'Iyul', 'Avgust', 'Sentabr', 'Oktabr', 'Noyabr', 'Dekabr'],
  monthsInDate: ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avgust', 'sentabr', 'oktabr', 'noyabr', 'dekabr'],
} as const;

export const dates = localized('dates', {
  today: 'Bugun',
  unlimited: 'Cheksiz',
  prevMonth: 'Oldingi oy',
  nextMonth: 'Keyingi oy',
  chooseDay: 'Sanani tanlang',
} as const);
