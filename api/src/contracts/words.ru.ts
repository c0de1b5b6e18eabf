import type { Translation } from './i18n/catalogue.ts';
import type { BookingStatus } from './limits.ts';
import type { words } from './words.uz.ts';

/** The shared words in Russian. */
export const wordsRu = {
  bookingStatus: { pending: 'Ожидает', confirmed: 'Подтверждена', cancelled: 'Отменена', no_show: 'Не пришёл' } satisfies Record<
    BookingStatus,
    string
  >,
  weekdays: ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'],
  weekdaysShort: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
  master: 'Мастер',
} satisfies Translation<typeof words>;
