/**
 * What the client's change dialogs and booking page say about the service's change rule and a paid fee. A module
 * of its own so that only those (lazily loaded) pages carry it, not the public page's first screen.
 */

/**
 * A paid reserve fee after a cancel: Qabul never returns it by itself (docs/decisions/008), so the client is told
 * to settle it with the provider.
 */
export const prepaidFee = {
  paid: (amount: string) => `${amount} to'langan`,
  cancelWarning: (amount: string, email: string) =>
    `Siz ${amount} oldindan to'lagansiz. Bekor qilinganda bu to'lov avtomatik qaytarilmaydi: qaytarish bo'yicha mutaxassis bilan bog'laning (${email}).`,
  afterCancel: (amount: string, email: string) =>
    `Oldindan to'lov (${amount}) avtomatik qaytarilmaydi. Qaytarish bo'yicha mutaxassis bilan bog'laning: ${email}.`,
} as const;

/** The service's rule for changing a booking, said before the client fills the form. */
export const changeRule = {
  open: (hours: number, until: string) =>
    hours > 0
      ? `Bekor qilish yoki vaqtni o'zgartirish uchrashuvdan kamida ${hours} soat oldin mumkin: ${until} gacha.`
      : `Bekor qilish yoki vaqtni o'zgartirish uchrashuv boshlanguncha mumkin: ${until} gacha.`,
  tooLate: (hours: number) =>
    `Bu uchrashuvni endi o'zgartirib ham, bekor qilib ham bo'lmaydi: bu uchrashuvdan kamida ${hours} soat oldin mumkin edi. Mutaxassis bilan bog'laning.`,
  notAllowed: "Bu xizmat uchun uchrashuvni bekor qilish yoki vaqtini o'zgartirish imkoni yo'q. Mutaxassis bilan bog'laning.",
  cancelled: 'Bu uchrashuv allaqachon bekor qilingan.',
} as const;

/** Under the reschedule dialog's time list. */
export const rescheduleTimes = {
  zoneNote: (zone: string) => `Vaqtlar sizning vaqtingizda (${zone}) ko'rsatilgan.`,
} as const;
