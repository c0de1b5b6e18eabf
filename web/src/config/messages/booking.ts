import { localized } from '../../lib/i18n/localized.ts';
/** The public booking page, its client actions and the booking-success page. */

/**
 * What the booking page's first screen says (provider, services, progress): kept apart from the later steps'
 * words so the first screen carries only these (the public page's JS budget). Raw data as well, so the later
 * steps' catalogue (`bookingFlow`) repeats these words.
 */
export const bookingStartUz = {
  steps: { service: 'Xizmat', master: 'Usta', calendar: 'Sana', timeSlot: 'Vaqt', confirmation: 'Tasdiqlash', success: 'Tayyor' },
  progress: 'Buyurtma bosqichlari',
  stepOf: '{n}-bosqich, jami {total}',
  bookBadge: 'Uchrashuvga yozilish',
  chooseService: 'Xizmatni tanlang',
  noServices: 'Hech qanday xizmat topilmadi',
  noServicesHint: "Bu mutaxassis hozircha xizmat qo'shmagan.",
  prepayment: "Oldindan to'lov",
  submitError: 'Uchrashuvni yaratishda xatolik yuz berdi',
} as const;
export const bookingStart = localized('bookingStart', bookingStartUz);

export const publicPage = localized('publicPage', {
  notFoundTitle: 'Foydalanuvchi topilmadi',
  notFoundText: "Bunday foydalanuvchi mavjud emas yoki uning jadvalini ko'rib bo'lmaydi. Havolani tekshiring.",
  loadingLabel: 'Sahifa yuklanmoqda',
  home: 'Bosh sahifaga qaytish',
} as const);

/** A time on a client's page, its zone named (the e-mails write it the same way). */
export const clientClock = localized('clientClock', {
  zoned: '{time} ({zone})',
} as const);
