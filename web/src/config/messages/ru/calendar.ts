import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { dates as datesUz } from '../calendar.ts';

export const dates = {
  today: 'Сегодня',
  unlimited: 'Без ограничений',
  prevMonth: 'Предыдущий месяц',
  nextMonth: 'Следующий месяц',
  chooseDay: 'Выберите дату',
} satisfies TranslationOf<typeof datesUz>;
