/** API texts of the Telegram feature (Uzbek, Latin). The bot's own texts live in bot/src/messages.uz.ts. */
export const telegramText = {
  signInRequired: 'Telegram orqali kirish talab qilinadi',
  invalid: "Telegram ma'lumotlari tasdiqlanmadi",
  expired: "Telegram ma'lumotlari eskirgan. Mini ilovani qayta oching",
  botNotConfigured: 'Telegram bot sozlanmagan',
  linkMismatch: 'Tasdiqlash raqami mos kelmadi',
  linkedElsewhere: "Bu uchrashuv boshqa Telegram chatiga bog'langan",
  notYourBooking: "Bu uchrashuvni o'zgartirishga ruxsatingiz yo'q",
  alreadyConfirmed: 'Uchrashuv allaqachon tasdiqlangan',
} as const;
