/** The public booking page, its client actions and the booking-success page. */

export const bookingFlow = {
  steps: ['Xizmat', 'Sana', 'Vaqt', 'Tasdiqlash', 'Tayyor'],
  progress: 'Buyurtma bosqichlari',
  stepOf: (n: number, total: number) => `${n}-bosqich, jami ${total}`,
  bookBadge: 'Uchrashuvga yozilish',
  chooseService: 'Xizmatni tanlang',
  noServices: 'Hech qanday xizmat topilmadi',
  noServicesHint: "Bu mutaxassis hozircha xizmat qo'shmagan.",
  chooseDate: 'Kunni tanlang',
  chooseTime: 'Vaqtni tanlang',
  confirmTitle: 'Tasdiqlang',
  chosenService: 'Tanlangan xizmat',
  slotGroups: { morning: 'Ertalab', afternoon: 'Tushdan keyin', evening: 'Kechki' },
  slotsLoading: 'Mavjud vaqtlar yuklanmoqda...',
  noSlots: "Bu kunda bo'sh vaqt yo'q",
  noSlotsHint: "Boshqa kunni tanlab ko'ring.",
  slotsError: "Vaqtlarni yuklab bo'lmadi. Qayta urinib ko'ring.",
  retry: 'Qayta urinish',
  slotTaken: 'band',
  clientTimeNote: (zone: string) => `Vaqtlar sizning mahalliy vaqtingizda (${zone}) ko'rsatilgan.`,
  date: 'Sana',
  time: 'Vaqt',
  service: 'Xizmat',
  description: 'Tavsif',
  duration: 'Davomiyligi',
  price: 'Narxi',
  prepayment: "Oldindan to'lov",
  reserveFeeTitle: "Oldindan to'lov talab qilinadi",
  reserveFeeText: (amount: string) =>
    `Bu xizmat uchun ${amount} miqdorida oldindan to'lov olinadi. Uchrashuv to'lov amalga oshirilgandan so'ng tasdiqlanadi.`,
  detailsTitle: "Ma'lumotlaringiz",
  name: 'Ism va familiya',
  phone: 'Telefon raqam',
  email: 'Email',
  telegram: 'Telegram username',
  notes: 'Izoh',
  phonePlaceholder: '+998 90 123 45 67',
  telegramPlaceholder: '@username',
  telegramHint: 'Eslatmalarni Telegram orqali olish uchun',
  backFromConfirmation: 'Ortga',
  submit: 'Tasdiqlash',
  submitting: 'Yuborilmoqda...',
  submitError: 'Uchrashuvni yaratishda xatolik yuz berdi',
  successTitle: 'Uchrashuvingiz muvaffaqiyatli yaratildi!',
  successTelegram: 'Tasdiqlash xabari Telegram orqali yuboriladi.',
  successEmail: 'Tasdiqlash xabari emailingizga yuboriladi.',
  successKeepNumber: "Tasdiqlash raqamingizni saqlab qo'ying: vaqtni o'zgartirish yoki bekor qilish uchun kerak bo'ladi.",
  telegramButton: 'Tasdiqlashni Telegramda olish',
  telegramButtonHint: 'Botni ochib «Start» tugmasini bosing — tasdiqlash va eslatmalar shu yerga keladi.',
  confirmationNumber: 'Tasdiqlash raqami',
  status: 'Holati',
  googleMeetJoin: "Google Meet orqali qo'shilish",
  googleMeetPending: 'Mutaxassis hali Google hisobini ulamagan. Uchrashuv havolasi keyinroq yuboriladi.',
  googleMeetPreparing: 'Google Meet havolasi tayyorlanmoqda…',
  home: 'Asosiy sahifa',
  again: 'Yana buyurtma berish',
  telegramHome: 'Asosiy sahifaga qaytish',
} as const;

