/** The payment API's texts, Uzbek (Latin). */
export const paymentText = {
  unavailable: "Onlayn to'lov hozircha mavjud emas. Birozdan so'ng qayta urinib ko'ring yoki administratorga murojaat qiling.",
  freePlan: "Bepul rejani to'lovsiz tanlash mumkin",
  noReserveFee: "Bu xizmat oldindan to'lov talab qilmaydi: oddiy tarzda band qiling",
  reserveFeeNotInPlan: "Bu xizmat uchun onlayn oldindan to'lov hozir mavjud emas: xizmatni oddiy tarzda band qiling",
  orderNotFound: "To'lov buyurtmasi topilmadi",
  sandboxOnly: "Sinov to'lov sahifasi faqat sinov muhitida ishlaydi",
  orderNotPayable: "Bu buyurtmani to'lab bo'lmaydi: u allaqachon to'langan yoki bekor qilingan",
  orderAlreadyPaid: "Bu buyurtma allaqachon to'langan: vaqtni bo'shatib bo'lmaydi",
  paymentUnderWay: "To'lov amalga oshirilmoqda: vaqt to'lov tugaguncha band turadi",
  platformAdminOnly: 'Bu sahifa faqat platforma administratorlari uchun',
  checkAmount: "Summa 1 000 dan 100 000 000 so'mgacha butun son bo'lishi kerak",
  realAmountStep: "Haqiqiy to'lov summasi 1 000 so'mga karrali bo'lishi kerak",
} as const;

/** Payme shows these to the payer; the account-range errors must be localized (reference/payments.md 1.4). */
export const paymeText = {
  auth: { uz: "Ruxsat yo'q", ru: 'Недостаточно привилегий', en: 'Insufficient privileges' },
  parse: { uz: "So'rovni o'qib bo'lmadi", ru: 'Ошибка разбора JSON', en: 'JSON parse error' },
  invalidRequest: { uz: "So'rov noto'g'ri", ru: 'Неверный запрос', en: 'Invalid request' },
  methodNotFound: { uz: 'Usul topilmadi', ru: 'Метод не найден', en: 'Method not found' },
  notPost: { uz: "Faqat POST so'rovlari", ru: 'Метод запроса не POST', en: 'Request method is not POST' },
  system: { uz: 'Tizim xatosi', ru: 'Системная ошибка', en: 'System error' },
  wrongAmount: { uz: "Summa noto'g'ri", ru: 'Неверная сумма', en: 'Incorrect amount' },
  orderNotFound: { uz: 'Harid kodida xatolik', ru: 'Неверный код заказа', en: 'Incorrect order code' },
  orderBusy: {
    uz: "Bu buyurtma hozir Telegram orqali to'lanmoqda. Ikki marta to'lamaslik uchun bir necha daqiqadan so'ng qayta urinib ko'ring",
    ru: 'Этот заказ сейчас оплачивается через Telegram. Чтобы не заплатить дважды, попробуйте снова через несколько минут',
    en: 'This order is being paid through Telegram right now. To avoid paying twice, try again in a few minutes',
  },
  transactionNotFound: { uz: 'Tranzaksiya topilmadi', ru: 'Транзакция не найдена', en: 'Transaction not found' },
  cannotPerform: {
    uz: "Amalni bajarib bo'lmaydi",
    ru: 'Невозможно выполнить операцию',
    en: 'Unable to perform the operation',
  },
  cannotCancel: {
    uz: "Bekor qilib bo'lmaydi: xizmat ko'rsatilgan",
    ru: 'Невозможно отменить: услуга оказана',
    en: 'Cannot cancel: the service was delivered',
  },
} as const;

/** The provider's warning before their plan ends (daily sweep). */
export const planEndingText = {
  subject: 'Qabul: {plan} obunangiz {date} kuni tugaydi',
  soon: "{plan} obunangiz 3 kundan keyin, {date} kuni tugaydi. Shundan so'ng hisobingiz Freemium cheklovlariga qaytadi; ma'lumotlaringiz saqlanib qoladi.",
  today:
    "{plan} obunangiz bugun, {date} kuni tugaydi. Uzaytirmasangiz, hisobingiz Freemium cheklovlariga qaytadi; ma'lumotlaringiz saqlanib qoladi.",
  renew: 'Obunani uzaytirish',
} as const;

/** The provider's alert: a client paid one reserve fee twice (two payment paths), the second is to be returned. */
export const paidTwiceText = {
  subject: "Qabul: mijoz oldindan to'lovni ikki marta to'ladi",
  body:
    "{client} {date} soat {time} dagi «{service}» broni uchun oldindan to'lovni ikki marta to'ladi: bron allaqachon to'langan edi, " +
    "keyin yana {amount} so'm Telegram orqali keldi. Ortiqcha to'lovni to'lov tizimi kabineti orqali mijozga qaytaring (Telegram to'lovi: {charge}).",
} as const;
