/** The public page's reviews block and the rating page an e-mail links to. */
export const publicReviews = {
  title: 'Mijozlar fikri',
  summary: (average: number, count: number) => `${average.toFixed(1)} / 5 · ${count} ta baho`,
  stars: (rating: number) => `${rating} / 5`,
} as const;

export const rateVisitPage = {
  title: 'Tashrifingizni baholang',
  text: 'Uchrashuv qanday o‘tdi? Yulduzchani tanlang va xohlasangiz, fikringizni yozing.',
  star: (rating: number) => `${rating} yulduz`,
  ratingLabel: 'Baho',
  comment: 'Fikringiz',
  submit: 'Yuborish',
  sending: 'Yuborilmoqda…',
  chooseRating: 'Avval bahoni tanlang',
  thanks: 'Rahmat! Bahoingiz qabul qilindi.',
  badLink: "Havola noto'g'ri. Xabardagi havolani to'liq oching.",
  error: "Bahoni yuborib bo'lmadi",
} as const;
