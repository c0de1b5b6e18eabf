import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { bookingStart as bookingStartUz, clientClock as clientClockUz, publicPage as publicPageUz } from '../booking.ts';

export const bookingStart = {
  steps: {
    service: 'Хизмат',
    master: 'Уста',
    calendar: 'Сана',
    timeSlot: 'Вақт',
    confirmation: 'Тасдиқлаш',
    success: 'Тайёр',
  },
  progress: 'Буюртма босқичлари',
  stepOf: '{n}-босқич, жами {total}',
  bookBadge: 'Учрашувга ёзилиш',
  chooseService: 'Хизматни танланг',
  noServices: 'Ҳеч қандай хизмат топилмади',
  noServicesHint: 'Бу мутахассис ҳозирча хизмат қўшмаган.',
  prepayment: 'Олдиндан тўлов',
  submitError: 'Учрашувни яратишда хатолик юз берди',
} satisfies TranslationOf<typeof bookingStartUz>;

export const clientClock = {
  zoned: '{time} ({zone})',
} satisfies TranslationOf<typeof clientClockUz>;

export const publicPage = {
  notFoundTitle: 'Фойдаланувчи топилмади',
  notFoundText: 'Бундай фойдаланувчи мавжуд эмас ёки унинг жадвалини кўриб бўлмайди. Ҳаволани текширинг.',
  loadingLabel: 'Саҳифа юкланмоқда',
  home: 'Бош саҳифага қайтиш',
} satisfies TranslationOf<typeof publicPageUz>;
