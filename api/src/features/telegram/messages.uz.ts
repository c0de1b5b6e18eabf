/** API texts of the Telegram feature (Uzbek, Latin). The bot's own texts live in bot/src/messages.uz.ts. */
export const telegramText = {
  signInRequired: 'Telegram orqali kirish talab qilinadi',
  invalid: "Telegram ma'lumotlari tasdiqlanmadi",
  expired: "Telegram ma'lumotlari eskirgan. Mini ilovani qayta oching",
  botNotConfigured: 'Telegram bot sozlanmagan',
  // The booking card's own words for a press from a chat the booking is not for (DECISIONS.md, booking card).
  notYourBooking: 'Bu tugma siz uchun emas',
  orderNotFound: "To'lov buyurtmasi topilmadi",
  invoicesOff: "Telegram ichida to'lov sozlanmagan: to'lov sahifasini oching",
  invoiceAmountOutside: "Bu summani Telegram ichida to'lab bo'lmaydi: to'lov sahifasini oching",
  notPayable: "Bu buyurtmani endi to'lab bo'lmaydi: u to'langan, bekor qilingan yoki bron vaqti tugagan",
  providerNotFound: 'Mutaxassis topilmadi',
  telegramFailed: "Telegram hozir javob bermadi. Birozdan so'ng qayta urinib ko'ring",
  /** Telegram shows these to the payer when we refuse a pre-checkout (at most 255 characters). */
  preCheckout: {
    unknown: "To'lov buyurtmasi topilmadi. Mini Appni qayta oching.",
    not_payable:
      "Bu buyurtmani endi to'lab bo'lmaydi: bron vaqti tugagan, u bekor qilingan yoki allaqachon to'langan. Mini Appda qayta yoziling.",
    amount_mismatch: "To'lov summasi buyurtmaga mos kelmadi. Mini Appni qayta oching va qaytadan urinib ko'ring.",
    paying_elsewhere:
      "Bu bron uchun to'lov hozir boshqa yo'l bilan (Payme yoki Click) amalga oshirilmoqda, shuning uchun ikki marta to'lamasligingiz uchun bu to'lov qabul qilinmadi. " +
      "O'sha to'lov tugamasa, bir necha daqiqadan so'ng qayta urinib ko'ring.",
  },
  /** Money Telegram reported for an order that was already closed: nothing was booked, it goes back. */
  paidTooLate:
    "To'lov qabul qilindi, lekin bu bron endi mavjud emas (vaqti tugagan yoki bekor qilingan), shuning uchun yozilish amalga oshmadi. " +
    "Pulni qaytarish uchun /paysupport buyrug'ini yuboring.",
  /** Money Telegram reported for an order another payment had already paid: the client paid twice. */
  paidTwice:
    "To'lov qabul qilindi, lekin bu bron uchun oldindan to'lov allaqachon boshqa yo'l bilan to'langan edi: siz ikki marta to'ladingiz. " +
    "Broningiz o'z kuchida. Ortiqcha to'lov sizga qaytarilishi kerak: biznesga xabar berdik. Savollar bo'lsa /paysupport buyrug'ini yuboring.",
  invoiceTitle: "Oldindan to'lov: {service}",
  invoiceDescription: "{provider}: {service}, {date} soat {time}. Yozilish oldindan to'lovdan so'ng tasdiqlanadi.",
  invoicePriceLabel: "Oldindan to'lov",
} as const;
