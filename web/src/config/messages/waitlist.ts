import { localized } from '../../lib/i18n/localized.ts';
/** "Navbatga yozilish" on a public day with no free time. */
export const waitlistForm = localized('waitlistForm', {
  title: 'Navbatga yozilish',
  text: "Navbatga yoziling: shu kuni vaqt bo'shasa, Telegram yoki email orqali birinchilardan bo'lib xabar olasiz.",
  name: 'Ismingiz',
  phone: 'Telefon raqamingiz',
  telegram: 'Telegram username',
  telegramHint: 'Xabarni Telegramda olish uchun botimizni ham ishga tushiring.',
  email: 'Email',
  submit: 'Navbatga yozilish',
  done: "Navbatga yozildingiz. Vaqt bo'shasa, xabar beramiz — birinchi yozilgan vaqtni oladi.",
  leave: 'Navbatdan chiqish',
  left: 'Navbatdan chiqdingiz.',
  error: "Navbatga yozilib bo'lmadi. Qaytadan urinib ko'ring.",
} as const);
