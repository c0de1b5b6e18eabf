import { localized } from '../../lib/i18n/localized.ts';
/**
 * What a client reads after booking: the booking-success page and the reschedule/cancel dialogs. Kept apart from
 * the booking flow's texts so the public page's first screen does not carry them.
 */

export const publicActions = localized('publicActions', {
  rescheduleTitle: "Uchrashuvni ko'chirish",
  cancelTitle: 'Uchrashuvni bekor qilish',
  intro: 'Tasdiqlash raqami: {number}. Xavfsizlik uchun buyurtmadagi email va telefon raqamni kiriting.',
  /** Opened from the client's own link (it carries the booking's token): nothing to type. */
  introNumber: 'Tasdiqlash raqami: {number}.',
  current: 'Joriy vaqt',
  cancelling: 'Bekor qilinadigan uchrashuv',
  email: 'Email',
  phone: 'Telefon raqam',
  newDate: 'Yangi sana',
  newTime: 'Yangi vaqt',
  chooseDateFirst: 'Avval sanani tanlang',
  reason: 'Sabab',
  submitReschedule: "Ko'chirish",
  submitCancel: 'Uchrashuvni bekor qilish',
  sending: 'Yuborilmoqda...',
  rescheduleError: 'Qayta rejalashtirishda xatolik',
  cancelError: 'Bekor qilishda xatolik',
  rescheduled: "Uchrashuv ko'chirildi",
  cancelled: 'Uchrashuv bekor qilindi',
} as const);

export const bookingSuccess = localized('bookingSuccess', {
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
  rescheduledTitle: "Uchrashuv ko'chirildi",
  rescheduledText: 'Yangi sana va vaqt quyida. Mutaxassisga xabar berildi.',
  bookAgain: 'Yangi vaqtga yozilish',
  addToCalendar: "Kalendarga qo'shish (.ics)",
  address: 'Manzil',
  online: 'Onlayn uchrashuv',
  contact: "Mutaxassis bilan bog'lanish",
  reschedule: "Ko'chirish",
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
} as const);
