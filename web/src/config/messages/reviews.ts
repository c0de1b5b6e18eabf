import { localized } from '../../lib/i18n/localized.ts';
/** The public page's reviews block and the rating page an e-mail links to. */
export const publicReviews = localized('publicReviews', {
  title: 'Mijozlar fikri',
  /** `average` comes already written with one decimal. */
  summary: '{average} / 5 · {count} ta baho',
  stars: '{rating} / 5',
} as const);

export const rateVisitPage = localized('rateVisitPage', {
  title: 'Tashrifingizni baholang',
  text: 'Uchrashuv qanday o‘tdi? Yulduzchani tanlang va xohlasangiz, fikringizni yozing.',
  star: '{rating} yulduz',
  ratingLabel: 'Baho',
  comment: 'Fikringiz',
  submit: 'Yuborish',
  sending: 'Yuborilmoqda…',
  chooseRating: 'Avval bahoni tanlang',
  thanks: 'Rahmat! Bahoingiz qabul qilindi.',
  badLink: "Havola noto'g'ri. Xabardagi havolani to'liq oching.",
  error: "Bahoni yuborib bo'lmadi",
} as const);
