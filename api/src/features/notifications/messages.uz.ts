import { uz } from '../../contracts/messages.uz.ts';

/** Notification texts (Telegram and e-mail), Uzbek (Latin). Keys of `titles` are reminder_schedules.reminder_type. */
export const noticeText = {
  titles: {
    client: {
      booking_created: 'Uchrashuvingiz qabul qilindi',
      booking_confirmed: 'Uchrashuvingiz tasdiqlandi',
      booking_rescheduled: "Uchrashuvingiz vaqti o'zgartirildi",
      booking_cancelled: 'Uchrashuvingiz bekor qilindi',
      meet_link: 'Google Meet havolasi tayyor',
      '24h': 'Eslatma: uchrashuvingiz ertaga',
      '1h': 'Eslatma: uchrashuvingizga 1 soat qoldi',
    },
    provider: {
      booking_created: 'Yangi uchrashuv',
      booking_confirmed: 'Uchrashuv tasdiqlandi',
      booking_rescheduled: "Mijoz uchrashuv vaqtini o'zgartirdi",
      booking_cancelled: 'Mijoz uchrashuvni bekor qildi',
      '24h': 'Eslatma: ertaga qabul',
      '1h': 'Eslatma: 1 soatdan keyin qabul',
      client_confirmed: 'Mijoz tasdiqladi: kelishini bildirdi',
    },
  },
  fallbackTitle: 'Uchrashuv haqida xabar',
  labels: {
    date: 'Sana',
    time: 'Vaqt',
    service: 'Xizmat',
    provider: 'Mutaxassis',
    master: 'Usta',
    address: 'Manzil',
    link: 'Uchrashuv havolasi',
    confirmation: 'Tasdiqlash raqami',
    client: 'Mijoz',
    phone: 'Telefon',
    email: 'Email',
    telegram: 'Telegram',
    notes: 'Izoh',
    status: 'Holati',
    prepayment: "Oldindan to'lov",
  },
  /** The reserve fee line once paid online: "50 000 so'm — to'langan" (the amount with its currency word). */
  prepaid: "{amount} — to'langan",
  /**
   * What happens to a paid reserve fee when the booking is cancelled: Qabul never returns it by itself (a refund
   * is the payment system's cancel of the transaction), so each side is told whom to settle it with.
   */
  prepaidOnCancel: {
    client: "Oldindan to'lov ({amount}) avtomatik qaytarilmaydi. Qaytarish bo'yicha {business} bilan bog'laning: {contact}.",
    /** The business gave neither a phone nor a Telegram: its name is all there is (never the owner's login e-mail). */
    clientNoContact: "Oldindan to'lov ({amount}) avtomatik qaytarilmaydi. Qaytarish bo'yicha {business} bilan bog'laning.",
    provider: "Mijoz {amount} oldindan to'lagan. Qabul uni avtomatik qaytarmaydi: qaytarish bo'yicha mijoz bilan o'zingiz kelishing.",
  },
  status: uz.words.bookingStatus,
  /** Where the client goes: the business's address and how to find it. */
  placeWithLandmark: "{address} (mo'ljal: {landmark})",
  pendingHint: 'Mutaxassis uchrashuvni tez orada tasdiqlaydi.',
  providerHint: 'Uchrashuvni tasdiqlang yoki bekor qiling.',
  cancelLink: 'Bekor qilish',
  rescheduleLink: "Vaqtni o'zgartirish",
  changeHint: "Rejangiz o'zgarsa:",
  /** A provider's e-mail: the button to the dashboard's calendar on the booking's day. */
  dayInCalendar: 'Kalendarda ochish',
  calendarHint: "Taqvimga qo'shish uchun ilova qilingan .ics faylini oching.",
  mailGreeting: 'Assalomu alaykum, {name}!',
  mailFooter: 'Bu xat Qabul tizimi tomonidan avtomatik yuborildi.',
  subject: 'Qabul: {title} — {date}, {time}',
  calendarTitle: '{service} — {provider}',
  noService: 'Uchrashuv',
  /** The living booking card (ADR 014): its title once the visit is over, and what the client answered. */
  card: {
    doneTitle: "Uchrashuv bo'lib o'tdi",
    noShowTitle: 'Uchrashuvga kelmadingiz',
    clientConfirmed: '✅ Kelishingizni tasdiqladingiz',
    doneHint: 'Rahmat! Yana yozilish uchun pastdagi tugmani bosing.',
    reminder: {
      '24h': '⏰ Eslatma: uchrashuvingiz ertaga, {time} — {service} ({provider})',
      '1h': '⏰ Eslatma: uchrashuvingizga 1 soat qoldi, {time} — {service} ({provider})',
    },
    /** The answer buttons on the card and on its reminders (ADR 014). */
  },
  /** The buttons under a provider's new booking that still waits for their decision. */
  /** The calendar file's name in the e-mail. */
  calendarFile: { request: 'uchrashuv.ics', cancel: 'bekor-qilindi.ics' },
} as const;

/** The detail lines' icons: the same in every language. */
export const noticeIcons = {
  date: '📅',
  time: '🕐',
  service: '💼',
  provider: '👤',
  master: '💇',
  address: '📍',
  link: '🔗',
  confirmation: '🔢',
  client: '🙋',
  phone: '📞',
  email: '✉️',
  telegram: '💬',
  notes: '📝',
  status: 'ℹ️',
  prepayment: '💳',
} as const;
