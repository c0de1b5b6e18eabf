import type { Translation } from './i18n/catalogue.ts';
import type { BookingStatus } from './limits.ts';
import type { words } from './words.uz.ts';

/** The shared words in Uzbek (Cyrillic). */
export const wordsCyrl = {
  bookingStatus: { pending: 'Кутилмоқда', confirmed: 'Тасдиқланган', cancelled: 'Бекор қилинган', no_show: 'Келмади' } satisfies Record<
    BookingStatus,
    string
  >,
  weekdays: ['Душанба', 'Сешанба', 'Чоршанба', 'Пайшанба', 'Жума', 'Шанба', 'Якшанба'],
  weekdaysShort: ['Ду', 'Се', 'Чо', 'Па', 'Жу', 'Ша', 'Я'],
  master: 'Уста',
} satisfies Translation<typeof words>;
