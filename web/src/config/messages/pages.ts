import { localized } from '../../lib/i18n/localized.ts';
/** Simple pages: 404 and the footer pages. */

export const notFound = localized('notFound', {
  title: '404 Page Not Found',
  text: "Siz qidirgan sahifa mavjud emas yoki ko'chirilgan.",
  home: 'Bosh sahifaga qaytish',
} as const);

export const staticPages = localized('staticPages', {
  about: {
    title: 'Biz haqimizda',
    body: [
      "Qabul — O'zbekistondagi mutaxassislar uchun onlayn yozilish xizmati: sartaroshlar, shifokorlar, buxgalterlar, yuristlar, o'qituvchilar va boshqalar.",
      "Mijozlar sizning shaxsiy havolangiz orqali xizmat, kun va bo'sh vaqtni tanlab, bir necha soniyada yoziladi. Eslatmalar Telegram va email orqali avtomatik yuboriladi.",
    ],
  },
  help: {
    title: 'Yordam',
    body: [
      "Ro'yxatdan o'ting, obuna rejasini tanlang va «Xizmatlar» bo'limida birinchi xizmatingizni qo'shing.",
      "Xizmatga haftalik ish vaqtini belgilang — mijozlar faqat bo'sh vaqtlarni ko'radi.",
      "Profil sahifasidagi «Havolalar» bo'limidan shaxsiy sahifangiz havolasini nusxalab, mijozlaringizga yuboring.",
    ],
  },
  privacy: {
    title: 'Maxfiylik siyosati',
    body: [
      "Biz faqat uchrashuvni tashkil etish uchun zarur ma'lumotlarni saqlaymiz: ism, telefon raqam, email va Telegram username.",
      "Ma'lumotlaringiz uchinchi shaxslarga sotilmaydi va faqat eslatma yuborish uchun ishlatiladi.",
    ],
  },
  terms: {
    title: 'Foydalanish shartlari',
    body: [
      "Xizmatdan foydalanib, siz kiritgan ma'lumotlarning to'g'riligiga javobgar ekanligingizni tasdiqlaysiz.",
      "Pullik rejalar tanlangan muddatga amal qiladi; muddat tugagach hisob Freemium rejasiga o'tadi.",
    ],
  },
} as const);
