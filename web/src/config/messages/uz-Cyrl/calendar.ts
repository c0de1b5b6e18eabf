import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { dates as datesUz } from '../calendar.ts';

export const dates = {
  today: 'Бугун',
  unlimited: 'Чексиз',
  prevMonth: 'Олдинги ой',
  nextMonth: 'Кейинги ой',
  chooseDay: 'Санани танланг',
} satisfies TranslationOf<typeof datesUz>;
