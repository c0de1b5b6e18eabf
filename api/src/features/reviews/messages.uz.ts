/** What the reviews feature says (Uzbek, Latin). */
export const reviewText = {
  notFound: 'Sharh topilmadi',
  wrongToken: "Havola noto'g'ri yoki eskirgan",
  notYourVisit: 'Bu tashrif sizniki emas',
  alreadyReviewed: 'Bu tashrif uchun baho allaqachon qoldirilgan',
  tooEarly: 'Tashrif hali tugamagan: baho uchrashuvdan keyin qoldiriladi',
  notVisited: "Bu uchrashuv bo'lib o'tmagan: unga baho qoldirib bo'lmaydi",
  rating: 'Bahoni 1 dan 5 gacha tanlang',
  commentTooLong: 'Izoh juda uzun (eng ko‘pi 1000 belgi)',
  hidden: "Yashirish qiymati noto'g'ri",
  noCommentAwaited: 'Izoh kutilmayapti',
} as const;
