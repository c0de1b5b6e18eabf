import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { bookingStart as bookingStartUz, clientClock as clientClockUz, publicPage as publicPageUz } from '../booking.ts';

export const bookingStart = {
  steps: { service: 'Услуга', master: 'Мастер', calendar: 'Дата', timeSlot: 'Время', confirmation: 'Данные', success: 'Готово' },
  progress: 'Этапы записи',
  stepOf: 'Шаг {n} из {total}',
  bookBadge: 'Онлайн-запись',
  chooseService: 'Выберите услугу',
  noServices: 'Услуги не найдены',
  noServicesHint: 'Специалист пока не добавил ни одной услуги.',
  prepayment: 'Предоплата',
  submitError: 'Не удалось создать запись',
} satisfies TranslationOf<typeof bookingStartUz>;

export const publicPage = {
  notFoundTitle: 'Пользователь не найден',
  notFoundText: 'Такого пользователя нет, или его расписание недоступно. Проверьте ссылку.',
  loadingLabel: 'Страница загружается',
  home: 'На главную',
} satisfies TranslationOf<typeof publicPageUz>;

export const clientClock = {
  zoned: '{time} ({zone})',
} satisfies TranslationOf<typeof clientClockUz>;
