import { words } from '@qabul/api/schemas';
import { localized } from '../../../../web/src/lib/i18n/localized.ts';

/**
 * The Mini App's own texts, Uzbek (Latin), the canonical data; the other languages are in ./ru.ts and
 * ./uz-Cyrl.ts, loaded as a chunk of their own (./translations.ts). The booking steps bring theirs from the web
 * app's shared kit (`bookingMessages`), so both apps say the same thing.
 */
export const miniTextUz = {
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
  greeting: 'Salom, {name}!',
  noFreeDays: "Yaqin 14 kunda bo'sh vaqt yo'q",
  noFreeDaysHint: "Keyinroq qayta urinib ko'ring yoki mutaxassis bilan bog'laning.",
  askingPhone: 'Telefon raqam kutilmoqda...',
  phoneFromTelegram: 'Telefon raqamingiz Telegramdan olinadi: «Tasdiqlash»dan keyin uni ulashing.',
  phoneTypeHint: 'Raqamni yozib kiriting: u tasdiqlanmagan deb belgilanadi.',
  payButton: "To'lash",
  checkPayment: "To'lovni tekshirish",
  reopenPayment: "To'lov sahifasini qayta ochish",
  paymentWaitingText: "Oldindan to'lov ({amount}) kutilmoqda. To'lovdan keyin shu yerga qayting: holat o'zi yangilanadi.",
  paymentCancelledText: "To'lov amalga oshmadi, vaqt bo'shatildi. Boshqa vaqtni tanlab qayta urinib ko'ring.",
  chooseAgain: 'Boshqa vaqt tanlash',
  payAgain: "Qayta to'lash",
  invoiceClosedTitle: "To'lov yakunlanmadi",
  invoiceClosedText:
    "To'lov oynasi yopildi, pul yechilmadi. Vaqt hozircha siz uchun band: qayta to'lang yoki boshqa vaqt tanlang (bu vaqt bo'shatiladi).",
  invoiceFailedTitle: "To'lov amalga oshmadi",
  invoiceFailedText:
    "Telegram to'lovni o'tkaza olmadi, pul yechilmadi. Qayta urinib ko'ring yoki boshqa vaqt tanlang (bu vaqt bo'shatiladi).",
  invoiceUnavailableTitle: "Bu ilovada to'lab bo'lmaydi",
  invoiceUnavailableText: "Oldindan to'lov Telegram ichida olinadi: Telegram ilovasini yangilang va qayta urinib ko'ring.",
  feePaid: "Oldindan to'lov {amount} to'langan",
  homeScreenOffer: "Qabulni telefon bosh ekraniga qo'shing: keyingi safar bir bosishda ochiladi.",
  homeScreenButton: "Bosh ekranga qo'shish",
  myProviders: 'Mutaxassislarim',
  moveButton: "Ko'chirish",
  moving: "Ko'chirilmoqda...",
  bookingNotFound: 'Uchrashuv topilmadi',
  bookingNotFoundHint: "U bekor qilingan yoki boshqa Telegram hisobiga tegishli bo'lishi mumkin.",
  rescheduleError: "Vaqtni o'zgartirib bo'lmadi",
  bookAgain: 'Yana yozilish',
  share: 'Ulashish',
  shareText: '{name}: Qabul orqali onlayn yozilish',
  /** The language picker's label (the languages themselves are named in their own words). */
  language: 'Til',
} as const;
export const miniText = localized('miniText', miniTextUz);
