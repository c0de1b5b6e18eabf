import { words } from '@qabul/api/schemas';
/**
 * The Mini App's own texts, Uzbek (Latin). The booking steps bring theirs from the web app's shared kit
 * (`bookingMessages`), so both apps say the same thing.
 */
export const miniText = {
  back: 'Orqaga',
  continue: 'Davom etish',
  confirm: 'Tasdiqlash',
  submitting: 'Yuborilmoqda...',
  homeButton: 'Asosiy sahifaga qaytish',
  loading: 'Yuklanmoqda...',
  outsideTitle: 'Bu sahifa Telegram ichida ochiladi',
  outsideText: 'Qabul mini ilovasini Telegramdagi bot orqali oching. Brauzerda yozilish uchun mutaxassis sahifasidan foydalaning.',
  outsideLink: 'Brauzerda ochish',
  homeTitle: 'Uchrashuvlarim',
  upcomingTitle: 'Kelgusi uchrashuvlarim',
  noUpcoming: "Sizda kelgusi uchrashuvlar yo'q.",
  noUpcomingHint: 'Mutaxassis yuborgan havola orqali yozilishingiz mumkin.',
  todayTitle: 'Bugungi qabullar',
  todayEmpty: "Bugun qabullar yo'q.",
  loadError: "Ma'lumotlarni yuklab bo'lmadi",
  retry: 'Qayta urinish',
  cancel: 'Bekor qilish',
  cancelAsk: 'Uchrashuvni bekor qilasizmi?',
  cancelYes: 'Ha, bekor qilinsin',
  cancelNo: "Yo'q",
  cancelled: 'Uchrashuv bekor qilindi',
  cancelError: 'Bekor qilishda xatolik',
  confirmationNumber: 'Tasdiqlash raqami',
  status: words.bookingStatus,
  telegramLinked: 'Tasdiqlash xabari shu chatga yuboriladi.',
  telegramLinkFailed: "Tasdiqlashni Telegramga yuborib bo'lmadi: tasdiqlash raqamingizni saqlab qo'ying.",
  greeting: (name: string) => `Salom, ${name}!`,
} as const;
