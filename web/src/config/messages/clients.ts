import { localized } from '../../lib/i18n/localized.ts';

/** The "Mijozlar" page and the dashboard's reviews list. */
export const clientsPageUz = {
  title: 'Mijozlar',
  subtitle: 'Sizga yozilgan har bir mijoz: tashriflari, bekor qilganlari va kelmaganlari',
  search: 'Ism yoki telefon raqam',
  searchLabel: 'Mijozlarni qidirish',
  empty: "Hozircha mijozlar yo'q",
  emptyHint: "Mijozlar sizga yozilganda shu yerda paydo bo'ladi.",
  noMatch: 'Bu qidiruv bo‘yicha mijoz topilmadi',
  loadError: "Mijozlarni yuklab bo'lmadi. Sahifani yangilang.",
  visits: 'Tashriflar',
  cancellations: 'Bekor qilgan',
  noShows: 'Kelmagan',
  lastVisit: 'Oxirgi tashrif',
  nextBooking: 'Keyingi uchrashuv',
  none: '—',
  open: '{name}: mijoz kartasi',
  prev: 'Oldingi',
  next: 'Keyingi',
  pageOf: '{from}–{to} / {total}',
  card: {
    note: 'Shaxsiy izoh',
    noteHint: "Faqat siz ko'rasiz",
    saveNote: 'Izohni saqlash',
    noteSaved: 'Izoh saqlandi',
    noteError: "Izohni saqlab bo'lmadi",
    history: 'Uchrashuvlar tarixi',
    noHistory: "Uchrashuvlar yo'q",
    bookAgain: 'Yana yozish',
    phone: 'Telefon',
    email: 'Email',
    telegram: 'Telegram',
    loading: 'Yuklanmoqda…',
  },
} as const;
export const clientsPage = localized('clientsPage', clientsPageUz);

export const reviewsPageUz = {
  title: 'Sharhlar',
  subtitle: 'Mijozlaringiz tashrifdan keyin qoldirgan baholar',
  empty: "Hozircha sharhlar yo'q",
  emptyHint: 'Tashrifdan bir soat o‘tib mijozga baho so‘rovi yuboriladi.',
  loadError: "Sharhlarni yuklab bo'lmadi. Sahifani yangilang.",
  hide: 'Yashirish',
  show: "Ko'rsatish",
  hidden: 'Yashirilgan',
  hiddenDone: 'Sharh yashirildi',
  shownDone: "Sharh yana ko'rinadi",
  error: "Sharhni o'zgartirib bo'lmadi",
  stars: '{rating} / 5',
} as const;
export const reviewsPage = localized('reviewsPage', reviewsPageUz);
