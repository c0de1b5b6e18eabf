/** The waitlist's own texts, Uzbek (Latin). */
export const waitlistText = {
  alreadyWaiting: 'Siz bu kun uchun navbatda allaqachon turibsiz',
  full: "Bu kun uchun navbat to'lgan ({limit} kishi). Iltimos, boshqa kunni tanlang",
  pastDay: "O'tgan kun uchun navbatga yozilib bo'lmaydi",
  notFound: 'Navbatdagi joy topilmadi',
  offer: {
    subject: "{service}: {date} kuni bo'sh vaqt chiqdi",
    text: "Assalomu alaykum, {name}! {provider}da «{service}» uchun {date} kuni bo'sh vaqt chiqdi. Birinchi yozilgan oladi: vaqtni tanlash uchun havolani oching.",
    button: 'Vaqtni tanlash',
  },
} as const;