export const publicPage = {
  notFoundTitle: 'Foydalanuvchi topilmadi',
  notFoundText: "Bunday foydalanuvchi mavjud emas yoki uning jadvalini ko'rib bo'lmaydi. Havolani tekshiring.",
  loadingLabel: 'Sahifa yuklanmoqda',
  home: 'Bosh sahifaga qaytish',
} as const;

/** A time on a client's page, its zone named (the e-mails write it the same way). */
export const clientClock = {
  zoned: (time: string, zone: string) => `${time} (${zone} vaqti)`,
} as const;

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

export const publicActions = {
  rescheduleTitle: 'Uchrashuvni qayta rejalashtirish',
  cancelTitle: 'Uchrashuvni bekor qilish',
  intro: (number: string) => `Tasdiqlash raqami: ${number}. Xavfsizlik uchun buyurtmadagi email va telefon raqamni kiriting.`,
  current: 'Joriy vaqt',
  cancelling: 'Bekor qilinadigan uchrashuv',
  email: 'Email',
  phone: 'Telefon raqam',
  newDate: 'Yangi sana',
  newTime: 'Yangi vaqt',
  timesIn: (zone: string) => `Vaqtlar sizning vaqtingizda (${zone}) ko'rsatilgan.`,
  chooseDateFirst: 'Avval sanani tanlang',
  reason: 'Sabab',
  submitReschedule: 'Qayta rejalashtirish',
  submitCancel: 'Uchrashuvni bekor qilish',
  sending: 'Yuborilmoqda...',
  rescheduleError: 'Qayta rejalashtirishda xatolik',
  cancelError: 'Bekor qilishda xatolik',
  rescheduled: 'Uchrashuv qayta rejalashtirildi',
  cancelled: 'Uchrashuv bekor qilindi',
} as const;

export const bookingSuccess = {
  title: "To'lov muvaffaqiyatli amalga oshirildi!",
  subtitle: 'Uchrashuvingiz tasdiqlandi. Tafsilotlar quyida.',
  // Said only when true: a free or unpaid booking is "received", and confirmed only once the provider confirms.
  receivedTitle: 'Uchrashuvingiz qabul qilindi!',
  pendingText: 'Mutaxassis uchrashuvni tasdiqlagach, sizga xabar beriladi.',
  confirmedText: 'Uchrashuvingiz tasdiqlandi. Tafsilotlar quyida.',
  paidPendingText: "To'lov qabul qilindi. Mutaxassis uchrashuvni tasdiqlagach, sizga xabar beriladi.",
  cancelledTitle: 'Uchrashuv bekor qilingan',
  justCancelledTitle: 'Uchrashuvingiz bekor qilindi',
  justCancelledText: "Mutaxassisga xabar berildi. Yangi vaqtga yozilish uchun mutaxassis sahifasiga o'ting.",
  rescheduledTitle: "Uchrashuv vaqti o'zgartirildi",
  rescheduledText: 'Yangi sana va vaqt quyida. Mutaxassisga xabar berildi.',
  bookAgain: 'Yangi vaqtga yozilish',
  addToCalendar: "Kalendarga qo'shish (.ics)",
  address: 'Manzil',
  online: 'Onlayn uchrashuv',
  contact: "Mutaxassis bilan bog'lanish",
  reschedule: "Vaqtni o'zgartirish",
  cancel: 'Bekor qilish',
  telegram: 'Telegram orqali eslatmalar olish',
  limited: "To'liq ma'lumotlar faqat sizga yuborilgan havola orqali ko'rinadi.",
  reserveFee: "Oldindan to'lov",
  name: 'Ism',
  phone: 'Telefon',
  email: 'Email',
  date: 'Sana',
  time: 'Vaqt',
  service: 'Xizmat',
  provider: 'Mutaxassis',
  confirmationNumber: 'Tasdiqlash raqami',
  missingId: 'Booking ID topilmadi',
  fetchError: "Booking ma'lumotlarini olishda xatolik",
  notFound: 'Booking topilmadi',
  home: 'Bosh sahifaga qaytish',
} as const;
