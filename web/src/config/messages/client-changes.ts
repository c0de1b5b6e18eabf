import { localized } from '../../lib/i18n/localized.ts';
/**
 * What the client's change dialogs and booking page say about the service's change rule and a paid fee. A module
 * of its own so that only those (lazily loaded) pages carry it, not the public page's first screen.
 */

/**
 * A paid reserve fee after a cancel: Qabul never returns it by itself (docs/decisions/008), so the client is told
 * to settle it with the provider.
 */
export const prepaidFee = localized('prepaidFee', {
  paid: "{amount} to'langan",
  cancelWarning:
    "Siz {amount} oldindan to'lagansiz. Bekor qilinganda bu to'lov avtomatik qaytarilmaydi: qaytarish bo'yicha mutaxassis bilan bog'laning ({contact}).",
  afterCancel: "Oldindan to'lov ({amount}) avtomatik qaytarilmaydi. Qaytarish bo'yicha mutaxassis bilan bog'laning: {contact}.",
} as const);

/** The service's rule for changing a booking, said before the client fills the form. */
export const changeRule = localized('changeRule', {
  /** `hours` 0: until the visit begins. */
  open: "Bekor qilish yoki ko'chirish {hours, plural, =0 {uchrashuv boshlanguncha} other {uchrashuvdan kamida # soat oldin}} mumkin: {until} gacha.",
  tooLate:
    "Bu uchrashuvni endi o'zgartirib ham, bekor qilib ham bo'lmaydi: bu uchrashuvdan kamida {hours} soat oldin mumkin edi. Mutaxassis bilan bog'laning.",
  notAllowed: "Bu xizmat uchun uchrashuvni bekor qilish yoki ko'chirish imkoni yo'q. Mutaxassis bilan bog'laning.",
  cancelled: 'Bu uchrashuv allaqachon bekor qilingan.',
} as const);

/** Under the reschedule dialog's time list. */
export const rescheduleTimes = localized('rescheduleTimes', {
  zoneNote: "Vaqtlar sizning vaqtingizda ({zone}) ko'rsatilgan.",
} as const);
